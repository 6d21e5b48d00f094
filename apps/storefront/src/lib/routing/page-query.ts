import { pageReadsKey } from './page-query-keys';
import type { RouteKey } from './route-table';

/**
 * The query string travels to the page inside the path (`/{locale}/{market}/{query}/...`), so that
 * each address is one cached page: Next's page cache keys by path, not by query.
 */

/** The query segment of an address without query. */
export const NO_QUERY = '_';

/**
 * The query of an address as a path segment for a route's page: `_`, or the keys that page reads
 * (`page-query-keys.ts`), base64url. Every other key (tracking, unknown, or only the browser's)
 * leaves the page, and so its cache key, as it was.
 */
export function querySegment(search: string, route: RouteKey | null): string {
  const params = new URLSearchParams(search);
  for (const key of new Set(params.keys())) if (!pageReadsKey(route, key)) params.delete(key);
  const query = params.toString();
  return query === '' ? NO_QUERY : Buffer.from(query, 'utf8').toString('base64url');
}

/** The query a segment carries; a segment that is not one of ours carries none. */
export function queryOfSegment(segment: string): URLSearchParams {
  if (segment === NO_QUERY || !/^[\w-]+$/.test(segment)) return new URLSearchParams();
  return new URLSearchParams(Buffer.from(segment, 'base64url').toString('utf8'));
}

/** A key's value in a query: null when absent, a list when given more than once. */
export function queryValue(query: URLSearchParams, key: string): string | string[] | null {
  const values = query.getAll(key);
  return values.length === 0 ? null : values.length === 1 ? (values[0] as string) : values;
}
