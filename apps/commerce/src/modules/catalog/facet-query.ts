import { localized } from '#src/modules/channels/index.ts';
import type { FacetIndex, FacetType } from './facet-index.ts';
import type { SortOrder } from './list-order.ts';

export interface FacetListRequest {
  marketId: number;
  languageCode: string;
  /** What the page lists: products having every one of these values (category, brand, campaign). */
  baseValueIds: readonly string[];
  /** Only these products, when given. */
  productIds?: readonly number[] | null;
  /** Search results: how well each product (by slot) matched; only those above 0 are listed. */
  relevance?: Float32Array | null;
  /** Selected facet value ids: OR within a facet, AND across facets. */
  selected: readonly string[];
  /** Selling price inc VAT bounds in minor units. */
  price?: { lowest?: number | null; highest?: number | null } | null;
  sort: SortOrder;
  skip: number;
  take: number;
  /** Campaigns count as discount values only while they run. */
  now: number;
  formatPrice(minor: number): string;
}

export interface FacetValue {
  _id: string;
  facetId: string;
  parentId: string | null;
  label: string;
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

export interface FacetListAnswer {
  productIds: number[];
  count: number;
  facets: Facet[];
}

const PRICE_FILTER = 'price';
const PRICE_VALUE = /^price-(\d{1,10})-(\d{1,10})$/;
const PRICE_BANDS = 5;
const PRICE_SAMPLE = 2000;
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

function maskOf(size: number, slots: Iterable<number>): Uint8Array {
  const mask = new Uint8Array(size);
  for (const slot of slots) mask[slot] = 1;
  return mask;
}

/** Rounds down to 1, 2 or 5 times a power of ten: bands a shopper reads at a glance. */
function niceFloor(minor: number): number {
  if (minor < 100) return 0;
  const major = minor / 100;
  const power = 10 ** Math.floor(Math.log10(major));
  const step = [5, 2, 1].find((m) => m * power <= major) ?? 1;
  return step * power * 100;
}

/** Up to five price bands over the listed products' prices, each [from, to) in minor units. */
function priceBands(prices: number[]): [number, number][] {
  if (prices.length === 0) return [];
  prices.sort((a, b) => a - b);
  const edges = new Set<number>([niceFloor(prices[0] as number)]);
  for (let i = 1; i < PRICE_BANDS; i++) {
    edges.add(niceFloor(prices[Math.floor((prices.length * i) / PRICE_BANDS)] as number));
  }
  const sorted = [...edges].sort((a, b) => a - b);
  const top = (prices[prices.length - 1] as number) + 1;
  return sorted.map((from, i) => [from, sorted[i + 1] ?? top]);
}

/**
 * Filters, counts, sorts and pages a list from the index. A value's count is the number of listed
 * products that have it when every other facet's selection applies but not its own, so choosing a
 * value never shrinks the counts of its own facet; values of the page with no product left show 0.
 */
export function queryFacetIndex(index: FacetIndex, request: FacetListRequest): FacetListAnswer {
  const { size } = index;
  const priceColumn = index.priceIn.get(request.marketId);
  if (!priceColumn) return { productIds: [], count: 0, facets: [] };

  // The page's products: sold in the market and matching what the page is of.
  const base = new Uint8Array(size);
  if (request.productIds) {
    for (const id of request.productIds) {
      const slot = index.slotOf.get(id);
      if (slot !== undefined) base[slot] = 1;
    }
  } else base.fill(1);
  const relevance = request.relevance;
  if (relevance) for (let slot = 0; slot < size; slot++) if (!(relevance[slot] as number)) base[slot] = 0;
  const lowest = request.price?.lowest ?? null;
  const highest = request.price?.highest ?? null;
  for (let slot = 0; slot < size; slot++) {
    const price = priceColumn[slot] as number;
    if (price < 0 || (lowest !== null && price < lowest) || (highest !== null && price > highest))
      base[slot] = 0;
  }
  for (const valueId of request.baseValueIds) {
    const v = index.valueById.get(valueId);
    const has = maskOf(size, v === undefined ? [] : (index.values[v]?.slots ?? []));
    for (let slot = 0; slot < size; slot++) if (!has[slot]) base[slot] = 0;
  }

  // The shopper's selections, one mask per facet.
  const selections = new Map<string, Uint8Array>();
  const selectedIds = new Set<string>();
  const selectedBands: [number, number][] = [];
  for (const id of request.selected) {
    const band = id.match(PRICE_VALUE);
    if (band) {
      selectedBands.push([Number(band[1]), Number(band[2])]);
      selectedIds.add(id);
      continue;
    }
    const v = index.valueById.get(id);
    const value = v === undefined ? undefined : index.values[v];
    if (!value) continue;
    selectedIds.add(id);
    const mask = selections.get(value.filterId) ?? new Uint8Array(size);
    for (const slot of value.slots) mask[slot] = 1;
    selections.set(value.filterId, mask);
  }
  if (selectedBands.length) {
    const mask = new Uint8Array(size);
    for (let slot = 0; slot < size; slot++) {
      const price = priceColumn[slot] as number;
      if (selectedBands.some(([from, to]) => price >= from && price < to)) mask[slot] = 1;
    }
    selections.set(PRICE_FILTER, mask);
  }
  const groups = [...selections.keys()];
  const masks = groups.map((g) => selections.get(g) as Uint8Array);
  const groupOfValue = new Int16Array(index.values.length).fill(-1);
  index.values.forEach((value, v) => {
    groupOfValue[v] = groups.indexOf(value.filterId);
  });
  const priceGroup = groups.indexOf(PRICE_FILTER);

  const sample: number[] = [];
  let baseCount = 0;
  for (let slot = 0; slot < size; slot++) if (base[slot]) baseCount++;
  const sampleEvery = Math.max(1, Math.floor(baseCount / PRICE_SAMPLE));
  const present = new Int32Array(index.values.length);
  const counts = new Int32Array(index.values.length);
  const listed = new Uint8Array(size);
  const pricesCounted: number[] = [];
  let count = 0;
  let seen = 0;
  for (let slot = 0; slot < size; slot++) {
    if (!base[slot]) continue;
    if (seen++ % sampleEvery === 0) sample.push(priceColumn[slot] as number);
    let failing = -1;
    let fails = 0;
    for (let g = 0; g < masks.length && fails < 2; g++) {
      if (!(masks[g] as Uint8Array)[slot]) {
        fails++;
        failing = g;
      }
    }
    if (fails === 0) {
      listed[slot] = 1;
      count++;
    }
    const end = index.valueStart[slot + 1] as number;
    for (let k = index.valueStart[slot] as number; k < end; k++) {
      const v = index.valuesOf[k] as number;
      present[v] = (present[v] as number) + 1;
      if (fails === 0 || (fails === 1 && groupOfValue[v] === failing)) counts[v] = (counts[v] as number) + 1;
    }
    if (fails === 0 || (fails === 1 && failing === priceGroup))
      pricesCounted.push(priceColumn[slot] as number);
  }

  const facets = buildFacets(index, request, { present, counts, baseCount, selectedIds });
  const bands = priceBands(sample);
  if (bands.length > 1) {
    facets.push({
      filterId: PRICE_FILTER,
      group: PRICE_FILTER,
      label: TYPE_LABEL.Price,
      type: 'Price',
      values: bands.map(([from, to], order) => {
        const id = `price-${from}-${to}`;
        return {
          _id: id,
          facetId: id,
          parentId: null,
          label: `${request.formatPrice(from)} – ${request.formatPrice(to)}`,
          order,
          count: pricesCounted.filter((p) => p >= from && p < to).length,
          hidden: false,
        };
      }),
    });
  }
  facets.sort(
    (a, b) => groupRank(a.filterId) - groupRank(b.filterId) || a.filterId.localeCompare(b.filterId),
  );
  return { productIds: page(index, request, listed), count, facets };
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

function buildFacets(
  index: FacetIndex,
  request: FacetListRequest,
  tally: { present: Int32Array; counts: Int32Array; baseCount: number; selectedIds: Set<string> },
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
  return facets;
}

/** The requested page of listed products, in the sort order. */
function page(index: FacetIndex, request: FacetListRequest, listed: Uint8Array): number[] {
  const skip = Math.max(request.skip, 0);
  const take = Math.max(request.take, 0);
  if (take === 0) return [];
  const relevance = request.relevance;
  if (request.sort === 'RELEVANCE' && relevance) {
    return topByRelevance(listed, relevance, skip + take)
      .slice(skip)
      .map((slot) => index.productIds[slot] as number);
  }
  const { orders } = index;
  const byPrice = orders.price.get(request.marketId);
  const order =
    request.sort === 'MOST_SOLD'
      ? orders.mostSold
      : request.sort === 'PRICE' || request.sort === 'PRICE_DESC'
        ? byPrice
        : request.sort === 'ALPHABETICAL'
          ? (orders.alphabetical.get(request.languageCode) ?? orders.alphabetical.get('sv'))
          : orders.latest;
  if (!order) return [];
  const descending = request.sort === 'PRICE_DESC';
  const ids: number[] = [];
  let skipped = 0;
  for (let i = 0; i < order.length && ids.length < take; i++) {
    const slot = order[descending ? order.length - 1 - i : i] as number;
    if (!listed[slot]) continue;
    if (skipped++ < skip) continue;
    ids.push(index.productIds[slot] as number);
  }
  return ids;
}

/** Beyond this many, the best of a search are found by sorting them all. */
const TOP_BY_INSERTION = 500;

/**
 * The `want` listed slots of highest relevance, best first. Slots are in product id order and
 * walked from the top, so ties go to the newer product, as in the other orders; a page near the
 * start is picked in one pass, without sorting every match.
 */
function topByRelevance(listed: Uint8Array, relevance: Float32Array, want: number): number[] {
  const score = (slot: number) => relevance[slot] as number;
  const best: number[] = [];
  if (want > TOP_BY_INSERTION) {
    for (let slot = listed.length - 1; slot >= 0; slot--) if (listed[slot]) best.push(slot);
    return best.sort((a, b) => score(b) - score(a) || b - a).slice(0, want);
  }
  for (let slot = listed.length - 1; slot >= 0; slot--) {
    if (!listed[slot]) continue;
    const value = score(slot);
    if (best.length === want && value <= score(best[want - 1] as number)) continue;
    let at = best.length;
    while (at > 0 && score(best[at - 1] as number) < value) at--;
    best.splice(at, 0, slot);
    if (best.length > want) best.pop();
  }
  return best;
}
