import 'server-only';
import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { cache } from 'react';
import { readRoutingHeaders } from '@/lib/routing/headers';
import { buildHref, catalogHref, type LinkTarget } from '@/lib/routing/href';
import { DEFAULT_LOCALE, isLocale, type Locale, localeInfo } from '@/lib/routing/locales';
import { FALLBACK_MARKET, marketInPath } from '@/lib/routing/markets';
import type { RouteKey, RouteParams } from '@/lib/routing/route-table';

export const CHANNEL_ID = '1|se';

export interface ShopContext extends LinkTarget {
  languageId: string;
  route: { key: RouteKey; params: RouteParams } | null;
  /** The path as the shopper requested it. */
  pathname: string;
}

/** The request's language, market and route, as the proxy decided them. */
export const getShopContext = cache(async (): Promise<ShopContext> => {
  const [h, requested] = await Promise.all([headers(), getLocale()]);
  const locale: Locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  const routing = readRoutingHeaders(h);
  return {
    locale,
    market: routing.market ?? FALLBACK_MARKET,
    marketInPath: marketInPath(),
    languageId: localeInfo[locale].iso,
    route: routing.route ?? null,
    pathname: routing.pathname ?? '/',
  };
});

/** Link helpers bound to the request's language and market. */
export async function getLinks() {
  const context = await getShopContext();
  return {
    route: (key: RouteKey, params?: RouteParams, query?: Record<string, string | number | undefined>) =>
      buildHref(context, key, params, query),
    catalog: (canonicalUrl: string, query?: Record<string, string | number | undefined>) =>
      catalogHref(context, canonicalUrl, query),
  };
}
