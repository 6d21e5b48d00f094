import 'server-only';
import type { TadaDocumentNode } from 'gql.tada';
import { alternatesOf } from '@/features/layout/alternates';
import { apiKey, commerceUrl } from '@/lib/config.server';
import { request } from '@/lib/graphql/client';
import { graphql } from '@/lib/graphql/graphql';
import { marketsRouting } from '@/lib/routing/channel.server';
import { DEFAULT_LOCALE, type Locale, localeInfo } from '@/lib/routing/locales';
import { type MarketsRouting, marketForLocale } from '@/lib/routing/markets';
import { matchRoute, type RouteKey } from '@/lib/routing/route-table';
import { CHANNEL_ID, marketInPath } from '@/lib/shop-context.server';
import { type SitemapUrl, URLS_PER_SITEMAP } from './sitemap-xml';

/** Pages of the route table itself that search engines should know; the API lists the rest. */
export const STATIC_ROUTES: RouteKey[] = ['index', 'brands', 'news', 'manuals'];

const SitemapEntriesQuery = graphql(`
  query SitemapEntries($channelId: String, $marketId: String, $languageId: String, $skip: Int, $take: Int) {
    sitemapEntries(channelId: $channelId, marketId: $marketId, languageId: $languageId, skip: $skip, take: $take) {
      count
      entries { canonicalUrl lastModified }
    }
  }
`);

/** Sitemaps change slowly; the API is asked at most this often per file. */
const REVALIDATE_SECONDS = 3600;

function ask<Data, Variables extends Record<string, unknown>>(
  locale: Locale,
  market: string,
  document: TadaDocumentNode<Data, Variables>,
  variables: Omit<Variables, 'channelId' | 'marketId' | 'languageId'>,
) {
  return request(
    {
      endpoint: `${commerceUrl()}/graphql`,
      apiKey: apiKey(),
      scope: { channelId: CHANNEL_ID, marketId: market, languageId: localeInfo[locale].iso },
      fetchOptions: { next: { revalidate: REVALIDATE_SECONDS } },
    },
    document,
    variables,
  );
}

/** A language's own market: the one its sitemap lists products of and its addresses carry. */
function marketOf(markets: MarketsRouting, locale: Locale): string {
  return marketForLocale(markets, locale).alias;
}

/** How many addresses a language's sitemap holds. */
export async function addressCount(locale: Locale): Promise<number> {
  const markets = await marketsRouting();
  const { sitemapEntries } = await ask(locale, marketOf(markets, locale), SitemapEntriesQuery, {
    skip: 0,
    take: 0,
  });
  return STATIC_ROUTES.length + sitemapEntries.count;
}

/**
 * The addresses of one sitemap file of a language: the static routes first, then the API's list
 * pages, content pages and products, each with its alternates in every language.
 */
export async function sitemapUrls(locale: Locale, fileIndex: number): Promise<SitemapUrl[] | null> {
  const markets = await marketsRouting();
  const start = fileIndex * URLS_PER_SITEMAP;
  const end = start + URLS_PER_SITEMAP;
  const routes: {
    key: RouteKey;
    params: Record<string, string | string[] | undefined>;
    lastModified?: string | null;
  }[] = STATIC_ROUTES.slice(start, end).map((key) => ({ key, params: {} }));
  const skip = Math.max(start - STATIC_ROUTES.length, 0);
  const take = end - STATIC_ROUTES.length - skip;
  const { sitemapEntries } = await ask(locale, marketOf(markets, locale), SitemapEntriesQuery, {
    skip,
    take,
  });
  if (fileIndex > 0 && sitemapEntries.entries.length === 0) return null;
  for (const entry of sitemapEntries.entries) {
    const route = matchRoute(entry.canonicalUrl, DEFAULT_LOCALE);
    if (route) routes.push({ key: route.key, params: route.params, lastModified: entry.lastModified });
  }
  const options = { marketInPath: marketInPath(), markets };
  return routes.flatMap((route) => {
    const alternates = alternatesOf(route, options);
    const own = alternates.find((a) => a.locale === locale);
    return own ? [{ loc: own.href, lastModified: route.lastModified, alternates }] : [];
  });
}
