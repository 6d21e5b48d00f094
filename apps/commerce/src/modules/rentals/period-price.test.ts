import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, weekday } from './period.ts';
import { type PeriodPrice, periodPrice, type RentalPriceTable } from './period-price.ts';

/** The prices of ADR 60's examples: 1 200 kr a day, 2 900 kr a weekend, 5 900 kr a week, in öre. */
const table = { day: 120_000, weekend: 290_000, week: 590_000 };
const price = (from: string, to: string, prices: RentalPriceTable = table) =>
  periodPrice({ from, to }, prices);
const pieces = (weeks: number, weekends: number, days: number) => ({ weeks, weekends, days });

describe('periodPrice, worked examples', () => {
  it('bills Friday to Monday as one weekend', () => {
    expect(price('2026-12-04', '2026-12-07')).toEqual({ total: 290_000, ...pieces(0, 1, 0) });
  });

  it('bills Monday to the next Monday as one week', () => {
    expect(price('2026-12-07', '2026-12-14')).toEqual({ total: 590_000, ...pieces(1, 0, 0) });
  });

  it('bills Sunday to Monday as one day, not a week and a day', () => {
    expect(price('2026-12-06', '2026-12-07')).toEqual({ total: 120_000, ...pieces(0, 0, 1) });
    // The same across a new ISO week and a new year.
    expect(price('2028-01-02', '2028-01-03')).toEqual({ total: 120_000, ...pieces(0, 0, 1) });
  });

  it('bills Thursday to Tuesday as a day, a weekend and a day', () => {
    expect(price('2026-12-03', '2026-12-08')).toEqual({ total: 530_000, ...pieces(0, 1, 2) });
  });

  it('bills ten dygn from a Friday as a week and a weekend', () => {
    expect(price('2026-12-04', '2026-12-14')).toEqual({ total: 880_000, ...pieces(1, 1, 0) });
  });

  it('bills five dygn as a week when a week is cheaper than five days', () => {
    expect(price('2026-12-07', '2026-12-12')).toEqual({ total: 590_000, ...pieces(1, 0, 0) });
    expect(price('2026-12-07', '2026-12-11')).toEqual({ total: 480_000, ...pieces(0, 0, 4) });
  });

  it('bills two dygn from a Friday as two days: a weekend only where it is cheaper', () => {
    expect(price('2026-12-04', '2026-12-06')).toEqual({ total: 240_000, ...pieces(0, 0, 2) });
    expect(price('2026-12-05', '2026-12-07')).toEqual({ total: 240_000, ...pieces(0, 0, 2) });
  });

  it('lets a weekend overlap a week when that is the cheapest cover', () => {
    // Saturday to the Monday nine dygn later: a week from Saturday and the weekend from its Friday.
    const cheapWeekend = { day: 200_000, weekend: 210_000, week: 590_000 };
    expect(price('2026-12-05', '2026-12-14', cheapWeekend)).toEqual({ total: 800_000, ...pieces(1, 1, 0) });
    expect(price('2026-12-05', '2026-12-14')).toEqual({ total: 830_000, ...pieces(1, 0, 2) });
  });

  it('prices a period across a change of the clock as the same weekdays a week earlier', () => {
    const acrossAndBefore: [string, string, PeriodPrice][] = [
      // Summer time starts on Sunday 2027-03-28.
      ['2027-03-25', '2027-03-30', { total: 530_000, ...pieces(0, 1, 2) }],
      ['2027-03-27', '2027-03-31', { total: 480_000, ...pieces(0, 0, 4) }],
      ['2027-03-22', '2027-04-01', { total: 950_000, ...pieces(1, 0, 3) }],
      // Summer time ends on Sunday 2026-10-25 and on Sunday 2027-10-31.
      ['2026-10-23', '2026-10-26', { total: 290_000, ...pieces(0, 1, 0) }],
      ['2026-10-22', '2026-10-27', { total: 530_000, ...pieces(0, 1, 2) }],
      ['2027-10-27', '2027-11-03', { total: 590_000, ...pieces(1, 0, 0) }],
      ['2027-10-29', '2027-11-08', { total: 880_000, ...pieces(1, 1, 0) }],
    ];
    for (const [from, to, expected] of acrossAndBefore) {
      expect(price(from, to), `${from} to ${to}`).toEqual(expected);
      expect(price(addDays(from, -7), addDays(to, -7)), `a week before ${from}`).toEqual(expected);
    }
  });

  it('refuses prices that are not whole minor units and periods without a dygn', () => {
    expect(() => price('2026-12-04', '2026-12-07', { ...table, day: 1200.5 })).toThrow(RangeError);
    expect(() => price('2026-12-04', '2026-12-07', { ...table, week: -1 })).toThrow(RangeError);
    expect(() => price('2026-12-07', '2026-12-07')).toThrow(RangeError);
  });
});

