'use client';

import type { ReactNode } from 'react';
import styles from './checkout.module.css';
import { TextField } from './checkout-fields';
import type { AddressValues } from './checkout-input';
import type { CheckoutTexts } from './checkout-texts';
import type { CheckoutField } from './field-problems';

const FIELDS: Record<'billing' | 'shipping', Record<keyof AddressValues, CheckoutField>> = {
  billing: {
    firstName: 'firstName',
    lastName: 'lastName',
    addressLine1: 'addressLine1',
    zip: 'zip',
    city: 'city',
  },
  shipping: {
    firstName: 'shippingFirstName',
    lastName: 'shippingLastName',
    addressLine1: 'shippingAddressLine1',
    zip: 'shippingZip',
    city: 'shippingCity',
  },
};

/**
 * Name and address lines of the billing or the delivery address. The country is the checkout
 * market's: chosen with the billing address (`countryChoice`), named with the delivery address.
 */
export function AddressFields({
  kind,
  texts,
  address,
  countryName,
  countryChoice,
  errorOf,
  onChange,
}: {
  kind: 'billing' | 'shipping';
  texts: CheckoutTexts;
  address: AddressValues;
  countryName: string;
  countryChoice?: ReactNode;
  errorOf(field: CheckoutField): string | undefined;
  onChange(field: CheckoutField, address: AddressValues): void;
}) {
  const fields = FIELDS[kind];
  const line = (
    name: keyof AddressValues,
    autoComplete: string,
    extra: { inputMode?: 'numeric'; wide?: boolean } = {},
  ) => (
    <TextField
      field={fields[name]}
      label={texts[name]}
      value={address[name]}
      autoComplete={`${kind} ${autoComplete}`}
      error={errorOf(fields[name])}
      requiredText={texts.required}
      onChange={(value) => onChange(fields[name], { ...address, [name]: value })}
      {...extra}
    />
  );
  return (
    <div className={styles.grid}>
      {line('firstName', 'given-name')}
      {line('lastName', 'family-name')}
      {line('addressLine1', 'address-line1', { wide: true })}
      {line('zip', 'postal-code', { inputMode: 'numeric' })}
      {line('city', 'address-level2')}
      {countryChoice ?? (
        <p className={styles.country} data-wide>
          <span className={styles.countryLabel}>{texts.country}</span> {countryName}
        </p>
      )}
    </div>
  );
}
