import { type Alternate, alternatesOf, xDefaultOf } from '@/lib/routing/alternates';
import { buildHref, catalogHref, type LinkTarget } from '@/lib/routing/href';
import type { Locale } from '@/lib/routing/locales';
import type { MarketsRouting } from '@/lib/routing/markets';
import type { RouteKey } from '@/lib/routing/route-table';
import type { SitemapEntry } from './sitemap-xml';

/** A page a sitemap lists: a route of the table, or a catalog page by the path the API gives. */
export type SitemapPage = { route: RouteKey } | { canonicalUrl: string };

export interface SitemapScope {
  /** Scheme and host the addresses start with, e.g. https://www.example.se */
  origin: string;
  locale: Locale;
  /** The market the language's pages are shown in. */
  market: string;
  marketInPath: boolean;
  markets: MarketsRouting;
}

function hrefOf(page: SitemapPage, target: LinkTarget): string {
  return 'route' in page ? buildHref(target, page.route) : catalogHref(target, page.canonicalUrl);
}

/**
 * A page's sitemap entry in the scope's language: its absolute address, and the same page in
 * every language (as the page's own hreflang links name them) plus x-default.
 */
export function sitemapEntry(page: SitemapPage, scope: SitemapScope): SitemapEntry {
  const alternates = alternatesOf(scope.markets, scope, (target) => `${scope.origin}${hrefOf(page, target)}`);
  const own = alternates.find((a) => a.locale === scope.locale);
  const xDefault = xDefaultOf(alternates);
  const links = alternates.map(({ hreflang, href }: Alternate) => ({ hreflang, href }));
  if (xDefault) links.push({ hreflang: 'x-default', href: xDefault.href });
  return {
    loc: own?.href ?? `${scope.origin}${hrefOf(page, scope)}`,
    alternates: links,
  };
}
