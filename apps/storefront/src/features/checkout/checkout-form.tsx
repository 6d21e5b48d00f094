'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { CartEngine } from '@/features/cart/cart-engine';
import { type Cart, cartLineItem } from '@/features/cart/cart-model';
import { useChooseCustomerType, useShop, useShopStore } from '@/features/shop/shop-provider';
import { CUSTOMER_TYPES, type CustomerType } from '@/lib/config';
import styles from './checkout.module.css';
import { AddressFields } from './checkout-address';
import { PaymentChoice, ShippingChoice, TermsConsent } from './checkout-choices';
import { fieldId, Section, TextField } from './checkout-fields';
import {
  type CheckoutValues,
  checkoutInputOf,
  deliveryZip,
  emptyValues,
  ORDER_CONSENT,
  valuesOfCheckout,
} from './checkout-input';
import { type Checkout, type CheckoutSession, createCheckoutSession } from './checkout-session';
import type { CheckoutTexts } from './checkout-texts';
import { chosenOptions } from './chosen-options';
import { type CheckoutField, type FieldProblems, firstFieldInError, problemKey } from './field-problems';

/** What the cart holds, as far as the ways to ship depend on it. */
const cartKey = (cart: Cart | null) =>
  cart ? `${cart.id}|${cart.items.map((i) => `${i.skuId}:${i.quantity}`).join(',')}|${cart.promoCode}` : '';

interface FormState {
  values: CheckoutValues;
  checkout: Checkout | null;
  countryCode: string;
}

/** The whole form as the API takes it, with the ways to ship and pay as shown. */
const inputOf = ({ values, checkout, countryCode }: FormState) =>
  checkoutInputOf(
    { ...values, ...chosenOptions(values, checkout) },
    countryCode,
    checkout?.identityNumberRequired,
  );

/**
 * The checkout's form (ADR 30): the shopper's details and choices go to the API as they are made,
 * which answers the ways to ship to the zip, the ways to pay and the cart with its shipping; placing
 * the order sends the whole form and follows the API to the confirmation, or marks what it refused.
 */
export function CheckoutForm({ texts, engine }: { texts: CheckoutTexts; engine: CartEngine }) {
  const store = useShopStore();
  const router = useRouter();
  const customerType = useShop((s) => s.customerType);
  const chooseCustomerType = useChooseCustomerType();
  const market = useShop((s) => s.markets.find((m) => m.alias === s.checkoutMarket));
  const hasLines = useShop((s) => (s.cart?.items.length ?? 0) > 0);
  const countryCode = market?.countryCode ?? '';
  const [values, setValues] = useState<CheckoutValues>(() => emptyValues(customerType));
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [status, setStatus] = useState<'editing' | 'placing' | 'fields' | 'tooLarge' | 'failed'>('editing');
  const session = useRef<CheckoutSession | null>(null);
  const touched = useRef(false);
  const placed = useRef(false);
  const focusFirstError = useRef(false);
  // The shop's customer type is the one the prices show: the form sends it, whatever set it.
  const latest = useRef<FormState>({ values: { ...values, customerType }, checkout, countryCode });
  latest.current = { values: { ...values, customerType }, checkout, countryCode };

  useEffect(() => {
    let answering = false;
    const current = createCheckoutSession(store, {
      onAnswer(answer) {
        if (placed.current) return;
        const cart = store.getState().cart;
        if (answer.cart && cart && answer.cart.id === cart.id) {
          answering = true;
          // The checkout changes the cart's totals (its shipping), never its lines.
          store.setState({ cart: { ...cart, ...answer.cart } });
          answering = false;
        }
        setCheckout(answer);
        // What the API kept for this cart fills the form, unless the shopper has begun typing.
        if (!touched.current) {
          touched.current = true;
          setValues(valuesOfCheckout(answer, store.getState().customerType));
        }
      },
      onFailure() {},
    });
    session.current = current;
    current.change({ customerType: store.getState().customerType });
    // A changed cart or market may change the ways to ship and pay: the checkout is asked again.
    const unsubscribe = store.subscribe((now, before) => {
      if (answering || placed.current || !touched.current) return;
      if (cartKey(now.cart) !== cartKey(before.cart) || now.checkoutMarket !== before.checkoutMarket) {
        current.change(inputOf(latest.current));
      }
    });
    return () => {
      unsubscribe();
      current.dispose();
    };
  }, [store]);

  // The checkout is begun (for the analytics) once per page, with the cart as it first shows here.
  useEffect(() => {
    const begin = (cart: Cart | null) => {
      if (!cart?.items.length) return false;
      const items = cart.items.map((line) => cartLineItem(line, line.quantity));
      store.getState().emit('checkout:impression', { items });
      return true;
    };
    if (begin(store.getState().cart)) return;
    const unsubscribe = store.subscribe((now) => {
      if (begin(now.cart)) unsubscribe();
    });
    return unsubscribe;
  }, [store]);

  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    const first = firstFieldInError(problems);
    if (first) document.getElementById(fieldId(first))?.focus();
  }, [problems]);

  function update(field: CheckoutField | null, patch: Partial<CheckoutValues>) {
    touched.current = true;
    const next = { ...values, customerType, ...patch };
    setValues(next);
    if (field && problems[field]) {
      const { [field]: _, ...rest } = problems;
      setProblems(rest);
      // Once every marked field is mended, the form's alert has said its piece.
      if (Object.keys(rest).length === 0) setStatus('editing');
    }
    session.current?.change(inputOf({ ...latest.current, values: next }));
  }

  function chooseType(type: CustomerType) {
    chooseCustomerType(type);
    update('identityNumber', { customerType: type });
  }

  async function placeOrder(event: FormEvent) {
    event.preventDefault();
    if (status === 'placing' || !session.current) return;
    setStatus('placing');
    const outcome = await session.current.place(inputOf(latest.current));
    if (outcome.kind === 'placed' || outcome.kind === 'refused') {
      if (outcome.kind === 'placed') {
        placed.current = true;
        session.current.dispose();
      }
      // The cart is now an order: a new cart starts, with its own cookie.
      if (outcome.kind === 'placed') engine.reset();
      // A whole load, so that the page's first script takes the order's ids out of the address
      // before analytics or a referrer can read them.
      if (outcome.kind === 'placed') window.location.assign(outcome.href);
      else router.push(outcome.href);
      return;
    }
    if (outcome.kind === 'fields') {
      focusFirstError.current = true;
      setProblems(outcome.problems);
      setStatus('fields');
      return;
    }
    setStatus(outcome.kind === 'tooLarge' ? 'tooLarge' : 'failed');
  }

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
      <Section title={texts.customerType}>
        <div className={styles.segmented}>
          {CUSTOMER_TYPES.map(({ type }) => (
            <label key={type} className={styles.segment}>
              <input
                type="radio"
                name="customerType"
                value={type}
                checked={customerType === type}
                onChange={() => chooseType(type)}
              />
              <span>{type === 'PERSON' ? texts.person : texts.organization}</span>
            </label>
          ))}
        </div>
      </Section>

      <Section title={texts.billingAddress}>
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
          {checkout?.identityNumberRequired && (
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
        <AddressFields
          kind="billing"
          texts={texts}
          address={values.billing}
          countryName={market?.country ?? ''}
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
    </form>
  );
}
