import type { FacetIndex } from './facet-index.ts';
import type { SortOrder } from './list-order.ts';

interface PageRequest {
  marketId: number;
  languageCode: string;
  relevance?: Float32Array | null;
  sort: SortOrder;
  skip: number;
  take: number;
}

/** The order a list is sorted in, every slot once; undefined for a market without prices. */
function orderOf(index: FacetIndex, request: PageRequest): Int32Array | undefined {
  const { orders } = index;
  switch (request.sort) {
    case 'MOST_SOLD':
      return orders.mostSold;
    case 'PRICE':
    case 'PRICE_DESC':
      return orders.price.get(request.marketId);
    case 'ALPHABETICAL':
      return orders.alphabetical.get(request.languageCode) ?? orders.alphabetical.get('sv');
    default:
      return orders.latest;
  }
}

/** The requested page of the listed slots (ascending), as product ids in the sort order. */
export function pageOf(index: FacetIndex, request: PageRequest, listed: Int32Array): number[] {
  const skip = Math.max(request.skip, 0);
  const take = Math.max(request.take, 0);
  if (take === 0 || skip >= listed.length) return [];
  const relevance = request.relevance;
  if (request.sort === 'RELEVANCE' && relevance) {
    return topByRelevance(listed, relevance, skip + take)
      .slice(skip)
      .map((slot) => index.productIds[slot] as number);
  }
  const order = orderOf(index, request);
  if (!order) return [];
  if (marks.length < index.size) marks = new Uint8Array(index.size);
  const isListed = marks;
  for (const slot of listed) isListed[slot] = 1;
  const descending = request.sort === 'PRICE_DESC';
  const want = Math.min(skip + take, listed.length);
  const ids: number[] = [];
  // The walk ends at the last product of the page: a narrow list near the start of its order, or
  // a page near the start of a broad one, reads little of the order.
  for (let i = 0, found = 0; i < order.length && found < want; i++) {
    const slot = order[descending ? order.length - 1 - i : i] as number;
    if (!isListed[slot]) continue;
    if (found++ >= skip) ids.push(index.productIds[slot] as number);
  }
  for (const slot of listed) isListed[slot] = 0;
  return ids;
}

/**
 * Which slots a page lists, set and cleared again within one synchronous call: kept between
 * requests, so a page costs no allocation of the catalog's size.
 */
let marks = new Uint8Array(0);

/** Beyond this many, the best of a search are found by sorting them all. */
const TOP_BY_INSERTION = 500;

/**
 * The `want` listed slots of highest relevance, best first. Slots are walked from the top, so ties
 * go to the newer product, as in the other orders; a page near the start is picked in one pass,
 * without sorting every match.
 */
function topByRelevance(listed: Int32Array, relevance: Float32Array, want: number): number[] {
  const score = (slot: number) => relevance[slot] as number;
  const best: number[] = [];
  if (want > TOP_BY_INSERTION) {
    for (let i = listed.length - 1; i >= 0; i--) best.push(listed[i] as number);
    return best.sort((a, b) => score(b) - score(a) || b - a).slice(0, want);
  }
  for (let i = listed.length - 1; i >= 0; i--) {
    const slot = listed[i] as number;
    const value = score(slot);
    if (best.length === want && value <= score(best[want - 1] as number)) continue;
    let at = best.length;
    while (at > 0 && score(best[at - 1] as number) < value) at--;
    best.splice(at, 0, slot);
    if (best.length > want) best.pop();
  }
  return best;
}
