'use client';

import { type FormEvent, useId } from 'react';
import { useAddToCart } from '@/features/cart/use-add-to-cart';
import { periodText, type RentalRequest } from '@/lib/rental-period';
import styles from './rental.module.css';
import { problemText, type RentalTexts } from './rental-texts';

/**
 * "Add to cart" for a rental: it sends the days chosen (the API holds a machine for them), and it
 * says why it cannot until the API has said a period can be booked. Without JavaScript the form
 * posts the days the page's address names, and the server adds and goes on to the cart's page.
 */
export function RentalAddToCart({
  reasonId,
  skuId,
  productName,
  period,
  hydrated,
  languageTag,
  texts,
}: {
  /** What the API said of the days chosen, read with the button while it waits. */
  reasonId: string;
  skuId: number | null;
  productName: string;
  /** The period (and delivery) the API said can be booked; null until there is one. */
  period: RentalRequest | null;
  hydrated: boolean;
  languageTag: string;
  texts: RentalTexts;
}) {
  const { formAction, add, pending, state, message, addedText, clear } = useAddToCart();
  const id = useId();
  const name = period ? `${productName} (${periodText(period, languageTag)})` : productName;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!period || pending) return;
    clear();
    await add({ skuId, quantity: 1, name, rentalPeriod: period });
  }

  // A period the API refused when it was added says why in the rental's own words.
  const refusedPeriod = state.status === 'refused' ? state.refusal?.details?.problem : null;
  const refusal = problemText(texts, refusedPeriod) ?? message;
  const added = addedText(name);
  const hintId = `${id}-hint`;
  return (
    <form className={styles.add} action={formAction} onSubmit={submit}>
      {skuId !== null && <input type="hidden" name="skuId" value={skuId} />}
      <input type="hidden" name="quantity" value="1" />
      {period && (
        <>
          <input type="hidden" name="from" value={period.from} />
          <input type="hidden" name="to" value={period.to} />
          {period.deliveryZip && <input type="hidden" name="deliveryZip" value={period.deliveryZip} />}
        </>
      )}
      <button
        type="submit"
        className="button-primary"
        // Without the script nothing could stop the post: the button is off. With it, it stays
        // in the tab order and its hint says what it waits for.
        disabled={!hydrated && !period}
        aria-disabled={hydrated && (!period || pending) ? true : undefined}
        aria-describedby={period ? undefined : `${hintId} ${reasonId}`}
      >
        {texts.addToCart}
      </button>
      {!period && (
        <p id={hintId} className={styles.hint}>
          {texts.bookHint}
        </p>
      )}
      {refusal && (
        <p className={styles.problem} role="alert">
          {refusal}
        </p>
      )}
      {added && <p role="status">{added}</p>}
    </form>
  );
}
