import { VatAmount } from '@/ui/vat-amount';
import styles from './checkout.module.css';
import { checkoutFromForm } from './checkout-form-actions';
import { ORDER_CONSENT } from './checkout-input';
import type { Checkout } from './checkout-session';
import type { CheckoutTexts } from './checkout-texts';
import { type CheckoutField, type FieldProblems, problemKey } from './field-problems';
import type { CheckoutPageOutcome } from './form-outcome';

const fieldId = (field: CheckoutField) => `checkout-${field}`;
const errorId = (field: CheckoutField) => `checkout-${field}-error`;

interface FieldsProps {
  texts: CheckoutTexts;
  checkout: Checkout;
  errorOf: (field: CheckoutField) => string | undefined;
  countryName: string;
}

function Field({
  field,
  label,
  value,
  error,
  hint,
  type = 'text',
  autoComplete,
  requiredText,
  wide,
}: {
  field: CheckoutField;
  label: string;
  value: string | null | undefined;
  error: string | undefined;
  hint?: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  requiredText: string;
  wide?: boolean;
}) {
  const id = fieldId(field);
  const hintId = hint ? `${id}-hint` : undefined;
  const described = [hintId, error ? errorId(field) : undefined].filter(Boolean).join(' ');
  return (
    <div className={styles.field} data-wide={wide || undefined}>
      <label htmlFor={id}>
        {label}
        <span className="visually-hidden"> ({requiredText})</span>
      </label>
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      <input
        id={id}
        name={field}
        type={type}
        defaultValue={value ?? ''}
        autoComplete={autoComplete}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      <FieldError field={field} text={error} />
    </div>
  );
}

function FieldError({ field, text }: { field: CheckoutField; text: string | undefined }) {
  return text ? (
    <p id={errorId(field)} className={styles.error}>
      {text}
    </p>
  ) : null;
}

const invalid = (field: CheckoutField, error: string | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': errorId(field) } : {};

function Buyer({ texts, checkout, errorOf, countryName }: FieldsProps) {
  const organization = checkout.customerType === 'ORGANIZATION';
  const billing = checkout.billingAddress;
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{texts.billingAddress}</legend>
      <div className={styles.grid}>
        {organization && (
          <Field
            field="company"
            label={texts.company}
            value={billing?.company}
            autoComplete="organization"
            error={errorOf('company')}
            requiredText={texts.required}
            wide
          />
        )}
        {checkout.identityNumberRequired && (
          <Field
            field="identityNumber"
            label={organization ? texts.organizationId : texts.personalId}
            hint={organization ? undefined : texts.identityHint}
            value={checkout.identityNumber}
            autoComplete="off"
            error={errorOf('identityNumber')}
            requiredText={texts.required}
            wide
          />
        )}
        <Field
          field="email"
          type="email"
          label={texts.email}
          value={checkout.email}
          autoComplete="email"
          error={errorOf('email')}
          requiredText={texts.required}
        />
        <Field
          field="mobile"
          type="tel"
          label={texts.phone}
          value={billing?.mobile}
          autoComplete="tel"
          error={errorOf('mobile')}
          requiredText={texts.required}
        />
        {(
          [
            ['firstName', texts.firstName, 'given-name', billing?.firstName],
            ['lastName', texts.lastName, 'family-name', billing?.lastName],
            ['addressLine1', texts.addressLine1, 'street-address', billing?.addressLine1],
            ['zip', texts.zip, 'postal-code', billing?.zip],
            ['city', texts.city, 'address-level2', billing?.city],
          ] as const
        ).map(([field, label, autoComplete, value]) => (
          <Field
            key={field}
            field={field}
            label={label}
            value={value}
            autoComplete={autoComplete}
            error={errorOf(field)}
            requiredText={texts.required}
            wide={field === 'addressLine1'}
          />
        ))}
        <p className={styles.country} data-wide>
          <span className={styles.countryLabel}>{texts.country}</span> {countryName}
        </p>
      </div>
    </fieldset>
  );
}

