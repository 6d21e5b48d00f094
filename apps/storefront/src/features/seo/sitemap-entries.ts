import {
  type Alternate,
  type ApiAlternate,
  alternatesOf,
  alternateUrl,
  xDefaultOf,
} from '@/lib/routing/alternates';
import { buildHref, catalogHref, type LinkTarget } from '@/lib/routing/href';
import type { Publication } from '@/lib/routing/locale-domains';
import type { Locale } from '@/lib/routing/locales';
import type { MarketsRouting } from '@/lib/routing/markets';
import type { RouteKey } from '@/lib/routing/route-table';
import type { SitemapEntry } from './sitemap-xml';

/**
 * A page a sitemap lists: a route of the table, or a catalog page by the path the API gives, and
 * its path in each language when that differs by language (ADR 71).
 */
export type SitemapPage = { route: RouteKey } | { canonicalUrl: string; alternates?: ApiAlternate[] };

export interface SitemapScope extends Publication {
  /** Scheme and host the addresses start with, e.g. https://www.example.se */
  origin: string;
  locale: Locale;
  /** The market the language's pages are shown in. */
  market: string;
  marketInPath: boolean;
  markets: MarketsRouting;
}

function hrefOf(page: SitemapPage, target: LinkTarget): string {
  if ('route' in page) return buildHref(target, page.route);
  return catalogHref(target, alternateUrl(page.alternates, target.locale, page.canonicalUrl));
}

/**
 * A page's sitemap entry in the scope's language: its absolute address, and the same page in
 * every language (as the page's own hreflang links name them) plus x-default.
 */
export function sitemapEntry(page: SitemapPage, scope: SitemapScope): SitemapEntry {
  const alternates = alternatesOf(scope.markets, scope, (target) => hrefOf(page, target), scope);
  const own = alternates.find((a) => a.locale === scope.locale);
  const xDefault = xDefaultOf(alternates);
  const links = alternates.map(({ hreflang, href }: Alternate) => ({ hreflang, href }));
  if (xDefault) links.push({ hreflang: 'x-default', href: xDefault.href });
  return {
    loc: own?.href ?? `${scope.origin}${hrefOf(page, scope)}`,
    alternates: links,
  };
}
