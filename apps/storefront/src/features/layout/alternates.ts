import { buildHref } from '@/lib/routing/href';
import { DEFAULT_LOCALE, LOCALES, type Locale, localeInfo } from '@/lib/routing/locales';
import { type MarketsRouting, marketForLocale } from '@/lib/routing/markets';
import type { RouteKey, RouteParams } from '@/lib/routing/route-table';

export interface Alternate {
  locale: Locale;
  /** hreflang value; a locale without an ISO code gets no alternate. */
  hreflang: string;
  href: string;
}

/**
 * A route in every language, for hreflang links, the language switcher and sitemaps. With markets
 * in the path each language gets the chosen market when it allows the language, else its own.
 */
export function alternatesOf(
  route: { key: RouteKey; params: RouteParams },
  options: { marketInPath: boolean; markets: MarketsRouting; chosenMarket?: string },
): Alternate[] {
  const alternates: Alternate[] = [];
  for (const locale of LOCALES) {
    const iso = localeInfo[locale].iso;
    if (!iso) {
      console.warn(`Locale ${locale} has no ISO code; no alternate link is generated for it`);
      continue;
    }
    const market = options.marketInPath
      ? marketForLocale(options.markets, locale, options.chosenMarket).alias
      : (options.chosenMarket ?? options.markets.fallback);
    const target = { locale, market, marketInPath: options.marketInPath };
    alternates.push({ locale, hreflang: iso, href: buildHref(target, route.key, route.params) });
  }
  return alternates;
}

/** The x-default alternate: the page in the default language. */
export function xDefaultOf(alternates: readonly Alternate[]): Alternate | undefined {
  return alternates.find((a) => a.locale === DEFAULT_LOCALE);
}
