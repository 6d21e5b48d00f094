import { describe, expect, it } from 'vitest';
import { priceChart } from './price-chart';

describe('price chart', () => {
  const box = { width: 600, height: 200, padding: { top: 10, right: 10, bottom: 30, left: 10 } };
  it('draws a step line from the first price to today, high prices at the top', () => {
    const chart = priceChart(
      [
        { date: '2026-01-01', amount: 100000, isLowest: false },
        { date: '2026-06-01', amount: 80000, isLowest: true },
        { date: '2026-09-01', amount: 90000, isLowest: false },
      ],
      '2026-11-22',
      box,
    );
    expect(chart).not.toBeNull();
    const [a, b, c] = chart?.points ?? [];
    expect(a?.x).toBe(10);
    expect(chart?.xEnd).toBe(590);
    expect(a?.y).toBe(10);
    expect(b?.y).toBe(170);
    expect((c?.y ?? 0) > 10 && (c?.y ?? 0) < 170).toBe(true);
    expect(chart?.path).toBe(`M10 10 H${b?.x} V170 H${c?.x} V${c?.y} H590`);
    expect(chart?.high.index).toBe(0);
    expect(chart?.low.index).toBe(1);
  });
  it('handles one price and nothing at all', () => {
    const one = priceChart([{ date: '2026-11-22', amount: 5000, isLowest: true }], '2026-11-22', box);
    expect(one?.points).toHaveLength(1);
    expect(one?.path.startsWith('M10 ')).toBe(true);
    expect(priceChart([], '2026-11-22', box)).toBeNull();
  });
});
