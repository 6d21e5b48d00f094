import type { Locale } from '@/lib/routing/locales';

const intlLocale = (locale: Locale) => (locale === 'sv' ? 'sv-SE' : 'en-GB');

/** A moment as the desk shows it: date and time in Stockholm. */
export function formatMoment(iso: string | null | undefined, locale: Locale): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Stockholm',
  }).format(new Date(iso));
}

/** An amount in major units of a currency ("1 299,50 kr"). */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** Amounts per currency on one line ("200 kr, 150 kr DKK"). */
export function formatAmounts(
  amounts: readonly { currency: string; amount: number }[],
  locale: Locale,
): string {
  return amounts.map((a) => formatMoney(a.amount, a.currency, locale)).join(', ');
}

/** A percentage ("12,5 %"). */
export function formatPercent(percent: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 2 }).format(
    percent / 100,
  );
}

/** What a campaign or code takes off, in words: "20 %", "200 kr, …" or the free-shipping text. */
export function discountOf(
  row: {
    kind: string;
    percentage: number | null;
    amountsOff: readonly { currency: string; amount: number }[];
  },
  locale: Locale,
  freeShipping: string,
): string {
  if (row.kind === 'PERCENTAGE' && row.percentage !== null) return formatPercent(row.percentage, locale);
  if (row.kind === 'FIXED_AMOUNT') return formatAmounts(row.amountsOff, locale);
  return freeShipping;
}
