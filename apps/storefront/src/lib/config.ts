/** The storefront's business and behaviour settings, in one typed place. */
import type { graphql } from '@/lib/graphql/graphql';

export const CUSTOMER_TYPES = [
  { type: 'PERSON', vat: true },
  { type: 'ORGANIZATION', vat: false },
] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number]['type'];
export const DEFAULT_CUSTOMER_TYPE: CustomerType = 'PERSON';

export function isCustomerType(value: unknown): value is CustomerType {
  return CUSTOMER_TYPES.some((c) => c.type === value);
}

export function vatIncludedFor(type: CustomerType): boolean {
  return CUSTOMER_TYPES.find((c) => c.type === type)?.vat ?? true;
}

/** Smallest width of each viewport class; narrower than tablet is phone. */
export const BREAKPOINTS = { tablet: 768, laptop: 1024, desktop: 1280, desktopBig: 1600 } as const;
export type Viewport = 'phone' | keyof typeof BREAKPOINTS;
/**
 * The width the server renders every page at, a desktop's: a page is cached per address for every
 * device (ADR 72); the browser sets the viewport class once the page runs.
 */
export const SERVER_VIEWPORT_WIDTH = 1360;

export function viewportOf(width: number): Viewport {
  if (width >= BREAKPOINTS.desktopBig) return 'desktopBig';
  if (width >= BREAKPOINTS.desktop) return 'desktop';
  if (width >= BREAKPOINTS.laptop) return 'laptop';
  if (width >= BREAKPOINTS.tablet) return 'tablet';
  return 'phone';
}

export const TIMING = {
  toastMs: 5000,
  loadingBarThrottleMs: 200,
  loadingBarDurationMs: 5000,
  loadingBarHideDelayMs: 500,
  pageLoadingDelayMs: 1000,
  pageLoadingPollMs: 100,
  chunkReloadGuardMs: 60_000,
  /** A token is refreshed after 900 × its seconds left in milliseconds: at 90 % of its life. */
  refreshFactor: 900,
  /** A refresh the API could not answer is tried again after this long. */
  sessionRetryMs: 30_000,
} as const;

/** A list order: the API's SortType. */
export type ListSort = ReturnType<typeof graphql.scalar<'SortType'>>;
/** The orders a shopper can pick; RELEVANCE is added only where there is a search. */
export const LIST_SORTS: readonly ListSort[] = ['LATEST', 'MOST_SOLD', 'PRICE', 'PRICE_DESC', 'ALPHABETICAL'];
export const DEFAULT_LIST_SORT: ListSort = 'LATEST';
/** Routes whose list is sorted otherwise than the default: route key and sort. */
export const CUSTOM_SORT_ROUTES: { route: string; sort: ListSort }[] = [{ route: 'news', sort: 'LATEST' }];

/** A list's sort when the shopper chose none: search routes by relevance, custom routes as configured. */
export function defaultSortFor(routeKey: string): ListSort {
  if (routeKey === 'search') return 'RELEVANCE';
  return CUSTOM_SORT_ROUTES.find((r) => r.route === routeKey)?.sort ?? DEFAULT_LIST_SORT;
}
