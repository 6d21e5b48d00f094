import type { FacetIndex } from './facet-index.ts';
import { pageOf } from './facet-paging.ts';
import {
  type FacetListAnswer,
  type FacetListRequest,
  type FacetTallied,
  tallyFacetIndex,
} from './facet-query.ts';

/** Listed products the remembered answers hold in all (4 bytes each): about 16 MB. */
const REMEMBERED_SLOTS = 4_000_000;
/**
 * What one answer costs besides its listed products (its key and facet counts), in slots: an
 * answer that lists nothing still counts, so answers to varied requests cannot grow without end.
 */
const ANSWER_SLOTS = 2_500;

const slotsOf = (answer: FacetTallied) => answer.listed.length + ANSWER_SLOTS;

interface Remembered extends FacetTallied {
  /** When a campaign starts or ends, which changes the discount facet: the answer holds until then. */
  until: number;
}

/** Per index: a rebuilt index starts with none, and a price change forgets them all. */
const answersOf = new WeakMap<FacetIndex, { answers: Map<string, Remembered>; slots: number }>();

/** The first time after `now` that a campaign starts or ends; Infinity when none will. */
function nextCampaignChange(index: FacetIndex, now: number): number {
  let next = Number.POSITIVE_INFINITY;
  for (const { startsAt, endsAt } of index.campaigns.values()) {
    if (startsAt > now) next = Math.min(next, startsAt);
    else if (endsAt !== null && endsAt > now) next = Math.min(next, endsAt);
  }
  return next;
}

/**
 * `queryFacetIndex`, with each list's products and facets remembered for its other pages and sort
 * orders and its next shopper: filtering and counting is done once per list until the index
 * changes (a price) or a campaign starts or ends. A search is not remembered: its words vary.
 */
export function answerFromFacetIndex(index: FacetIndex, request: FacetListRequest): FacetListAnswer {
  // A search's words and a list of given products vary too much to be worth remembering.
  const remember = !request.relevance && !request.productIds;
  const tallied = remember ? rememberedTally(index, request) : tallyFacetIndex(index, request);
  return {
    productIds: pageOf(index, request, tallied.listed),
    count: tallied.listed.length,
    facets: tallied.facets,
  };
}

function rememberedTally(index: FacetIndex, request: FacetListRequest): FacetTallied {
  let held = answersOf.get(index);
  if (!held) {
    held = { answers: new Map(), slots: 0 };
    answersOf.set(index, held);
  }
  const key = JSON.stringify([
    request.marketId,
    request.languageCode,
    request.baseValueIds,
    [...request.selected].sort(),
    request.price?.lowest ?? null,
    request.price?.highest ?? null,
  ]);
  const answer = held.answers.get(key);
  if (answer && answer.until > request.now) return answer;
  if (answer) {
    held.answers.delete(key);
    held.slots -= slotsOf(answer);
  }
  const tallied = { ...tallyFacetIndex(index, request), until: nextCampaignChange(index, request.now) };
  held.answers.set(key, tallied);
  held.slots += slotsOf(tallied);
  for (const [oldest, remembered] of held.answers) {
    if (held.slots <= REMEMBERED_SLOTS || oldest === key) break;
    held.answers.delete(oldest);
    held.slots -= slotsOf(remembered);
  }
  return tallied;
}

/** How many answers are remembered for the index (at most REMEMBERED_SLOTS / ANSWER_SLOTS). */
export function rememberedAnswerCount(index: FacetIndex): number {
  return answersOf.get(index)?.answers.size ?? 0;
}

/** After a price change: lists filter, band and count by the new price from their next request. */
export function forgetFacetAnswers(index: FacetIndex) {
  answersOf.delete(index);
}
