import type { MarketOption } from './shop-store';

export interface MarketGroup {
  key: string;
  markets: MarketOption[];
}

/**
 * The markets a shopper may choose, grouped by their group key, groups and markets in the channel's
 * order. Markets kept for checkout are offered only there.
 */
export function groupMarkets(markets: readonly MarketOption[], inCheckout: boolean): MarketGroup[] {
  const groups = new Map<string, MarketOption[]>();
  for (const market of markets) {
    if (market.onlyDisplayInCheckout && !inCheckout) continue;
    const group = groups.get(market.groupKey);
    if (group) group.push(market);
    else groups.set(market.groupKey, [market]);
  }
  return [...groups].map(([key, grouped]) => ({ key, markets: grouped }));
}

/**
 * The countries the checkout offers: every market but the platform's virtual ones, those kept for
 * the checkout alone among them, in the channel's order.
 */
export function checkoutMarkets(markets: readonly MarketOption[]): MarketOption[] {
  return markets.filter((market) => !market.virtual);
}
