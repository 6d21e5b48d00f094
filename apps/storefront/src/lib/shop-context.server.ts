import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { buildHref, catalogHref, type LinkTarget, linkHref } from '@/lib/routing/href';
import { linkBases, localeDomains } from '@/lib/routing/locale-domains';
import { isLocale, type Locale, localeInfo } from '@/lib/routing/locales';
import { marketInPath } from '@/lib/routing/markets';
import type { RouteKey, RouteParams } from '@/lib/routing/route-table';
import { SCOPE_HEADERS } from '@/lib/routing/scope-headers';
import { siteOrigin } from '@/lib/site-origin';

export interface ShopContext extends LinkTarget {
  languageId: string;
}

/**
 * One holder per request render. The route carries the scope (`/[locale]/[market]/...`), never a
 * header or cookie, so a page is the same for every shopper of its market and language and can be
 * cached; layouts and pages enter it from their params (see `pageScope`).
 */
const holder = cache((): { context?: ShopContext } => ({}));

/** Where a page in the language and market links: its prefix, or its domain (ADR 71). */
export function linkTarget(locale: Locale, market: string): LinkTarget {
  const bases = linkBases(locale, market, localeDomains(), siteOrigin());
  return { locale, market, marketInPath: marketInPath(), ...(bases ? { bases } : {}) };
}

export function enterShopContext(locale: Locale, market: string): ShopContext {
  const context = { ...linkTarget(locale, market), languageId: localeInfo[locale].iso };
  holder().context = context;
  return context;
}

/**
 * The language and market of the page being rendered, or of the server action being run (actions
 * run outside a page render: the proxy's request headers tell theirs).
 */
export async function getShopContext(): Promise<ShopContext> {
  const { context } = holder();
  if (context) return context;
  const requested = await headers();
  const locale = requested.get(SCOPE_HEADERS.locale);
  const market = requested.get(SCOPE_HEADERS.market);
  if (!isLocale(locale) || !market) {
    throw new Error('No shop context: the layout or page must call pageScope(params) first');
  }
  return enterShopContext(locale, market);
}

/** Link helpers bound to a language and market, the page's own by default. */
export async function getLinks(target?: LinkTarget) {
  const context = target ?? (await getShopContext());
  return {
    route: (key: RouteKey, params?: RouteParams, query?: Record<string, string | number | undefined>) =>
      buildHref(context, key, params, query),
    catalog: (canonicalUrl: string, query?: Record<string, string | number | undefined>) =>
      catalogHref(context, canonicalUrl, query),
    /** A link the API gives; null when it is no address. */
    link: (url: string | null | undefined) => linkHref(context, url),
  };
}
