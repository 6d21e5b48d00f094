import type { PriceRow } from '#src/modules/pricing/index.ts';

/** One price change: the prices in force from `date` (YYYY-MM-DD) until the next entry's date. */
export interface PriceLogRow extends PriceRow {
  date: string;
}

/** The EU price-indication rule looks back this many days from the start of a price reduction. */
export const REFERENCE_DAYS = 30;

const DAY_MS = 86_400_000;

/** Today's date (UTC), YYYY-MM-DD: the day a price change is logged under and history is read up to. */
export const today = () => new Date().toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const isDiscounted = (row: PriceRow) => row.sellingIncVat < row.regularIncVat;

/** The day the discount in force began: the first entry of the last unbroken run of discounted entries. */
export function discountStart(log: readonly PriceLogRow[]): string | null {
  let start: string | null = null;
  for (const row of log) start = isDiscounted(row) ? (start ?? row.date) : null;
  return start;
}

/** The entries in force at some time in [from, to): the one in force at `from` and those changed after it. */
export function inForceDuring(log: readonly PriceLogRow[], from: string, to: string): PriceLogRow[] {
  const atStart = log.filter((row) => row.date <= from).at(-1);
  const later = log.filter((row) => row.date > from && row.date < to);
  return atStart ? [atStart, ...later] : later;
}

export interface PriceHistory {
  /** Sorted by date, each marked when it holds the lowest price of the reference window. */
  entries: (PriceLogRow & { isLowest: boolean })[];
  /**
   * The lowest selling price of the 30 days before the current discount started (shown beside the
   * discounted price); null when the product is not discounted or had no price before the discount.
   */
  lowestBeforeDiscount: (PriceLogRow & { from: string; to: string }) | null;
}

/**
 * Reads a product's price log in one market. The reference window is the 30 days before the
 * current discount began or, without a discount, the 30 days up to `today`.
 */
export function priceHistory(rows: readonly PriceLogRow[], today: string): PriceHistory {
  const log = [...rows].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const start = discountStart(log);
  const to = start ?? addDays(today, 1);
  const from = addDays(start ?? today, -REFERENCE_DAYS);
  const window = inForceDuring(log, from, to);
  const lowest = window.reduce<PriceLogRow | null>(
    (min, row) => (min === null || row.sellingIncVat < min.sellingIncVat ? row : min),
    null,
  );
  return {
    entries: log.map((row) => ({
      ...row,
      isLowest: lowest !== null && window.includes(row) && row.sellingIncVat === lowest.sellingIncVat,
    })),
    lowestBeforeDiscount: start && lowest ? { ...lowest, from, to: addDays(start, -1) } : null,
  };
}
