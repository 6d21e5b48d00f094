import { describe, expect, it } from 'vitest';
import { checkoutMarkets, groupMarkets } from './market-groups';
import type { MarketOption } from './shop-store';

const market = (alias: string, groupKey: string, onlyDisplayInCheckout = false): MarketOption => ({
  alias,
  country: alias.toUpperCase(),
  countryCode: alias.toUpperCase(),
  currency: 'EUR',
  groupKey,
  onlyDisplayInCheckout,
  virtual: false,
  locales: ['en'],
  defaultLocale: 'en',
});

const aliases = (groups: ReturnType<typeof groupMarkets>) =>
  groups.map((g) => [g.key, g.markets.map((m) => m.alias)]);

describe('groupMarkets', () => {
  it('groups markets by their key, in the order the channel lists them', () => {
    const markets = [
      market('se', 'nordic'),
      market('eu', 'europe'),
      market('dk', 'nordic'),
      market('fi', 'nordic'),
    ];
    expect(aliases(groupMarkets(markets, false))).toEqual([
      ['nordic', ['se', 'dk', 'fi']],
      ['europe', ['eu']],
    ]);
  });

  it('offers checkout-only markets in checkout only, and leaves out a group left empty', () => {
    const markets = [market('se', 'nordic'), market('ch', 'europe', true)];
    expect(aliases(groupMarkets(markets, false))).toEqual([['nordic', ['se']]]);
    expect(aliases(groupMarkets(markets, true))).toEqual([
      ['nordic', ['se']],
      ['europe', ['ch']],
    ]);
  });

  it('gives no groups for no markets', () => {
    expect(groupMarkets([], false)).toEqual([]);
  });
});

describe('checkoutMarkets', () => {
  it('offers every market the shopper may send to, those kept for the checkout too, not virtual ones', () => {
    const markets = [
      market('se', 'nordic'),
      market('ax', 'nordic', true),
      { ...market('b2b', 'nordic'), virtual: true },
      market('eu', 'europe'),
    ];
    expect(checkoutMarkets(markets).map((m) => m.alias)).toEqual(['se', 'ax', 'eu']);
  });
});
