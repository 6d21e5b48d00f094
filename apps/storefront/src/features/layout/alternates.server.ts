import 'server-only';
import { marketsRouting } from '@/lib/routing/channel.server';
import { buildHref } from '@/lib/routing/href';
import { LOCALES, type Locale, localeInfo } from '@/lib/routing/locales';
import { marketForLocale } from '@/lib/routing/markets';
import { getShopContext } from '@/lib/shop-context.server';

export interface Alternate {
  locale: Locale;
  /** hreflang value; a locale without an ISO code gets no alternate. */
  hreflang: string;
  href: string;
}

/** The current page in every language, for the language switcher and hreflang links. */
export async function pageAlternates(): Promise<Alternate[]> {
  const [context, markets] = await Promise.all([getShopContext(), marketsRouting()]);
  const alternates: Alternate[] = [];
  for (const locale of LOCALES) {
    const iso = localeInfo[locale].iso;
    if (!iso) {
      console.warn(`Locale ${locale} has no ISO code; no alternate link is generated for it`);
      continue;
    }
    const market = context.marketInPath
      ? marketForLocale(markets, locale, context.market).alias
      : context.market;
    const target = { locale, market, marketInPath: context.marketInPath };
    const href = context.route
      ? buildHref(target, context.route.key, context.route.params)
      : buildHref(target, 'index');
    alternates.push({ locale, hreflang: iso, href });
  }
  return alternates;
}
