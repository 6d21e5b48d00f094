'use client';

import { type FormEvent, useId } from 'react';
import { useAddToCart } from '@/features/cart/use-add-to-cart';
import { periodText, type RentalRequest } from '@/lib/rental-period';
import styles from './rental.module.css';
import { problemText, type RentalTexts } from './rental-texts';
import { DamageWaiverChoice, type WaiverOffer } from './rental-waiver';

/**
 * "Add to cart" for a rental: it sends the days chosen (the API holds a machine for them), and it
 * says why it cannot until the API has said a period can be booked; the damage waiver's box goes
 * with the days when it is ticked (ADR 68). Without JavaScript the form
 * posts the days the page's address names, and the server adds and goes on to the cart's page.
 */
export function RentalAddToCart({
  reasonId,
  skuId,
  productName,
  period,
  waiver,
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
  /** The damage waiver offered with the period; null when none is, or nothing can be booked. */
  waiver: WaiverOffer | null;
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
    const damageWaiver = new FormData(event.currentTarget).get('damageWaiver') === 'true';
    await add({
      skuId,
      quantity: 1,
      name,
      rentalPeriod: damageWaiver ? { ...period, damageWaiver } : period,
    });
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
      {period && waiver && (
        <DamageWaiverChoice id={id} offer={waiver} texts={texts} languageTag={languageTag} />
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
