import { localePrefix } from '@/lib/routing/href';
import { LOCALES } from '@/lib/routing/locales';
import { ROUTES, type RouteKey } from '@/lib/routing/route-table';

/** Checkout, account and preview pages: personal or unpublished, never for search engines. */
export const PRIVATE_ROUTES: RouteKey[] = [
  'checkout',
  'checkoutConfirm',
  'checkoutFailure',
  'account',
  'orders',
  'settings',
  'balance',
  'resetPassword',
  'previewWidgets',
];

/** The part of a route's path before its first parameter, e.g. /checkout/ of /checkout/:failure. */
function literalPrefix(pattern: string): string {
  const at = pattern.indexOf(':');
  return at === -1 ? pattern : pattern.slice(0, at);
}

/** Every language's path prefix of the private routes; with markets in the path, any market. */
export function disallowedPaths(marketInPath: boolean): string[] {
  const paths = new Set<string>();
  for (const locale of LOCALES) {
    const prefix = marketInPath ? `/*/${locale}` : localePrefix({ locale, market: '', marketInPath: false });
    for (const key of PRIVATE_ROUTES) {
      const { path } = ROUTES[key];
      paths.add(prefix + literalPrefix(typeof path === 'string' ? path : path[locale]));
    }
  }
  return [...paths].sort();
}

export function robotsTxt(origin: string, marketInPath: boolean): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths(marketInPath).map((path) => `Disallow: ${path}`),
    // Content previews: /{alias}?preview=true and /content/{alias}?preview=true.
    'Disallow: /*preview=true',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
