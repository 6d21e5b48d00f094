import { describe, expect, it } from 'vitest';
import { barsOf, bestDayIndex, labelledDays } from './chart-scale';

describe("the sales chart's scale", () => {
  it('scales bars to the best day, keeps a small day visible and draws nothing for no sales', () => {
    const bars = barsOf([0, 50_000, 100_000, 100]);
    expect(bars.map((b) => b.height)).toEqual([0, 50, 100, 1]);
    expect(bars[0]?.x).toBeCloseTo(3.75);
    expect(bars[3]?.x).toBeCloseTo(78.75);
    expect(bars.every((b) => b.width === 17.5)).toBe(true);
    expect(barsOf([0, 0, 0]).every((b) => b.height === 0)).toBe(true);
    expect(barsOf([])).toEqual([]);
  });

  it('names the first best day, or none when nothing sold', () => {
    expect(bestDayIndex([1, 5, 5, 2])).toBe(1);
    expect(bestDayIndex([0, 0])).toBeNull();
  });

  it('labels today and every seventh day before it', () => {
    expect([...labelledDays(30)].sort((a, b) => a - b)).toEqual([1, 8, 15, 22, 29]);
  });
});
