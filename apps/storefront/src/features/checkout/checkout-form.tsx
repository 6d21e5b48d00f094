'use client';

import type { CartEngine } from '@/features/cart/cart-engine';
import { useShop } from '@/features/shop/shop-provider';
import styles from './checkout.module.css';
import { AddressFields } from './checkout-address';
import { BuyerFields, CustomerTypeChoice, PlaceOrder } from './checkout-buyer';
import { PaymentChoice, ShippingChoice, TermsConsent } from './checkout-choices';
import { CheckoutCountry } from './checkout-country';
import { fieldId, Section } from './checkout-fields';
import { deliveryZip, ORDER_CONSENT } from './checkout-input';
import type { CheckoutTexts } from './checkout-texts';
import { chosenOptions } from './chosen-options';
import { type CheckoutField, problemKey } from './field-problems';
import { useCheckoutForm } from './use-checkout-form';

/**
 * The checkout's form (ADR 30): the shopper's details and choices go to the API as they are made,
 * which answers the ways to ship to the zip, the ways to pay and the cart with its shipping; placing
 * the order sends the whole form and follows the API to the confirmation, or marks what it refused.
 */
export function CheckoutForm({ texts, engine }: { texts: CheckoutTexts; engine: CartEngine }) {
  const hasLines = useShop((s) => (s.cart?.items.length ?? 0) > 0);
  const { values, checkout, problems, status, customerType, market, update, chooseType, placeOrder } =
    useCheckoutForm(engine);

  if (!hasLines && status !== 'placing') return null;

  const errorOf = (field: CheckoutField) => {
    const problem = problems[field];
    return problem
      ? texts.problems[problemKey(problem, customerType) as keyof CheckoutTexts['problems']]
      : undefined;
  };
  const organization = customerType === 'ORGANIZATION';
  const chosen = chosenOptions(values, checkout);
  const shippingOptions = checkout?.shippingOptions ?? [];
  const zip = deliveryZip(values);
  const consent = checkout?.consents.find((c) => c.type === ORDER_CONSENT);

  return (
    <form className={styles.form} onSubmit={placeOrder} noValidate aria-label={texts.form}>
      <CustomerTypeChoice texts={texts} customerType={customerType} onChoose={chooseType} />

      <Section title={texts.billingAddress}>
        <BuyerFields
          texts={texts}
          values={values}
          organization={organization}
          identityNumberRequired={checkout?.identityNumberRequired ?? false}
          errorOf={errorOf}
          update={update}
        />
        <AddressFields
          kind="billing"
          texts={texts}
          address={values.billing}
          countryName={market?.country ?? ''}
          countryChoice={<CheckoutCountry label={texts.country} />}
          errorOf={errorOf}
          onChange={(field, billing) => update(field, { billing })}
        />
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={values.separateShipping}
            onChange={(event) => update(null, { separateShipping: event.target.checked })}
          />
          <span>{texts.separateShipping}</span>
        </label>
      </Section>

      {values.separateShipping && (
        <Section title={texts.shippingAddress}>
          <AddressFields
            kind="shipping"
            texts={texts}
            address={values.shipping}
            countryName={market?.country ?? ''}
            errorOf={errorOf}
            onChange={(field, shipping) => update(field, { shipping })}
          />
        </Section>
      )}

      <ShippingChoice
        texts={texts}
        zip={zip}
        options={zip ? shippingOptions : []}
        shippingId={chosen.shippingId}
        pickupPoint={chosen.pickupPoint}
        errors={{ shippingId: errorOf('shippingId'), pickupPoint: errorOf('pickupPoint') }}
        onShipping={(option) => update('shippingId', { shippingId: option.id, pickupPoint: null })}
        onPickupPoint={(pickupPoint) => update('pickupPoint', { pickupPoint })}
      />

      <PaymentChoice
        texts={texts}
        options={checkout?.paymentOptions ?? []}
        paymentId={chosen.paymentId}
        waiting={!zip || shippingOptions.length === 0}
        error={errorOf('paymentId')}
        onPayment={(paymentId) => update('paymentId', { paymentId })}
      />

      <div className={styles.field}>
        <label htmlFor={fieldId('message')}>{texts.message}</label>
        <textarea
          id={fieldId('message')}
          name="message"
          rows={3}
          maxLength={1000}
          value={values.message}
          onChange={(event) => update('message', { message: event.target.value })}
        />
      </div>

      <TermsConsent
        texts={texts}
        consent={consent}
        checked={values.terms}
        error={errorOf('terms')}
        onChange={(terms) => update('terms', { terms })}
      />

      <PlaceOrder texts={texts} status={status} />
    </form>
  );
}
