'use client';

import { CUSTOMER_TYPES, type CustomerType } from '@/lib/config';
import styles from './checkout.module.css';
import { Section, TextField } from './checkout-fields';
import type { CheckoutValues } from './checkout-input';
import type { CheckoutTexts } from './checkout-texts';
import type { CheckoutField } from './field-problems';
import type { CheckoutStatus } from './use-checkout-form';

/** Person or organization: the one the prices show, and the fields the form asks for. */
export function CustomerTypeChoice({
  texts,
  customerType,
  onChoose,
}: {
  texts: CheckoutTexts;
  customerType: CustomerType;
  onChoose: (type: CustomerType) => void;
}) {
  return (
    <Section title={texts.customerType}>
      <div className={styles.segmented}>
        {CUSTOMER_TYPES.map(({ type }) => (
          <label key={type} className={styles.segment}>
            <input
              type="radio"
              name="customerType"
              value={type}
              checked={customerType === type}
              onChange={() => onChoose(type)}
            />
            <span>{type === 'PERSON' ? texts.person : texts.organization}</span>
          </label>
        ))}
      </div>
    </Section>
  );
}

/** Who buys: the company and identity number when asked for, e-mail and phone. */
export function BuyerFields({
  texts,
  values,
  organization,
  identityNumberRequired,
  errorOf,
  update,
}: {
  texts: CheckoutTexts;
  values: CheckoutValues;
  organization: boolean;
  identityNumberRequired: boolean;
  errorOf: (field: CheckoutField) => string | undefined;
  update: (field: CheckoutField, patch: Partial<CheckoutValues>) => void;
}) {
  return (
    <div className={styles.grid}>
      {organization && (
        <TextField
          field="company"
          label={texts.company}
          value={values.company}
          autoComplete="organization"
          error={errorOf('company')}
          requiredText={texts.required}
          onChange={(company) => update('company', { company })}
          wide
        />
      )}
      {identityNumberRequired && (
        <TextField
          field="identityNumber"
          label={organization ? texts.organizationId : texts.personalId}
          hint={organization ? undefined : texts.identityHint}
          value={values.identityNumber}
          autoComplete="off"
          error={errorOf('identityNumber')}
          requiredText={texts.required}
          onChange={(identityNumber) => update('identityNumber', { identityNumber })}
          wide
        />
      )}
      <TextField
        field="email"
        type="email"
        label={texts.email}
        value={values.email}
        autoComplete="email"
        error={errorOf('email')}
        requiredText={texts.required}
        onChange={(email) => update('email', { email })}
      />
      <TextField
        field="mobile"
        type="tel"
        label={texts.phone}
        value={values.mobile}
        autoComplete="tel"
        error={errorOf('mobile')}
        requiredText={texts.required}
        onChange={(mobile) => update('mobile', { mobile })}
      />
    </div>
  );
}

/** The order button, with what went wrong said aloud and the wait announced. */
export function PlaceOrder({ texts, status }: { texts: CheckoutTexts; status: CheckoutStatus }) {
  return (
    <div className={styles.place}>
      <p role="alert" className={styles.formError}>
        {status === 'fields' || status === 'failed' || status === 'tooLarge'
          ? texts[status === 'fields' ? 'fixFields' : status]
          : ''}
      </p>
      <p role="status" className="visually-hidden">
        {status === 'placing' ? texts.placing : ''}
      </p>
      <button
        type="submit"
        className={`button-primary ${styles.placeButton}`}
        aria-disabled={status === 'placing'}
      >
        {status === 'placing' ? texts.placing : texts.placeOrder}
      </button>
    </div>
  );
}
