/**
 * The highest page number an address is read as. A list's `skip` must fit GraphQL's 32-bit Int
 * (page 107374184 of 20 does not); no list of ours comes near a million pages, so a higher
 * number reads as this one and lands beyond the last page like any other.
 */
export const MAX_PAGE_NUMBER = 1_000_000;

/**
 * The page a list address asks for with `?page=` (or `?reviews=`): a whole number from 1. Anything
 * else (missing, empty, negative, zero, a fraction, a word, the parameter twice) is page 1.
 */
export function parsePageNumber(value: string | readonly string[] | null | undefined): number {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return 1;
  return Math.min(Math.max(1, Number(value)), MAX_PAGE_NUMBER);
}

/** How many pages a list of `count` items has; an empty list still has its first page. */
export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** Whether a page lies beyond a list's last page: such an address answers 404. */
export function isBeyondLastPage(page: number, count: number, pageSize: number): boolean {
  return page > pageCount(count, pageSize);
}
