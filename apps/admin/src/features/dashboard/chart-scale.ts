/** One bar of the sales chart, in the plot's units: 100 wide per day count, 100 high. */
export interface Bar {
  x: number;
  width: number;
  height: number;
}

/** The share of a day's slot its bar fills; the rest is the gap between bars. */
const BAR_SHARE = 0.7;

/**
 * Bars for the days' amounts, scaled to the highest (which reaches the top). A day with sales is
 * never thinner than 1 % so that it shows beside days with none; all zeros draw nothing.
 */
export function barsOf(amounts: readonly number[]): Bar[] {
  const highest = Math.max(0, ...amounts);
  const slot = 100 / Math.max(1, amounts.length);
  return amounts.map((amount, i) => ({
    x: i * slot + (slot * (1 - BAR_SHARE)) / 2,
    width: slot * BAR_SHARE,
    height: highest > 0 && amount > 0 ? Math.max(1, (amount / highest) * 100) : 0,
  }));
}

/** The index of the best day (the first of equals), or null when nothing sold. */
export function bestDayIndex(amounts: readonly number[]): number | null {
  let best: number | null = null;
  amounts.forEach((amount, i) => {
    if (amount > 0 && (best === null || amount > (amounts[best] ?? 0))) best = i;
  });
  return best;
}

/** Which days get a date under the axis: every `step`th counted back from the last (today). */
export function labelledDays(count: number, step = 7): Set<number> {
  const shown = new Set<number>();
  for (let i = count - 1; i >= 0; i -= step) shown.add(i);
  return shown;
}
