import { pathInScope } from '@/lib/routing/language-paths';
import type { Locale } from '@/lib/routing/locales';
import type { ShopState } from './shop-store';

type Scope = Pick<ShopState, 'locale' | 'market' | 'marketInPath' | 'markets' | 'wordedPaths'>;

/**
 * Where a change to the market `alias` takes the page at `pathname`: the same page in that market,
 * in the page's language when the market has it, else in the market's own (Danmark has no Swedish:
 * the Swedish site's product page becomes the Danish one). Null for a market the channel lacks.
 */
export function marketChangeTarget(
  scope: Scope,
  alias: string,
  pathname: string,
): { locale: Locale; href: string } | null {
  const market = scope.markets.find((m) => m.alias === alias);
  if (!market) return null;
  const locale = market.locales.includes(scope.locale) ? scope.locale : market.defaultLocale;
  const from = { locale: scope.locale, market: scope.market, marketInPath: scope.marketInPath };
  const to = { locale, market: alias, marketInPath: scope.marketInPath };
  return { locale, href: pathInScope(pathname, from, to, scope.wordedPaths) };
}
