import { percentDecode } from '../percent-decode';

/** Served by route handlers or Next itself, not by the route table. */
const NOT_PAGES =
  /^\/(?:graphql(?:\/|$)|auth\/|api\/|images\/|documents\/|sitemap\/|_next\/)|\.[a-zA-Z0-9]+$/;

/** Whether a request path is a page the proxy routes (rather than a file, feed or API). */
export function isPagePath(pathname: string): boolean {
  return !NOT_PAGES.test(pathname);
}

/**
 * Whether every percent-escape of a path decodes (to UTF-8). Next decodes route parameters and
 * fails with a 500 on `/images/products/%` or `/s/%FF`; such an address must be refused first.
 */
export function isDecodablePath(pathname: string): boolean {
  return percentDecode(pathname) !== null;
}
