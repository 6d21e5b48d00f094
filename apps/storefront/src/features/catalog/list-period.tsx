import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { CUSTOMER_TYPES, vatIncludedFor } from '@/lib/config';
import type { EnumValues, ResultOf } from '@/lib/graphql/graphql';
import { LIST_PERIOD_KEYS } from '@/lib/list-period';
import { type AskedPeriod, periodQuery, periodText } from '@/lib/rental-period';
import { type Locale, localeInfo } from '@/lib/routing/locales';
import type { HireQuoteFields } from './fragments';
import styles from './list-period.module.css';

type HireQuote = ResultOf<typeof HireQuoteFields>;

/** What a card of a list asked for hire days shows: the period's price per customer type and where to book it. */
export interface CardHire {
  /** The product page's query for the days (`from`, `to`: ADR 62). */
  query: Record<string, string>;
  /** "Price for 4–7 Dec 2026" */
  priceFor: string;
  /** Per customer type, each in its VAT form's class: the price and the free machines. */
  lines: { customerType: string; className: string; price: string; free: string }[];
  bookDays: string;
}

/** A card's hire, from the list's answer for the days; null for a sold product (no price) or no days. */
export function hireOf(
  quotes: { person: HireQuote | null; company: HireQuote | null },
  period: AskedPeriod,
  texts: { priceFor: string; bookDays: string; free: (free: number) => string },
): CardHire | null {
  if (period.kind !== 'period') return null;
  const lines = CUSTOMER_TYPES.flatMap(({ type }) => {
    const quote = type === 'PERSON' ? quotes.person : quotes.company;
    if (!quote?.price) return [];
    const vat = vatIncludedFor(type);
    return [
      {
        customerType: type,
        className: vat ? 'vat-inc' : 'vat-ex',
        price: vat ? quote.price.sellingPriceIncVatFormatted : quote.price.sellingPriceExVatFormatted,
        free: texts.free(quote.freeUnits),
      },
    ];
  });
  const { priceFor, bookDays } = texts;
  return lines.length ? { priceFor, bookDays, query: periodQuery(period.period), lines } : null;
}

/**
 * A list's hire days: two date fields that ask the list again (GET) with the days in the
 * language's words, keeping its filters and sort; the list then holds the machines free for all
 * of them. What the days cannot be is said beside the fields.
 */
export async function PeriodForm({
  action,
  locale,
  asked,
  problem,
  keep,
  clearHref,
}: {
  action: string;
  locale: Locale;
  asked: AskedPeriod;
  /** The API's problem with the days, when it refused them (never an object's shortest hire). */
  problem: EnumValues<'RentalPeriodProblem'> | null;
  /** The list's other state (filters, sort), sent again with the days. */
  keep: Record<string, string>;
  clearHref: string;
}) {
  const [t, tRental] = await Promise.all([getTranslations('listPeriod'), getTranslations('rental')]);
  const keys = LIST_PERIOD_KEYS[locale];
  const days = asked.kind === 'period' ? asked.period : asked.kind === 'none' ? null : asked;
  const message =
    asked.kind === 'bad'
      ? tRental('problems.BAD_DATE')
      : asked.kind === 'incomplete'
        ? tRental('incomplete')
        : problem && problem !== 'SHORTER_THAN_MINIMUM'
          ? tRental(`problems.${problem}`)
          : null;
  const described = message ? 'list-period-problem' : undefined;
  return (
    <form method="get" action={action} className={styles.form}>
      <fieldset>
        <legend>{t('legend')}</legend>
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className={styles.fields}>
          <label>
            <span>{tRental('pickup')}</span>
            <input
              type="date"
              name={keys.from}
              defaultValue={days?.from ?? ''}
              required
              aria-describedby={described}
            />
          </label>
          <label>
            <span>{tRental('return')}</span>
            <input
              type="date"
              name={keys.to}
              defaultValue={days?.to ?? ''}
              required
              aria-describedby={described}
            />
          </label>
          <button type="submit" className="button-primary">
            {t('show')}
          </button>
        </div>
        {message && (
          <p id="list-period-problem" className={styles.problem}>
            {message}
          </p>
        )}
        {asked.kind === 'period' && !message && (
          <p className={styles.asked}>
            <strong>{t('freeOn', { period: periodText(asked.period, localeInfo[locale].iso) })}</strong>{' '}
            <Link href={clearHref}>{t('clear')}</Link>
          </p>
        )}
      </fieldset>
    </form>
  );
}

/** In place of the products when no machine is free for the days. */
export async function NoneFree({ contactHref, clearHref }: { contactHref: string; clearHref: string }) {
  const t = await getTranslations('listPeriod');
  return (
    <div className={styles.empty}>
      <p>{t('empty')}</p>
      <p>
        <Link href={clearHref}>{t('clear')}</Link> · <Link href={contactHref}>{t('contact')}</Link>
      </p>
    </div>
  );
}

/** A card's price for the days, per customer type (`data-vat` shows the shopper's), and the free machines. */
export function CardHirePrice({ hire }: { hire: CardHire }) {
  return (
    <div className={styles.hire}>
      {hire.lines.map((line) => (
        <p key={line.customerType} className={line.className}>
          <span>{hire.priceFor}</span> <strong>{line.price}</strong>
          <br />
          <span>{line.free}</span>
        </p>
      ))}
    </div>
  );
}
