import { type RentalPeriod, rentalDays, weekday } from './period.ts';

/** A machine's hire prices, integer minor units: one dygn, a Friday-to-Monday weekend, seven dygn. */
export interface RentalPriceTable {
  day: number;
  weekend: number;
  week: number;
}

/** What a period costs and the pieces it is made of. */
export interface PeriodPrice {
  total: number;
  weeks: number;
  weekends: number;
  days: number;
}

type Piece = 'weeks' | 'weekends' | 'days';
type Cover = PeriodPrice & { pieces: number };

const FRIDAY = 5;
const LENGTH: Record<Piece, number> = { weeks: 7, weekends: 3, days: 1 };
const TABLE_KEY: Record<Piece, keyof RentalPriceTable> = { weeks: 'week', weekends: 'weekend', days: 'day' };

/** Cheaper first; at the same total fewer pieces, then more weeks, then more weekends. */
function better(a: Cover, b: Cover | undefined): boolean {
  if (!b) return true;
  if (a.total !== b.total) return a.total < b.total;
  if (a.pieces !== b.pieces) return a.pieces < b.pieces;
  if (a.weeks !== b.weeks) return a.weeks > b.weeks;
  return a.weekends > b.weekends;
}

/**
 * The cheapest set of pieces that covers every dygn of the period (ADR 60): a day covers one dygn,
 * a week seven in a row, a weekend the three from a Friday. A piece may run past the return (a
 * week for five dygn) or over a dygn another piece covers, when that is cheaper.
 */
export function periodPrice(period: RentalPeriod, table: RentalPriceTable): PeriodPrice {
  for (const amount of [table.day, table.weekend, table.week]) {
    if (!Number.isSafeInteger(amount) || amount < 0)
      throw new RangeError(`A price must be minor units: ${amount}`);
  }
  const dygn = rentalDays(period);
  const firstWeekday = weekday(period.from);
  // covers[r]: the best pieces covering dygn 0 .. r-1, the last piece ending at r (or past the end, at dygn).
  const covers: (Cover | undefined)[] = [{ total: 0, weeks: 0, weekends: 0, days: 0, pieces: 0 }];
  for (let reach = 0; reach < dygn; reach++) {
    const cover = covers[reach];
    if (!cover) continue;
    for (const piece of ['weeks', 'weekends', 'days'] as const) {
      const length = LENGTH[piece];
      // The next piece covers dygn `reach`, so it starts there or up to length - 1 dygn before.
      for (let start = Math.max(0, reach - length + 1); start <= reach; start++) {
        if (piece === 'weekends' && (firstWeekday + start) % 7 !== FRIDAY) continue;
        const end = Math.min(dygn, start + length);
        const next = { ...cover, total: cover.total + table[TABLE_KEY[piece]], pieces: cover.pieces + 1 };
        next[piece] += 1;
        if (better(next, covers[end])) covers[end] = next;
      }
    }
  }
  const best = covers[dygn];
  if (!best) throw new Error('Days alone always cover a period');
  const { total, weeks, weekends, days } = best;
  return { total, weeks, weekends, days };
}
