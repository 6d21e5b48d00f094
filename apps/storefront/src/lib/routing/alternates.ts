import type { LinkTarget } from '@/lib/routing/href';
import { type Publication, publishedHref } from '@/lib/routing/locale-domains';
import { DEFAULT_LOCALE, LOCALES, type Locale, localeInfo } from '@/lib/routing/locales';
import { type MarketsRouting, marketForLocale } from '@/lib/routing/markets';

export interface Alternate {
  locale: Locale;
  /** hreflang value; a locale without an ISO code gets no alternate. */
  hreflang: string;
  href: string;
}

/**
 * One address in every language, absolute as it is published (a language with a domain of its own
 * at its domain, ADR 71): `hrefIn` builds its path for a language and market. With markets in the
 * path, each language keeps the given market when it allows the language, else takes its own.
 */
export function alternatesOf(
  markets: MarketsRouting,
  from: { market: string; marketInPath: boolean },
  hrefIn: (target: LinkTarget) => string,
  at: Publication,
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
      href: publishedHref(hrefIn, { locale, market, marketInPath: from.marketInPath }, at),
    });
  }
  return alternates;
}

/** The alternate search engines show a shopper whose language is none of ours: the default language's. */
export function xDefaultOf(alternates: readonly Alternate[]): Alternate | undefined {
  return alternates.find((a) => a.locale === DEFAULT_LOCALE);
}

/** A page's address as the API gives it in each language (ADR 71). */
export interface ApiAlternate {
  languageCode: string;
  canonicalUrl: string;
}

/** The API's address of a page in a language, else the address it gave in the page's own. */
export function alternateUrl(alternates: readonly ApiAlternate[] | undefined, locale: Locale, own: string) {
  return alternates?.find((a) => a.languageCode === locale)?.canonicalUrl ?? own;
}
