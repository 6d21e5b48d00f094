import { DEFAULT_LOCALE, type Locale } from '@/lib/routing/locales';
import { ROUTES, type RouteKey } from '@/lib/routing/route-table';

const KEYS = Object.keys(ROUTES) as RouteKey[];

function pattern(key: RouteKey, locale: Locale): string {
  const { path } = ROUTES[key];
  return typeof path === 'string' ? path : path[locale];
}

/**
 * Routes search engines must not crawl: checkout, account, password reset, previews, and the pages
 * a mailed link or a sign-up leads to.
 */
export function isPrivateRoute(key: RouteKey): boolean {
  const route = ROUTES[key];
  return (
    route.layout === 'undistracted' ||
    (route.guards as readonly string[]).includes('authenticated') ||
    route.pageType === 'account' ||
    key === 'resetPassword' ||
    key === 'previewWidgets' ||
    key === 'contentPreview' ||
    key === 'newsletterConfirm' ||
    key === 'stockAlert'
  );
}

/** Public routes that show nothing worth finding: the 404 page, and favorites (the shopper's own list). */
const UNLISTED: readonly RouteKey[] = ['notFound', 'favorites'];

/** Routes with one fixed address per language that a sitemap lists, in table order (home first). */
export function sitemapRoutes(): RouteKey[] {
  return KEYS.filter(
    (key) => !pattern(key, DEFAULT_LOCALE).includes(':') && !isPrivateRoute(key) && !UNLISTED.includes(key),
  );
}

/**
 * The part of a route's path in a language before its first parameter: every address of the route
 * starts with it (`/checkout/` for `/checkout/:failure`).
 */
export function literalPath(key: RouteKey, locale: Locale): string {
  const path = pattern(key, locale);
  const parameter = path.indexOf(':');
  return parameter === -1 ? path : path.slice(0, parameter);
}

export function privateRoutes(): RouteKey[] {
  return KEYS.filter(isPrivateRoute);
}
