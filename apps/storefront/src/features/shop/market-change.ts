import { pathInScope } from '@/lib/routing/language-paths';
import type { Locale } from '@/lib/routing/locales';
import type { ShopState } from './shop-store';

type Scope = Pick<ShopState, 'locale' | 'market' | 'marketInPath' | 'bases' | 'markets' | 'wordedPaths'>;

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
  const { marketInPath, bases } = scope;
  const from = { locale: scope.locale, market: scope.market, marketInPath, bases };
  // A language on another host is linked with the market in its address (ADR 71): the new one.
  const base = bases?.[locale];
  const there = base?.startsWith('http') ? `${new URL(base).origin}/${alias}/${locale}` : base;
  const to = { locale, market: alias, marketInPath, bases: bases && { ...bases, [locale]: there } };
  return { locale, href: pathInScope(pathname, from, to, scope.wordedPaths) };
}
