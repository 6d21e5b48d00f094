import { describe, expect, it } from 'vitest';
import { addDays, discountStart, type PriceLogRow, priceHistory } from './price-log.ts';

const entry = (date: string, regular: number, selling = regular): PriceLogRow => ({
  date,
  regularIncVat: regular,
  regularExVat: Math.round(regular * 0.8),
  sellingIncVat: selling,
  sellingExVat: Math.round(selling * 0.8),
});

describe('price history', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('finds the start of the discount in force, not of an earlier one', () => {
    const log = [
      entry('2026-01-01', 1000),
      entry('2026-03-01', 1000, 800),
      entry('2026-03-10', 1000),
      entry('2026-09-01', 1000, 850),
      entry('2026-09-15', 1000, 800),
    ];
    expect(discountStart(log)).toBe('2026-09-01');
    expect(discountStart(log.slice(0, 3))).toBeNull();
  });

  it('gives the lowest price in force during the 30 days before the discount began', () => {
    const history = priceHistory(
      [
        entry('2026-09-01', 1000, 750), // the discount in force
        entry('2026-01-01', 1100),
        entry('2026-08-10', 1000, 900), // a short offer inside the window
        entry('2026-08-17', 1000),
        entry('2026-07-01', 1000),
      ],
      '2026-11-22',
    );
    expect(history.entries.map((e) => e.date)).toEqual([
      '2026-01-01',
      '2026-07-01',
      '2026-08-10',
      '2026-08-17',
      '2026-09-01',
    ]);
    expect(history.lowestBeforeDiscount).toMatchObject({
      sellingIncVat: 900,
      from: '2026-08-02',
      to: '2026-08-31',
    });
    expect(history.entries.filter((e) => e.isLowest).map((e) => e.date)).toEqual(['2026-08-10']);
  });

  it('counts the price in force when the window opened', () => {
    const history = priceHistory(
      [entry('2026-01-01', 1200, 950), entry('2026-02-01', 1200), entry('2026-09-01', 1200, 900)],
      '2026-11-22',
    );
    // The offer ended before the window; the regular price was in force throughout it.
    expect(history.lowestBeforeDiscount?.sellingIncVat).toBe(1200);
    expect(history.entries.map((e) => e.isLowest)).toEqual([false, true, false]);
  });

  it('has no reference price without a discount, or without a price before it', () => {
    expect(priceHistory([entry('2026-01-01', 1000)], '2026-11-22').lowestBeforeDiscount).toBeNull();
    expect(priceHistory([entry('2026-09-01', 1000, 800)], '2026-11-22').lowestBeforeDiscount).toBeNull();
  });

  it('marks the lowest price of the last 30 days when nothing is discounted', () => {
    const history = priceHistory(
      [entry('2026-01-01', 1000), entry('2026-11-01', 1000, 900), entry('2026-11-08', 1000)],
      '2026-11-22',
    );
    expect(history.entries.map((e) => e.isLowest)).toEqual([false, true, false]);
  });
});
