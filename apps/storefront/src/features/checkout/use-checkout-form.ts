'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { CartEngine } from '@/features/cart/cart-engine';
import { cartLineItem } from '@/features/cart/cart-line-item';
import type { Cart } from '@/features/cart/cart-model';
import { useChooseCustomerType, useShop, useShopStore } from '@/features/shop/shop-provider';
import type { ShopStore } from '@/features/shop/shop-store';
import type { CustomerType } from '@/lib/config';
import { fieldId } from './checkout-fields';
import { type CheckoutValues, checkoutInputOf, emptyValues, valuesOfCheckout } from './checkout-input';
import { type Checkout, type CheckoutSession, createCheckoutSession } from './checkout-session';
import { chosenOptions } from './chosen-options';
import { type CheckoutField, type FieldProblems, firstFieldInError } from './field-problems';

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

export type CheckoutStatus = 'editing' | 'placing' | 'fields' | 'tooLarge' | 'failed';

/**
 * The checkout form's state and what it does (ADR 30): the shopper's details and choices go to the
 * API as they are made, which answers the ways to ship to the zip, the ways to pay and the cart with
 * its shipping; placing the order sends the whole form and follows the API to the confirmation, or
 * marks what it refused.
 */
export function useCheckoutForm(engine: CartEngine) {
  const store = useShopStore();
  const router = useRouter();
  const customerType = useShop((s) => s.customerType);
  const chooseCustomerType = useChooseCustomerType();
  const market = useShop((s) => s.markets.find((m) => m.alias === s.checkoutMarket));
  const countryCode = market?.countryCode ?? '';
  const [values, setValues] = useState<CheckoutValues>(() => emptyValues(customerType));
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [status, setStatus] = useState<CheckoutStatus>('editing');
  const [notCreated, setNotCreated] = useState<Error | null>(null);
  // An order the API could not create shows the shop's error page, with a 404 title (spec, section 8).
  if (notCreated) throw notCreated;
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

  useCheckoutBegun(store);

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
    if (outcome.kind === 'notCreated') {
      setNotCreated(
        Object.assign(new Error('The order could not be created', { cause: outcome.error }), {
          statusCode: 404,
        }),
      );
      return;
    }
    setStatus(outcome.kind === 'tooLarge' ? 'tooLarge' : 'failed');
  }

  return { values, checkout, problems, status, customerType, market, update, chooseType, placeOrder };
}

/** The checkout is begun (for the analytics) once per page, with the cart as it first shows here. */
function useCheckoutBegun(store: ShopStore) {
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
}
