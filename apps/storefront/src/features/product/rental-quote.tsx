import type { CustomerType } from '@/lib/config';
import { fillMessage } from '@/lib/fill-message';
import {
  type AskedPeriod,
  periodText,
  type RentalPeriod,
  type RentalRequest,
  zipText,
} from '@/lib/rental-period';
import styles from './rental.module.css';
import { amountFor, ByCustomerType } from './rental-amounts';
import type { RentalQuote } from './rental-queries';
import { daysText, type RentalTexts } from './rental-texts';

/** The API's answer for a period, for one customer type. */
export interface QuoteFor {
  customerType: CustomerType;
  quote: RentalQuote | null;
}

/**
 * Where the shopper's choice of days stands: nothing chosen, one day of two, dates that are no
 * dates, the API being asked, the API not answering, or its answer (the server's for each customer
 * type, the browser's for the shopper's own).
 */
export type QuoteState =
  | { status: 'none' | 'incomplete' | 'bad' | 'failed' }
  | { status: 'loading'; period: RentalPeriod }
  | { status: 'answered'; period: RentalPeriod; quotes: QuoteFor[] };

/** Where the page's address leaves the choice: what it asks, and the server's answer for it. */
export function serverQuoteState(asked: AskedPeriod, answered: QuoteFor[] | null): QuoteState {
  if (asked.kind !== 'period') return { status: asked.kind };
  return answered ? { status: 'answered', period: asked.period, quotes: answered } : { status: 'failed' };
}

/**
 * The hire the API said can be booked: days with a machine free and, when a zip was asked, a
 * delivery there (its zip as the API wrote it); else null.
 */
export function bookablePeriod(state: QuoteState): RentalRequest | null {
  if (state.status !== 'answered' || !state.quotes.some((q) => q.quote?.available)) return null;
  const delivery = state.quotes[0]?.quote?.delivery ?? null;
  if (!delivery) return state.period;
  return delivery.problem ? null : { ...state.period, deliveryZip: delivery.zip };
}

/**
 * What the chosen days cost and how many machines are free for all of them, as the API answered
 * (never reckoned here); or, when they cannot be booked, why, in words. Read out as it changes.
 */
export function RentalQuoteView({
  id,
  state,
  units,
  texts,
  languageTag,
}: {
  id: string;
  state: QuoteState;
  units: number;
  texts: RentalTexts;
  languageTag: string;
}) {
  return (
    <div id={id} role="status" className={styles.quote} data-status={state.status}>
      <QuoteContent state={state} units={units} texts={texts} languageTag={languageTag} />
    </div>
  );
}

function QuoteContent({
  state,
  units,
  texts,
  languageTag,
}: {
  state: QuoteState;
  units: number;
  texts: RentalTexts;
  languageTag: string;
}) {
  switch (state.status) {
    case 'none':
      return <p>{texts.choosePeriod}</p>;
    case 'incomplete':
      return <p>{texts.incomplete}</p>;
    case 'bad':
      return <p className={styles.problem}>{texts.problems.BAD_DATE}</p>;
    case 'loading':
      return <p>{texts.checking}</p>;
    case 'failed':
      return <p className={styles.problem}>{texts.quoteFailed}</p>;
  }
  const first = state.quotes[0]?.quote ?? null;
  if (!first) return <p className={styles.problem}>{texts.quoteFailed}</p>;
  if (first.problem) {
    return <p className={styles.problem}>{texts.problems[first.problem] ?? texts.quoteFailed}</p>;
  }
  const free = <p>{fillMessage(texts.freeUnits, { free: first.freeUnits, units })}</p>;
  if (!state.quotes.some((q) => q.quote?.available)) {
    return (
      <>
        <p className={styles.problem}>{texts.noneFree}</p>
        {free}
      </>
    );
  }
  const priced = state.quotes.flatMap(({ customerType, quote }) => (quote ? [{ customerType, quote }] : []));
  return (
    <>
      <p className={styles.quoteFor}>
        {fillMessage(texts.priceFor, { period: periodText(state.period, languageTag) })}
        {first.days !== null && ` (${daysText(texts, languageTag, first.days)})`}
      </p>
      <p className={styles.quotePrice}>
        <ByCustomerType
          rows={priced}
          text={({ customerType, quote }) => (quote.price ? amountFor(customerType, quote.price) : null)}
        />
      </p>
      {free}
      <DeliveryAnswer priced={priced} texts={texts} />
      <p>
        <ByCustomerType
          rows={priced}
          text={({ customerType, quote }) =>
            quote.deposit
              ? fillMessage(texts.depositAtPickup, { amount: amountFor(customerType, quote.deposit) })
              : null
          }
        />
      </p>
    </>
  );
}

/** Delivery to the zip asked and back, as the API priced it for each customer type, or why not (ADR 66). */
function DeliveryAnswer({
  priced,
  texts,
}: {
  priced: { customerType: CustomerType; quote: RentalQuote }[];
  texts: RentalTexts;
}) {
  const delivery = priced[0]?.quote.delivery;
  if (!delivery) return null;
  const zip = zipText(delivery.zip);
  if (delivery.problem) {
    return (
      <p className={styles.problem}>
        {delivery.problem === 'INVALID_ZIP'
          ? texts.deliveryInvalidZip
          : fillMessage(texts.deliveryNotDelivered, { zip })}
      </p>
    );
  }
  return (
    <p>
      <ByCustomerType
        rows={priced}
        text={({ customerType, quote }) =>
          quote.delivery?.price
            ? fillMessage(texts.deliveryPrice, { zip, amount: amountFor(customerType, quote.delivery.price) })
            : null
        }
      />
    </p>
  );
}
