import { addRentalFromForm } from '@/features/cart/cart-actions';
import type { AskedPeriod } from '@/lib/rental-period';
import styles from './rental.module.css';
import { DateFields, DeliveryZipField } from './rental-date-fields';
import { bookablePeriod, type QuoteFor, RentalQuoteView, serverQuoteState } from './rental-quote';
import type { RentalTexts } from './rental-texts';
import { DamageWaiverChoice, waiverOffer } from './rental-waiver';

/** Where the form's fields are named from: the island's own are its `useId()`'s. */
const ID = 'rental-form';

/**
 * Choosing a rental's days and booking them as plain forms, with no script (ADR 62): two date
 * fields and a zip to deliver to (ADR 66) ask the page again (GET), the page shows the API's answer for them, and
 * "Add to cart" posts them to the server, with the damage waiver when its box is ticked (ADR 68). It is the booking island's fallback, so it is in the
 * page's HTML whether or not the island's code was ready when the server rendered it.
 */
export function RentalBookingForm({
  action,
  asked,
  answered,
  skuId,
  units,
  damageWaiverPercent,
  texts,
  languageTag,
}: {
  /** The product page's address: the date fields ask it again with `?from=…&to=…`. */
  action: string;
  asked: AskedPeriod;
  answered: QuoteFor[] | null;
  skuId: number | null;
  units: number;
  /** The object's damage waiver, a percentage of the rent; null when it offers none. */
  damageWaiverPercent: number | null;
  texts: RentalTexts;
  languageTag: string;
}) {
  const state = serverQuoteState(asked, answered);
  const period = bookablePeriod(state);
  const waiver = period && waiverOffer(state, damageWaiverPercent);
  const dates = asked.kind === 'none' ? { from: '', to: '' } : asked.kind === 'period' ? asked.period : asked;
  const hintId = `${ID}-hint`;
  const quoteId = `${ID}-quote`;
  return (
    <div className={styles.booking}>
      <form method="get" action={action} className={styles.period}>
        <fieldset aria-describedby={hintId}>
          <legend>{texts.chooseDays}</legend>
          <p id={hintId} className={styles.hint}>
            {texts.pickerHint}
          </p>
          <DateFields id={ID} dates={dates} texts={texts} />
        </fieldset>
        <DeliveryZipField id={ID} zip={asked.deliveryZip ?? ''} texts={texts} />
        <button type="submit" className={styles.secondary}>
          {texts.showPrice}
        </button>
      </form>
      <RentalQuoteView id={quoteId} state={state} units={units} texts={texts} languageTag={languageTag} />
      <form className={styles.add} action={addRentalFromForm}>
        {skuId !== null && <input type="hidden" name="skuId" value={skuId} />}
        <input type="hidden" name="quantity" value="1" />
        {period && (
          <>
            <input type="hidden" name="from" value={period.from} />
            <input type="hidden" name="to" value={period.to} />
            {period.deliveryZip && <input type="hidden" name="deliveryZip" value={period.deliveryZip} />}
          </>
        )}
        {waiver && <DamageWaiverChoice id={ID} offer={waiver} texts={texts} languageTag={languageTag} />}
        <button
          type="submit"
          className="button-primary"
          disabled={!period}
          aria-describedby={period ? undefined : `${ID}-book-hint ${quoteId}`}
        >
          {texts.addToCart}
        </button>
        {!period && (
          <p id={`${ID}-book-hint`} className={styles.hint}>
            {texts.bookHint}
          </p>
        )}
      </form>
    </div>
  );
}
