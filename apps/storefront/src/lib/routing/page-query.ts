/**
 * The query string travels to the page inside the path (`/{locale}/{market}/{query}/...`), so that
 * each address is one cached page: Next's page cache keys by path, not by query.
 */

/** The query segment of an address without query. */
export const NO_QUERY = '_';

/**
 * Keys that change nothing the server renders: where the shopper came from, and what the page's
 * scripts do on arrival (`?action=cart#<id>` loads a shared cart in the browser).
 */
const IGNORED_KEY = /^(utm_\w+|gclid|fbclid|msclkid|mc_cid|mc_eid|action)$/i;

/** The query of an address as a path segment: `_`, or the query without ignored keys, base64url. */
export function querySegment(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) if (IGNORED_KEY.test(key)) params.delete(key);
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
