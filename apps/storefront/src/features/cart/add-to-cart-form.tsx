'use client';

import { type FormEvent, useId } from 'react';
import styles from './add-to-cart-form.module.css';
import { useAddToCart } from './use-add-to-cart';

/**
 * A product card's "Add to cart": one unit of a product that needs no size. A plain form post
 * without JavaScript; with it, the cart's code adds and the 'added' notice shows.
 */
export function AddToCartForm({ skuId, name, label }: { skuId: number; name: string; label: string }) {
  const id = useId();
  const { formAction, add, pending, message, addedText } = useAddToCart();
  const said = message ?? addedText(name);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    add({ skuId, quantity: 1, name });
  };
  return (
    <form action={formAction} onSubmit={submit} className={styles.form}>
      <input type="hidden" name="skuId" value={skuId} />
      <input type="hidden" name="quantity" value="1" />
      {/* In a list of cards each button says which product it adds, and what became of it. */}
      <span id={`${id}-product`} hidden>
        {name}
      </span>
      <button
        type="submit"
        className={`button-primary ${styles.button}`}
        aria-describedby={said ? `${id}-product ${id}-said` : `${id}-product`}
        aria-disabled={pending || undefined}
      >
        {label}
      </button>
      {said && (
        <p id={`${id}-said`} className={styles.said} role={message ? 'alert' : 'status'}>
          {said}
        </p>
      )}
    </form>
  );
}
