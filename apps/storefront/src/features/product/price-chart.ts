export interface ChartEntry {
  date: string;
  /** Selling price in minor units, for placing the point only; labels come formatted from the API. */
  amount: number;
  isLowest: boolean;
}

export interface ChartBox {
  width: number;
  height: number;
  /** Room for labels inside the box. */
  padding: { top: number; right: number; bottom: number; left: number };
}

export interface ChartGeometry {
  /** A step line: each price holds until the next change. */
  path: string;
  points: { x: number; y: number; date: string; isLowest: boolean; index: number }[];
  /** Where the highest and lowest prices sit, for their labels. */
  high: { y: number; index: number };
  low: { y: number; index: number };
  xStart: number;
  xEnd: number;
}

const DAY_MS = 86_400_000;
const dayOf = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / DAY_MS;
const round = (n: number) => Math.round(n * 10) / 10;

/** Places a price log (oldest first) on a time axis up to `today`; null with nothing to draw. */
export function priceChart(
  entries: readonly ChartEntry[],
  today: string,
  box: ChartBox,
): ChartGeometry | null {
  if (entries.length === 0) return null;
  const first = dayOf(entries[0]?.date ?? today);
  const last = Math.max(dayOf(today), dayOf(entries.at(-1)?.date ?? today) + 1, first + 1);
  const amounts = entries.map((e) => e.amount);
  const max = Math.max(...amounts);
  const min = Math.min(...amounts);
  const spread = max - min || Math.max(1, max * 0.1);
  const { width, height, padding } = box;
  const x = (day: number) =>
    round(padding.left + ((day - first) / (last - first)) * (width - padding.left - padding.right));
  const y = (amount: number) =>
    round(padding.top + ((max - amount) / spread) * (height - padding.top - padding.bottom));

  const points = entries.map((e, index) => ({
    x: x(dayOf(e.date)),
    y: y(e.amount),
    date: e.date,
    isLowest: e.isLowest,
    index,
  }));
  let path = '';
  points.forEach((p, i) => {
    path += i === 0 ? `M${p.x} ${p.y}` : ` H${p.x} V${p.y}`;
  });
  path += ` H${x(last)}`;
  const highIndex = amounts.indexOf(max);
  const lowIndex = amounts.lastIndexOf(min);
  return {
    path,
    points,
    high: { y: y(max), index: highIndex },
    low: { y: y(min), index: lowIndex },
    xStart: x(first),
    xEnd: x(last),
  };
}