const amount = fc.integer({ min: 0, max: 2_000_000 });
const anyTable = fc.record({ day: amount, weekend: amount, week: amount });
/** A weekend at least two days: a pickup on Saturday then never costs more than on the Friday before. */
const sensibleTable = fc
  .record({ day: fc.integer({ min: 0, max: 500_000 }), extra: amount, week: amount })
  .map(({ day, extra, week }) => ({ day, weekend: 2 * day + extra, week }));
const pickup = fc.integer({ min: 0, max: 1500 }).map((offset) => addDays('2026-01-01', offset));
const length = fc.integer({ min: 1, max: 60 });

/** The cheapest cover by brute force over sets of covered dygn, independent of the dynamic programme. */
function cheapestByMasks(from: string, dygn: number, prices: RentalPriceTable) {
  const full = (1 << dygn) - 1;
  const moves: { mask: number; price: number; piece: 'weeks' | 'weekends' | 'days' }[] = [];
  for (let start = 0; start < dygn; start++) {
    const span = (n: number) => (((1 << Math.min(n, dygn - start)) - 1) << start) & full;
    moves.push(
      { mask: span(1), price: prices.day, piece: 'days' },
      { mask: span(7), price: prices.week, piece: 'weeks' },
    );
    if (weekday(addDays(from, start)) === 5)
      moves.push({ mask: span(3), price: prices.weekend, piece: 'weekends' });
  }
  const best: ({ total: number; pieces: number } | undefined)[] = [{ total: 0, pieces: 0 }];
  for (let mask = 0; mask < full; mask++) {
    const here = best[mask];
    if (!here) continue;
    for (const move of moves) {
      const next = mask | move.mask;
      const there = best[next];
      const total = here.total + move.price;
      if (
        next !== mask &&
        (!there || total < there.total || (total === there.total && here.pieces + 1 < there.pieces))
      ) {
        best[next] = { total, pieces: here.pieces + 1 };
      }
    }
  }
  return best[full];
}

describe('periodPrice, properties', () => {
  it('finds the cheapest cover, with the fewest pieces at that price', () => {
    fc.assert(
      fc.property(pickup, fc.integer({ min: 1, max: 11 }), anyTable, (from, dygn, prices) => {
        const found = periodPrice({ from, to: addDays(from, dygn) }, prices);
        const cover = cheapestByMasks(from, dygn, prices);
        expect(found.total).toBe(cover?.total);
        expect(found.weeks + found.weekends + found.days).toBe(cover?.pieces);
        expect(found.total).toBe(
          found.weeks * prices.week + found.weekends * prices.weekend + found.days * prices.day,
        );
      }),
      { numRuns: 300 },
    );
  });

  it('never costs more than a day per dygn, nor more than whole weeks', () => {
    fc.assert(
      fc.property(pickup, length, anyTable, (from, dygn, prices) => {
        const { total } = periodPrice({ from, to: addDays(from, dygn) }, prices);
        return (
          Number.isSafeInteger(total) &&
          total <= dygn * prices.day &&
          total <= Math.ceil(dygn / 7) * prices.week
        );
      }),
    );
  });

  it('costs the same for the same weekdays any whole number of weeks later', () => {
    fc.assert(
      fc.property(
        pickup,
        length,
        fc.integer({ min: -100, max: 100 }),
        anyTable,
        (from, dygn, weeks, prices) => {
          const later = addDays(from, 7 * weeks);
          const to = (start: string) => addDays(start, dygn);
          expect(periodPrice({ from: later, to: to(later) }, prices)).toEqual(
            periodPrice({ from, to: to(from) }, prices),
          );
        },
      ),
    );
  });

  it('never costs more than a longer period that contains it', () => {
    fc.assert(
      fc.property(
        pickup,
        length,
        fc.nat(10),
        fc.nat(10),
        sensibleTable,
        (from, dygn, before, after, prices) => {
          const to = addDays(from, dygn);
          const inner = periodPrice({ from, to }, prices).total;
          return inner <= periodPrice({ from: addDays(from, -before), to: addDays(to, after) }, prices).total;
        },
      ),
    );
  });

  it('never costs more joined than two adjacent periods apart', () => {
    fc.assert(
      fc.property(pickup, length, length, anyTable, (from, first, second, prices) => {
        const middle = addDays(from, first);
        const to = addDays(middle, second);
        const apart =
          periodPrice({ from, to: middle }, prices).total + periodPrice({ from: middle, to }, prices).total;
        return periodPrice({ from, to }, prices).total <= apart;
      }),
    );
  });
});
