import { localized } from '#src/modules/channels/index.ts';
import { facetId } from './facet-ids.ts';
import type { FacetIndex, FacetType } from './facet-index.ts';

export interface FacetValue {
  _id: string;
  facetId: string;
  parentId: string | null;
  label: string;
  url: string | null;
  order: number;
  count: number;
  hidden: boolean;
}

export interface Facet {
  filterId: string;
  group: string;
  label: string;
  type: FacetType;
  values: FacetValue[];
}

/** What one pass over a list's products tallied, per index value. */
export interface FacetTally {
  /** Products of the page (before the shopper's selections) having each value. */
  present: Int32Array;
  /** Listed products having each value when every other facet's selection applies. */
  counts: Int32Array;
  baseCount: number;
  selectedIds: Set<string>;
  /** Prices of every so many of the page's products, for the bands. */
  sample: Int32Array;
  /** Prices of the products listed when every selection but the price bands applies. */
  pricesCounted: Int32Array;
}

export const PRICE_FILTER = 'price';
const PRICE_BANDS = 5;
/** The share of listed products that must have a parameter for it to be offered as a filter. */
const PARAMETER_COVERAGE = 0.25;
const GROUP_ORDER = ['categories', 'brands', 'skus', PRICE_FILTER, 'discount'];
const TYPE_LABEL: Record<Exclude<FacetType, 'Parameter'>, string> = {
  Category: 'Category',
  Brand: 'Brand',
  Sku: 'Size',
  Price: 'Price',
  Discount: 'Discount',
};

/** Rounds down to 1, 2 or 5 times a power of ten: bands a shopper reads at a glance. */
function niceFloor(minor: number): number {
  if (minor < 100) return 0;
  const major = minor / 100;
  const power = 10 ** Math.floor(Math.log10(major));
  const step = [5, 2, 1].find((m) => m * power <= major) ?? 1;
  return step * power * 100;
}

/** Up to five price bands over the listed products' prices, each [from, to) in minor units. */
function priceBands(sample: Int32Array): [number, number][] {
  if (sample.length === 0) return [];
  const prices = sample.slice().sort();
  const edges = new Set<number>([niceFloor(prices[0] as number)]);
  for (let i = 1; i < PRICE_BANDS; i++) {
    edges.add(niceFloor(prices[Math.floor((prices.length * i) / PRICE_BANDS)] as number));
  }
  const sorted = [...edges].sort((a, b) => a - b);
  const top = (prices[prices.length - 1] as number) + 1;
  return sorted.map((from, i) => [from, sorted[i + 1] ?? top]);
}

function priceFacet(tally: FacetTally, formatPrice: (minor: number) => string): Facet | null {
  const bands = priceBands(tally.sample);
  if (bands.length < 2) return null;
  // The bands follow one another without gaps: a price is in the last band starting at or below it.
  const starts = Int32Array.from(bands, ([from]) => from);
  const top = bands[bands.length - 1]?.[1] as number;
  const counts = new Int32Array(bands.length);
  for (const price of tally.pricesCounted) {
    if (price >= top) continue;
    let band = starts.length - 1;
    while (band >= 0 && price < (starts[band] as number)) band--;
    if (band >= 0) counts[band] = (counts[band] as number) + 1;
  }
  return {
    filterId: PRICE_FILTER,
    group: PRICE_FILTER,
    label: TYPE_LABEL.Price,
    type: 'Price',
    values: bands.map(([from, to], order) => {
      const id = facetId.priceBand(from, to);
      return {
        _id: id,
        facetId: id,
        parentId: null,
        // The last band ends one minor unit above the dearest price: its label ends at that price.
        label: `${formatPrice(from)} – ${formatPrice(to === top ? to - 1 : to)}`,
        url: null,
        order,
        count: counts[order] as number,
        hidden: false,
      };
    }),
  };
}

const collators = new Map<string, Intl.Collator>();

/** One collator per language: making one costs more than sorting a page's facet values. */
function collatorOf(languageCode: string): Intl.Collator {
  let collator = collators.get(languageCode);
  if (!collator) {
    collator = new Intl.Collator(languageCode, { numeric: true });
    collators.set(languageCode, collator);
  }
  return collator;
}

function groupRank(filterId: string): number {
  const rank = GROUP_ORDER.indexOf(filterId);
  return rank < 0 ? GROUP_ORDER.length : rank;
}

/** The facets beside a list, in the shop's order: each with its values and their counts. */
export function listFacets(
  index: FacetIndex,
  request: { languageCode: string; now: number; formatPrice(minor: number): string },
  tally: FacetTally,
): Facet[] {
  const byFilter = new Map<string, Facet>();
  const coverage = new Map<string, number>();
  const collator = collatorOf(request.languageCode);
  index.values.forEach((value, v) => {
    const selected = tally.selectedIds.has(value.id);
    const present = tally.present[v] as number;
    // A value every product of the page has (the page's own category or brand) filters nothing.
    if (!selected && (present === 0 || present === tally.baseCount)) return;
    if (value.type === 'Discount') {
      const campaign = index.campaigns.get(value.id);
      const running =
        campaign &&
        campaign.startsAt <= request.now &&
        (campaign.endsAt === null || campaign.endsAt > request.now);
      if (!running && !selected) return;
    }
    coverage.set(value.filterId, (coverage.get(value.filterId) ?? 0) + present);
    let facet = byFilter.get(value.filterId);
    if (!facet) {
      const name = index.parameterNames.get(value.filterId);
      facet = {
        filterId: value.filterId,
        group: value.filterId,
        label:
          value.type === 'Parameter' && name
            ? localized(name, request.languageCode)
            : TYPE_LABEL[value.type as Exclude<FacetType, 'Parameter'>],
        type: value.type,
        values: [],
      };
      byFilter.set(value.filterId, facet);
    }
    facet.values.push({
      _id: value.id,
      facetId: value.id,
      parentId: value.parentId,
      url: value.url,
      label: typeof value.label === 'string' ? value.label : localized(value.label, request.languageCode),
      order: value.order,
      count: tally.counts[v] as number,
      hidden: false,
    });
  });
  const facets = [...byFilter.values()].filter((f) => {
    if (f.values.some((v) => tally.selectedIds.has(v._id))) return true;
    if (f.values.length < 2) return false;
    // A specification only some of the listed products have (a chain's pitch on a page of all
    // machines) is noise: it is offered once the list is narrowed to products that mostly have it.
    return f.type !== 'Parameter' || (coverage.get(f.filterId) ?? 0) >= PARAMETER_COVERAGE * tally.baseCount;
  });
  for (const facet of facets) {
    facet.values.sort((a, b) => a.order - b.order || collator.compare(a.label, b.label));
  }
  const price = priceFacet(tally, request.formatPrice);
  if (price) facets.push(price);
  return facets.sort(
    (a, b) => groupRank(a.filterId) - groupRank(b.filterId) || a.filterId.localeCompare(b.filterId),
  );
}
