import type { CustomerType } from '@/lib/config';
import { fillMessage } from '@/lib/fill-message';
import styles from './rental.module.css';
import { amountFor, ByCustomerType, type RentalAmount } from './rental-amounts';
import type { QuoteState } from './rental-quote';
import type { RentalTexts } from './rental-texts';

/** The damage waiver a bookable period offers: its percentage of the rent and the API's price per customer type. */
export interface WaiverOffer {
  percent: number;
  rows: { customerType: CustomerType; amount: RentalAmount }[];
}

/** The waiver to offer with the days the API answered, or null: none offered, or nothing to book. */
export function waiverOffer(state: QuoteState, percent: number | null): WaiverOffer | null {
  if (percent === null || state.status !== 'answered') return null;
  if (!state.quotes.some((q) => q.quote?.available)) return null;
  const rows = state.quotes.flatMap(({ customerType, quote }) =>
    quote?.damageWaiver ? [{ customerType, amount: quote.damageWaiver }] : [],
  );
  return rows.length > 0 ? { percent, rows } : null;
}

/**
 * Taking the damage waiver with the hire (ADR 68): a checkbox of the add form, so that it posts
 * with the days without JavaScript too; its label says the percentage and the API's price.
 */
export function DamageWaiverChoice({
  id,
  offer,
  texts,
  languageTag,
}: {
  id: string;
  offer: WaiverOffer;
  texts: RentalTexts;
  languageTag: string;
}) {
  const percent = new Intl.NumberFormat(languageTag).format(offer.percent);
  return (
    <p className={styles.waiver}>
      <input id={`${id}-waiver`} type="checkbox" name="damageWaiver" value="true" />
      <label htmlFor={`${id}-waiver`}>
        {fillMessage(texts.damageWaiverChoice, { percent })}{' '}
        <ByCustomerType
          rows={offer.rows}
          text={({ customerType, amount }) => amountFor(customerType, amount)}
        />
      </label>
    </p>
  );
}
