'use client';

import { VatAmount } from '@/ui/vat-amount';
import styles from './checkout.module.css';
import { errorProps, FieldError, fieldId, Section } from './checkout-fields';
import type { Checkout } from './checkout-session';
import type { CheckoutTexts } from './checkout-texts';

type ShippingOption = Checkout['shippingOptions'][number];

/**
 * The ways to ship to the zip, with their fees as the API gives them; a way with places (pickup
 * points) asks for one of them once chosen.
 */
export function ShippingChoice({
  texts,
  zip,
  options,
  shippingId,
  pickupPoint,
  errors,
  onShipping,
  onPickupPoint,
}: {
  texts: CheckoutTexts;
  zip: string;
  options: ShippingOption[];
  shippingId: number | null;
  pickupPoint: string | null;
  errors: { shippingId?: string; pickupPoint?: string };
  onShipping(option: ShippingOption): void;
  onPickupPoint(externalId: string): void;
}) {
  return (
    <Section title={texts.shipping}>
      {options.length === 0 ? (
        <p className={styles.note} id={fieldId('shippingId')} tabIndex={-1}>
          {zip ? texts.noShipping : texts.shippingNeedsZip}
        </p>
      ) : (
        <div className={styles.options}>
          {options.map((option, index) => {
            const chosen = option.id === shippingId;
            return (
              <div key={option.id} className={styles.option} data-chosen={chosen || undefined}>
                <label className={styles.optionLabel}>
                  <input
                    type="radio"
                    name="shippingId"
                    id={index === 0 ? fieldId('shippingId') : undefined}
                    checked={chosen}
                    {...errorProps('shippingId', errors.shippingId)}
                    onChange={() => onShipping(option)}
                  />
                  <span className={styles.optionName}>{option.displayName}</span>
                  <span className={styles.fee}>
                    <VatAmount inc={option.feeIncVatFormatted} ex={option.feeExVatFormatted} />
                  </span>
                </label>
                {chosen && option.subOptions.length > 0 && (
                  <fieldset className={styles.places}>
                    <legend>{texts.pickupPoint}</legend>
                    {option.subOptions.map((place, placeIndex) => (
                      <label key={place.id} className={styles.optionLabel}>
                        <input
                          type="radio"
                          name="pickupPoint"
                          id={placeIndex === 0 ? fieldId('pickupPoint') : undefined}
                          checked={place.externalId === pickupPoint}
                          {...errorProps('pickupPoint', errors.pickupPoint)}
                          onChange={() => place.externalId && onPickupPoint(place.externalId)}
                        />
                        <span>{place.displayName}</span>
                      </label>
                    ))}
                    <FieldError field="pickupPoint" text={errors.pickupPoint} />
                  </fieldset>
                )}
              </div>
            );
          })}
        </div>
      )}
      <FieldError field="shippingId" text={errors.shippingId} />
    </Section>
  );
}

type PaymentOption = Checkout['paymentOptions'][number];

/** The ways to pay, offered once the goods have a way to the shopper. */
export function PaymentChoice({
  texts,
  options,
  paymentId,
  waiting,
  error,
  onPayment,
}: {
  texts: CheckoutTexts;
  options: PaymentOption[];
  paymentId: number | null;
  /** No zip or no way to ship yet: the payment step waits. */
  waiting: boolean;
  error: string | undefined;
  onPayment(id: number): void;
}) {
  return (
    <Section title={texts.payment}>
      {waiting ? (
        <p className={styles.note} id={fieldId('paymentId')} tabIndex={-1}>
          {texts.paymentWaits}
        </p>
      ) : (
        <div className={styles.options}>
          {options.map((option, index) => (
            <div key={option.id} className={styles.option} data-chosen={option.id === paymentId || undefined}>
              <label className={styles.optionLabel}>
                <input
                  type="radio"
                  name="paymentId"
                  id={index === 0 ? fieldId('paymentId') : undefined}
                  checked={option.id === paymentId}
                  {...errorProps('paymentId', error)}
                  onChange={() => onPayment(option.id)}
                />
                <span className={styles.optionName}>{option.displayName}</span>
                {option.feeIncVat > 0 && (
                  <span className={styles.fee}>
                    <VatAmount inc={option.feeIncVatFormatted} ex={option.feeExVatFormatted} />
                  </span>
                )}
              </label>
            </div>
          ))}
        </div>
      )}
      <FieldError field="paymentId" text={error} />
    </Section>
  );
}

/** The terms of purchase as the API words them, which the shopper must accept. */
export function TermsConsent({
  texts,
  consent,
  checked,
  error,
  onChange,
}: {
  texts: CheckoutTexts;
  consent: Checkout['consents'][number] | undefined;
  checked: boolean;
  error: string | undefined;
  onChange(checked: boolean): void;
}) {
  if (!consent) return null;
  return (
    <Section title={texts.terms}>
      <label className={styles.check}>
        <input
          type="checkbox"
          id={fieldId('terms')}
          name="terms"
          checked={checked}
          aria-required
          {...errorProps('terms', error)}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{consent.name}</span>
      </label>
      {consent.description && <p className={styles.note}>{consent.description}</p>}
      <FieldError field="terms" text={error} />
    </Section>
  );
}
