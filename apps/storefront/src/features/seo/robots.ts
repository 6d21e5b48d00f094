import { type LinkTarget, localePrefix, prefixed } from '@/lib/routing/href';
import { literalPath, privateRoutes } from './indexed-routes';

/** Paths of the storefront's own API and data routes, in no language. */
const API_PATHS = ['/api/', '/graphql'];

/**
 * What robots must not crawl, as path prefixes: every private route in every language (and
 * market, when markets are in the path) the shop answers in, and the API. A prefix another one
 * already covers is left out.
 */
export function disallowedPaths(targets: readonly LinkTarget[]): string[] {
  const paths = new Set(API_PATHS);
  for (const target of targets) {
    for (const key of privateRoutes()) {
      paths.add(prefixed(localePrefix(target), literalPath(key, target.locale)));
    }
  }
  const all = [...paths];
  return all.filter((path) => !all.some((other) => other !== path && isCoveredBy(path, other)));
}

function isCoveredBy(path: string, prefix: string): boolean {
  return path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/** robots.txt: the shop is open to every robot except the disallowed paths; the sitemap index is named. */
export function robotsTxt({ disallow, sitemap }: { disallow: readonly string[]; sitemap: string }): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${sitemap}`,
    '',
  ].join('\n');
}
