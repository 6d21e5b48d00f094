import { type Facet, listFacets } from './facet-counts.ts';
import { priceBandOf } from './facet-ids.ts';
import type { FacetIndex } from './facet-index.ts';
import { pageOf } from './facet-paging.ts';
import type { SortOrder } from './list-order.ts';

export type { Facet, FacetValue } from './facet-counts.ts';

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

export interface FacetListAnswer {
  productIds: number[];
  count: number;
  facets: Facet[];
}

const PRICE_SAMPLE = 2000;

/** The slots in both ascending lists, ascending. */
function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const both = new Int32Array(Math.min(a.length, b.length));
  let n = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x < y) i++;
    else if (x > y) j++;
    else {
      both[n++] = x;
      i++;
      j++;
    }
  }
  return both.subarray(0, n);
}

/**
 * The slots a page may list before the shopper's selections, ascending; null for every slot. Walking
 * these instead of the whole catalog is what keeps a category's list to the category's size.
 */
function candidateSlots(
  index: FacetIndex,
  request: Pick<FacetListRequest, 'productIds' | 'baseValueIds'>,
): Int32Array | null {
  let slots: Int32Array | null = null;
  if (request.productIds) {
    const named = request.productIds.flatMap((id) => index.slotOf.get(id) ?? []);
    slots = Int32Array.from(new Set(named)).sort();
  }
  for (const valueId of request.baseValueIds) {
    const v = index.valueById.get(valueId);
    const has = v === undefined ? new Int32Array(0) : (index.values[v]?.slots ?? new Int32Array(0));
    slots = slots ? intersect(slots, has) : has;
  }
  return slots;
}

/** The page's products, ascending: sold in the market, within the price bounds, matching the search. */
function baseSlots(
  index: FacetIndex,
  request: Omit<FacetListRequest, 'sort' | 'skip' | 'take'>,
  priceColumn: Int32Array,
): Int32Array {
  const candidates = candidateSlots(index, request);
  const total = candidates ? candidates.length : index.size;
  const base = new Int32Array(total);
  const relevance = request.relevance;
  const lowest = request.price?.lowest ?? null;
  const highest = request.price?.highest ?? null;
  let n = 0;
  for (let i = 0; i < total; i++) {
    const slot = candidates ? (candidates[i] as number) : i;
    const price = priceColumn[slot] as number;
    if (price < 0 || (lowest !== null && price < lowest) || (highest !== null && price > highest)) continue;
    if (relevance && !(relevance[slot] as number)) continue;
    base[n++] = slot;
  }
  return base.subarray(0, n);
}

/** The shopper's selections: which facet (group) each value's selection counts in. */
interface Selection {
  /** Per value: its facet's place in `groups` when that facet has a selection, else -1. */
  groupOfValue: Int16Array;
  /** Per value: 1 when selected. */
  chosen: Uint8Array;
  groups: number;
  /** The group of the selected price bands, or -1. */
  priceGroup: number;
  bands: [number, number][];
  selectedIds: Set<string>;
}

function selectionOf(index: FacetIndex, selected: readonly string[]): Selection {
  const groupOf = new Map<string, number>();
  const chosen = new Uint8Array(index.values.length);
  const selectedIds = new Set<string>();
  const bands: [number, number][] = [];
  for (const id of selected) {
    const band = priceBandOf(id);
    if (band) {
      bands.push(band);
      selectedIds.add(id);
      continue;
    }
    const v = index.valueById.get(id);
    const value = v === undefined ? undefined : index.values[v];
    if (v === undefined || !value) continue;
    selectedIds.add(id);
    chosen[v] = 1;
    if (!groupOf.has(value.filterId)) groupOf.set(value.filterId, groupOf.size);
  }
  const groupOfValue = new Int16Array(index.values.length).fill(-1);
  if (groupOf.size) {
    index.values.forEach((value, v) => {
      groupOfValue[v] = groupOf.get(value.filterId) ?? -1;
    });
  }
  const priceGroup = bands.length ? groupOf.size : -1;
  return {
    groupOfValue,
    chosen,
    groups: groupOf.size + (bands.length ? 1 : 0),
    priceGroup,
    bands,
    selectedIds,
  };
}

/** A list before it is sorted and paged: its products (slots, ascending) and its facets. */
export interface FacetTallied {
  listed: Int32Array;
  facets: Facet[];
}

/**
 * Filters, counts, sorts and pages a list from the index. A value's count is the number of listed
 * products that have it when every other facet's selection applies but not its own, so choosing a
 * value never shrinks the counts of its own facet; values of the page with no product left show 0.
 */
export function queryFacetIndex(index: FacetIndex, request: FacetListRequest): FacetListAnswer {
  const { listed, facets } = tallyFacetIndex(index, request);
  return { productIds: pageOf(index, request, listed), count: listed.length, facets };
}

/** The products a list shows and its facets, as `queryFacetIndex` finds them, not yet paged. */
export function tallyFacetIndex(
  index: FacetIndex,
  request: Omit<FacetListRequest, 'sort' | 'skip' | 'take'>,
): FacetTallied {
  const priceColumn = index.priceIn.get(request.marketId);
  if (!priceColumn) return { listed: new Int32Array(0), facets: [] };
  const base = baseSlots(index, request, priceColumn);
  const selection = selectionOf(index, request.selected);
  const { groupOfValue, chosen, groups, priceGroup, bands } = selection;
  // Each product learns which groups it fails from its own values: the sum of the groups it
  // matches names the one it misses when it misses only one.
  const allGroups = (groups * (groups - 1)) / 2;
  const matchedAt = new Int32Array(groups).fill(-1);

  const sampleEvery = Math.max(1, Math.floor(base.length / PRICE_SAMPLE));
  const sample = new Int32Array(Math.ceil(base.length / sampleEvery));
  const present = new Int32Array(index.values.length);
  const counts = new Int32Array(index.values.length);
  const listed = new Int32Array(base.length);
  const pricesCounted = new Int32Array(base.length);
  let priced = 0;
  let count = 0;
  const { valueStart, valuesOf } = index;
  for (let i = 0; i < base.length; i++) {
    const slot = base[i] as number;
    const price = priceColumn[slot] as number;
    if (i % sampleEvery === 0) sample[i / sampleEvery] = price;
    const start = valueStart[slot] as number;
    const end = valueStart[slot + 1] as number;
    let matched = 0;
    let matchedSum = 0;
    if (groups) {
      for (let k = start; k < end; k++) {
        const v = valuesOf[k] as number;
        const g = groupOfValue[v] as number;
        if (chosen[v] && matchedAt[g] !== slot) {
          matchedAt[g] = slot;
          matched++;
          matchedSum += g;
        }
      }
      if (priceGroup >= 0 && bands.some(([from, to]) => price >= from && price < to)) {
        matched++;
        matchedSum += priceGroup;
      }
    }
    const fails = groups - matched;
    const failing = fails === 1 ? allGroups - matchedSum : -1;
    if (fails === 0) listed[count++] = slot;
    for (let k = start; k < end; k++) {
      const v = valuesOf[k] as number;
      present[v] = (present[v] as number) + 1;
      if (fails === 0 || (fails === 1 && groupOfValue[v] === failing)) counts[v] = (counts[v] as number) + 1;
    }
    if (fails === 0 || (fails === 1 && failing === priceGroup)) pricesCounted[priced++] = price;
  }

  const facets = listFacets(index, request, {
    present,
    counts,
    baseCount: base.length,
    selectedIds: selection.selectedIds,
    sample,
    pricesCounted: pricesCounted.subarray(0, priced),
  });
  return { listed: listed.slice(0, count), facets };
}
