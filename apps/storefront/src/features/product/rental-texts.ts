import type { EnumValues } from '@/lib/graphql/graphql';

/** Why a period cannot be booked: the schema's codes (`rentalAvailability.problem`). */
export type RentalProblem = EnumValues<'RentalPeriodProblem'>;

/**
 * The booking island's texts (the `rental` messages), looked up on the server for the page's
 * language and handed over as props; those with `{arguments}` travel raw for `fillMessage()`.
 */
export const RENTAL_ISLAND_KEYS = [
  'chooseDays',
  'pickup',
  'return',
  'showPrice',
  'pickerHint',
  'dayFree',
  'dayBusy',
  'dayClosed',
  'legendFree',
  'legendBusy',
  'legendClosed',
  'monthLoading',
  'monthFailed',
  'choosePeriod',
  'checking',
  'quoteFailed',
  'priceFor',
  'daysOne',
  'daysOther',
  'freeUnits',
  'noneFree',
  'depositAtPickup',
  'damageWaiverChoice',
  'bookHint',
  'incomplete',
  'deliveryZip',
  'deliveryHint',
  'deliveryPrice',
  'deliveryInvalidZip',
  'deliveryNotDelivered',
] as const;

export type RentalTexts = Record<(typeof RENTAL_ISLAND_KEYS)[number], string> & {
  /** Why a period cannot be booked, per the API's code; the shortest hire already filled in. */
  problems: Record<RentalProblem, string>;
  addToCart: string;
};

/** The words for a period's problem the API named (also a cart refusal's `details.problem`), or null. */
export function problemText(texts: RentalTexts, code: unknown): string | null {
  return typeof code === 'string' && Object.hasOwn(texts.problems, code)
    ? texts.problems[code as RentalProblem]
    : null;
}

/** "3 days": the count's plural form by the language's rules, which every browser knows. */
export function daysText(texts: RentalTexts, languageTag: string, days: number): string {
  const form = new Intl.PluralRules(languageTag).select(days) === 'one' ? texts.daysOne : texts.daysOther;
  return form.replace('{days}', String(days));
}