function Shipping({ texts, checkout, errorOf }: FieldsProps) {
  const options = checkout.billingAddress?.zip ? checkout.shippingOptions : [];
  const error = errorOf('shippingId');
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{texts.shipping}</legend>
      {options.length === 0 ? (
        <p className={styles.note}>
          {checkout.billingAddress?.zip ? texts.noShipping : texts.shippingNeedsZip}
        </p>
      ) : (
        <div className={styles.options}>
          {options.map((option) => (
            <div key={option.id} className={styles.option} data-chosen={option.isSelected || undefined}>
              <label className={styles.optionLabel}>
                <input
                  type="radio"
                  name="shippingId"
                  value={option.id}
                  defaultChecked={option.isSelected}
                  {...invalid('shippingId', error)}
                />
                <span className={styles.optionName}>{option.displayName}</span>
                <span className={styles.fee}>
                  <VatAmount inc={option.feeIncVatFormatted} ex={option.feeExVatFormatted} />
                </span>
              </label>
              {option.isSelected && option.subOptions.length > 0 && (
                <fieldset className={styles.places}>
                  <legend>{texts.pickupPoint}</legend>
                  {option.subOptions.map((place) => (
                    <label key={place.id} className={styles.optionLabel}>
                      <input
                        type="radio"
                        name="pickupPoint"
                        value={place.externalId ?? ''}
                        defaultChecked={place.isSelected}
                        {...invalid('pickupPoint', errorOf('pickupPoint'))}
                      />
                      <span>{place.displayName}</span>
                    </label>
                  ))}
                  <FieldError field="pickupPoint" text={errorOf('pickupPoint')} />
                </fieldset>
              )}
            </div>
          ))}
        </div>
      )}
      <FieldError field="shippingId" text={error} />
    </fieldset>
  );
}

function Payment({ texts, checkout, errorOf }: FieldsProps) {
  const waiting = !checkout.billingAddress?.zip || checkout.shippingOptions.length === 0;
  const error = errorOf('paymentId');
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{texts.payment}</legend>
      {waiting ? (
        <p className={styles.note}>{texts.paymentWaits}</p>
      ) : (
        <div className={styles.options}>
          {checkout.paymentOptions.map((option) => (
            <div key={option.id} className={styles.option} data-chosen={option.isSelected || undefined}>
              <label className={styles.optionLabel}>
                <input
                  type="radio"
                  name="paymentId"
                  value={option.id}
                  defaultChecked={option.isSelected}
                  {...invalid('paymentId', error)}
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
    </fieldset>
  );
}

/**
 * The checkout's form rendered on the server from the checkout the API keeps for the cart, for a
 * browser whose script has not run (or never does): each post saves it and the page renders again,
 * with the ways to ship to the zip, then to pay, then the order placed (`checkoutFromForm`). The
 * page's script replaces it with the form that follows each choice at once (ADR 30).
 */
export function ServerCheckoutForm({
  texts,
  checkout,
  outcome,
  country,
}: {
  texts: CheckoutTexts & { saveAndContinue: string };
  checkout: Checkout;
  outcome: CheckoutPageOutcome;
  /** The market's country, where the addresses must be. */
  country: { code: string; name: string };
}) {
  const problems: FieldProblems = outcome.problems ?? {};
  const errorOf = (field: CheckoutField) => {
    const problem = problems[field];
    return problem
      ? texts.problems[problemKey(problem, checkout.customerType) as keyof CheckoutTexts['problems']]
      : undefined;
  };
  const consent = checkout.consents.find((c) => c.type === ORDER_CONSENT);
  const ready = Boolean(checkout.billingAddress?.zip) && checkout.paymentOptions.length > 0;
  const props = { texts, checkout, errorOf, countryName: country.name };
  return (
    <form action={checkoutFromForm} className={styles.form} aria-label={texts.form}>
      <input type="hidden" name="country" value={country.code} />
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{texts.customerType}</legend>
        <div className={styles.segmented}>
          {(['PERSON', 'ORGANIZATION'] as const).map((type) => (
            <label key={type} className={styles.segment}>
              <input
                type="radio"
                name="customerType"
                value={type}
                defaultChecked={checkout.customerType === type}
              />
              <span>{type === 'PERSON' ? texts.person : texts.organization}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Buyer {...props} />
      {/* The first button: Enter in a field saves, and the page comes back with the next step. */}
      <div>
        <button type="submit" name="intent" value="save" className="button-primary">
          {texts.saveAndContinue}
        </button>
      </div>
      <Shipping {...props} />
      <Payment {...props} />
      <div className={styles.field}>
        <label htmlFor={fieldId('message')}>{texts.message}</label>
        <textarea
          id={fieldId('message')}
          name="message"
          rows={3}
          maxLength={1000}
          defaultValue={checkout.message ?? ''}
        />
      </div>
      {consent && (
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{texts.terms}</legend>
          <label className={styles.check}>
            <input
              type="checkbox"
              id={fieldId('terms')}
              name="terms"
              aria-required
              {...invalid('terms', errorOf('terms'))}
            />
            <span>{consent.name}</span>
          </label>
          {consent.description && <p className={styles.note}>{consent.description}</p>}
          <FieldError field="terms" text={errorOf('terms')} />
        </fieldset>
      )}
      <div className={styles.place}>
        <p role="alert" className={styles.formError}>
          {outcome.error ? texts[outcome.error === 'fields' ? 'fixFields' : outcome.error] : ''}
        </p>
        {ready && (
          <button
            type="submit"
            name="intent"
            value="place"
            className={`button-primary ${styles.placeButton}`}
          >
            {texts.placeOrder}
          </button>
        )}
      </div>
    </form>
  );
}
