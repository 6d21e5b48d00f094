/** The orders a list can be sorted in; the schema's SortType. */
export const SORT_ORDERS = [
  'RELEVANCE',
  'LATEST',
  'MOST_SOLD',
  'PRICE',
  'PRICE_DESC',
  'ALPHABETICAL',
] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const DEFAULT_SORT = 'LATEST' satisfies SortOrder;
