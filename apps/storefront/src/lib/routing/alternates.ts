import type { LinkTarget } from '@/lib/routing/href';
import { DEFAULT_LOCALE, LOCALES, type Locale, localeInfo } from '@/lib/routing/locales';
import { type MarketsRouting, marketForLocale } from '@/lib/routing/markets';

export interface Alternate {
  locale: Locale;
  /** hreflang value; a locale without an ISO code gets no alternate. */
  hreflang: string;
  href: string;
}

/**
 * One address in every language: `hrefIn` builds it for a language and market. With markets in
 * the path, each language keeps the given market when it allows the language, else takes its own.
 */
export function alternatesOf(
  markets: MarketsRouting,
  from: { market: string; marketInPath: boolean },
  hrefIn: (target: LinkTarget) => string,
): Alternate[] {
  const alternates: Alternate[] = [];
  for (const locale of LOCALES) {
    const iso = localeInfo[locale].iso;
    if (!iso) {
      console.warn(`Locale ${locale} has no ISO code; no alternate link is generated for it`);
      continue;
    }
    const market = from.marketInPath ? marketForLocale(markets, locale, from.market).alias : from.market;
    alternates.push({
      locale,
      hreflang: iso,
      href: hrefIn({ locale, market, marketInPath: from.marketInPath }),
    });
  }
  return alternates;
}

/** The alternate search engines show a shopper whose language is none of ours: the default language's. */
export function xDefaultOf(alternates: readonly Alternate[]): Alternate | undefined {
  return alternates.find((a) => a.locale === DEFAULT_LOCALE);
}
