import 'server-only';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { marketsRouting } from '@/lib/routing/channel.server';
import { isLocale } from '@/lib/routing/locales';
import { findMarket } from '@/lib/routing/markets';
import { queryOfSegment } from '@/lib/routing/page-query';
import { enterShopContext, type ShopContext } from '@/lib/shop-context.server';

/** The scope segments the proxy rewrites every page address to. */
export interface ScopeParams {
  locale: string;
  market: string;
}

export interface PageParams extends ScopeParams {
  query: string;
}

/**
 * Every layout and page starts here: the language and market from the path, validated and entered
 * for translations, links and API reads. An unknown one is a page that does not exist.
 */
export async function pageScope(params: Promise<ScopeParams>): Promise<ShopContext> {
  const { locale, market } = await params;
  if (!isLocale(locale) || !findMarket(await marketsRouting(), market)) notFound();
  setRequestLocale(locale);
  return enterShopContext(locale, market);
}

/**
 * The address's query as the proxy passed it in the path: only the keys the route's page reads
 * (`routing/page-query-keys.ts`), so a page that reads a new key names it there.
 */
export async function pageQuery(params: Promise<PageParams>): Promise<URLSearchParams> {
  return queryOfSegment((await params).query);
}

/** The props Next passes a page below `/[locale]/[market]/[query]`, with the page's own params. */
export interface PageProps<Own extends object = object> {
  params: Promise<PageParams & Own>;
}
