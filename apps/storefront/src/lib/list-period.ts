import { type AskedPeriod, askedPeriod, type RentalPeriod } from './rental-period';
import type { Locale } from './routing/locales';

/**
 * The words a list's address names its hire days by, in the page's language as its path is
 * (`/sv/…?fran=2026-12-04&till=2026-12-07`); the dates are YYYY-MM-DD in every language. A product
 * page's address keeps `from` and `to` (ADR 62): a card links there with those.
 */
export const LIST_PERIOD_KEYS = {
  sv: { from: 'fran', to: 'till' },
  da: { from: 'fra', to: 'til' },
  en: { from: 'from', to: 'to' },
  fi: { from: 'alkaen', to: 'asti' },
  nb: { from: 'fra', to: 'til' },
} as const satisfies Record<Locale, { from: string; to: string }>;

/** Every language's words, for the pages that read them. */
export const LIST_PERIOD_WORDS = [
  ...new Set(Object.values(LIST_PERIOD_KEYS).flatMap((keys) => [keys.from, keys.to])),
];

/** The days a list's address asks for, by its language's words; the other languages' are not read. */
export function listPeriodOf(params: URLSearchParams, locale: Locale): AskedPeriod {
  const keys = LIST_PERIOD_KEYS[locale];
  return askedPeriod(params.getAll(keys.from), params.getAll(keys.to));
}

/** A period as a list's address writes it, in the language's words; nothing for no period. */
export function listPeriodQuery(period: RentalPeriod | null, locale: Locale): Record<string, string> {
  if (!period) return {};
  const keys = LIST_PERIOD_KEYS[locale];
  return { [keys.from]: period.from, [keys.to]: period.to };
}
