'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { CartEngine } from '@/features/cart/cart-engine';
import { useShop, useShopStore } from '@/features/shop/shop-provider';
import styles from './checkout.module.css';
import { PaymentChoice, ShippingChoice } from './checkout-choices';
import { type Checkout, type CheckoutSession, createCheckoutSession } from './checkout-session';
import type { CheckoutTexts } from './checkout-texts';
import { chosenOptions } from './chosen-options';

interface Choices {
  zip: string;
  shippingId: number | null;
  pickupPoint: string | null;
  paymentId: number | null;
}

/**
 * The ways to ship and pay on their own, for the shopper's cart: a zip asks the API for the ways to
 * ship there, and each choice is sent to the checkout as on the checkout page. Loaded after the page
 * has shown by `CheckoutOptionsWidget`.
 */
export function CheckoutOptions({ texts, engine }: { texts: CheckoutTexts; engine: CartEngine }) {
  const id = useId();
  const store = useShopStore();
  const hasLines = useShop((s) => (s.cart?.items.length ?? 0) > 0);
  const emptyCart = useShop((s) => s.cartSetup.texts.empty);
  const countryCode = useShop((s) => s.markets.find((m) => m.alias === s.checkoutMarket)?.countryCode ?? '');
  const [choices, setChoices] = useState<Choices>({
    zip: '',
    shippingId: null,
    pickupPoint: null,
    paymentId: null,
  });
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const session = useRef<CheckoutSession | null>(null);

  useEffect(() => {
    engine.start();
    const current = createCheckoutSession(store, { onAnswer: setCheckout, onFailure() {} });
    session.current = current;
    return () => current.dispose();
  }, [engine, store]);

  if (!hasLines) return <p>{emptyCart}</p>;

  function update(patch: Partial<Choices>) {
    const next = { ...choices, ...patch };
    setChoices(next);
    session.current?.change({
      customerType: store.getState().customerType,
      billingAddress: { zip: next.zip.trim(), country: countryCode },
      ...(next.shippingId !== null ? { shippingId: next.shippingId } : {}),
      ...(next.pickupPoint ? { pickupPoint: next.pickupPoint } : {}),
      ...(next.paymentId !== null ? { paymentId: next.paymentId } : {}),
    });
  }

  const zip = choices.zip.trim();
  const shippingOptions = zip ? (checkout?.shippingOptions ?? []) : [];
  const chosen = chosenOptions(choices, checkout);
  return (
    <div className={styles.form}>
      <div className={styles.field}>
        <label htmlFor={`${id}-zip`}>{texts.zip}</label>
        <input
          id={`${id}-zip`}
          name="zip"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={20}
          value={choices.zip}
          onChange={(event) => update({ zip: event.target.value })}
        />
      </div>
      <ShippingChoice
        texts={texts}
        zip={zip}
        options={shippingOptions}
        shippingId={chosen.shippingId}
        pickupPoint={chosen.pickupPoint}
        errors={{}}
        onShipping={(option) => update({ shippingId: option.id, pickupPoint: null })}
        onPickupPoint={(pickupPoint) => update({ pickupPoint })}
      />
      <PaymentChoice
        texts={texts}
        options={checkout?.paymentOptions ?? []}
        paymentId={chosen.paymentId}
        waiting={shippingOptions.length === 0}
        error={undefined}
        onPayment={(paymentId) => update({ paymentId })}
      />
    </div>
  );
}
