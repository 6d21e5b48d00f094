import { type LinkTarget, localePrefix, prefixed } from './locale-prefix';
import { queryString } from './query-string';
import { matchRoute, type RouteKey, type RouteParams, routePath } from './route-table';
import { sameSitePath } from './same-site-path';

export { type LinkTarget, localePrefix, prefixed };

/** Where the header's search form goes without JavaScript, with the term as `q`; the proxy sends it on. */
export const SEARCH_FORM_PATH = '/s';
export const searchFormHref = (target: LinkTarget) => prefixed(localePrefix(target), SEARCH_FORM_PATH);

function withQuery(path: string, query?: Record<string, string | number | undefined>): string {
  const entries = Object.entries(query ?? {}).filter(([, v]) => v !== undefined && v !== '');
  if (entries.length === 0) return path;
  return `${path}?${queryString(new URLSearchParams(entries.map(([k, v]) => [k, String(v)])))}`;
}

/** The address of a route in the target's language and market. */
export function buildHref(
  target: LinkTarget,
  key: RouteKey,
  params: RouteParams = {},
  query?: Record<string, string | number | undefined>,
): string {
  return withQuery(prefixed(localePrefix(target), routePath(key, target.locale, params)), query);
}

/** The address of a catalog page whose path the API gives (`/p/{alias}`, `/c/{a}/{b}`, `/b/{alias}`). */
export function catalogHref(
  target: LinkTarget,
  canonicalUrl: string,
  query?: Record<string, string | number | undefined>,
): string {
  return withQuery(prefixed(localePrefix(target), canonicalUrl), query);
}

const ABSOLUTE = /^https?:\/\//i;

/**
 * The address of a link the API gives (a menu item's `canonicalUrl`): a path of the shop in the
 * target's language and market, or an absolute address as it is; null for anything else.
 */
export function linkHref(target: LinkTarget, url: string | null | undefined): string | null {
  if (!url) return null;
  if (ABSOLUTE.test(url)) return url;
  const path = sameSitePath(url);
  return path === null ? null : catalogHref(target, path);
}

/**
 * The route of an address shown in the browser, in the target's language and market. A path
 * without the language's prefix is read as it stands: a language on a domain of its own has none
 * there (ADR 71).
 */
export function routeOfPathname(pathname: string, target: LinkTarget) {
  const prefix = localePrefix(target);
  const prefixed = pathname === prefix || pathname.startsWith(`${prefix}/`);
  return matchRoute((prefixed ? pathname.slice(prefix.length) : pathname) || '/', target.locale);
}
