import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/lib/routing/locales';
import { type CartSetup, createShopStore, type ShopStore } from './shop-store';
import type { TabMessage } from './tab-channel';
import { marketMessages, receiveMarketMessage } from './tab-sync';

const market = (alias: string, locales: Locale[] = ['sv', 'en']) => ({
  alias,
  country: alias,
  countryCode: alias.toUpperCase(),
  currency: 'EUR',
  onlyDisplayInCheckout: false,
  virtual: false,
  groupKey: 'nordic',
  locales,
  defaultLocale: locales[0] as Locale,
});
const store = () =>
  createShopStore({
    locale: 'sv',
    market: 'se',
    checkoutMarket: 'se',
    marketInPath: false,
    markets: [market('se'), market('fi'), market('no'), market('dk', ['da', 'en'])],
    wordedPaths: [{ sv: '/kassan', da: '/kassen', en: '/checkout', fi: '/kassa', nb: '/kassen' }],
    customerType: 'PERSON',
    viewport: 'desktop',
    cartSetup: { apiKey: 'key', checkoutHref: '/kassan', texts: {} as CartSetup['texts'] },
  });

/** Two tabs joined as the broadcast channel joins them: each hears what the other posts. */
function twoTabs() {
  const tabs = [store(), store()] as const;
  const refreshed: [number, number] = [0, 0];
  const shown: (string | null)[] = [null, null];
  const deliver = (to: 0 | 1, message: TabMessage) => {
    const href = receiveMarketMessage(tabs[to] as ShopStore, message, '/kassan');
    if (href) refreshed[to] += 1;
    shown[to] = href;
  };
  tabs.forEach((tab, i) => {
    tab.subscribe((state, previous) => {
      for (const message of marketMessages(state, previous)) deliver(i === 0 ? 1 : 0, message);
    });
  });
  return { tabs, refreshed, shown };
}

describe('tab sync of markets', () => {
  it('tells a new market as `market`, a new checkout market alone as `checkout-market`, else nothing', () => {
    const before = { market: 'se', checkoutMarket: 'se' };
    expect(marketMessages({ market: 'fi', checkoutMarket: 'fi' }, before)).toEqual([
      { type: 'market', alias: 'fi' },
    ]);
    expect(marketMessages({ market: 'se', checkoutMarket: 'no' }, before)).toEqual([
      { type: 'checkout-market', alias: 'no' },
    ]);
    expect(marketMessages(before, before)).toEqual([]);
  });

  it('a market chosen in one tab becomes the other tab’s market and checkout market, and renders it again', () => {
    const { tabs, refreshed } = twoTabs();
    tabs[0].getState().setMarket('fi');
    expect(tabs[1].getState()).toMatchObject({ market: 'fi', checkoutMarket: 'fi' });
    expect(refreshed).toEqual([0, 1]);
  });

  it('a market without the other tab’s language shows that tab’s page in the market’s own language', () => {
    const { tabs, shown } = twoTabs();
    tabs[0].getState().setMarket('fi');
    expect(shown[1]).toBe('/kassan');
    tabs[0].getState().setMarket('dk');
    expect(tabs[1].getState().market).toBe('dk');
    expect(shown[1]).toBe('/da/kassen');
  });

  it('a checkout market chosen in one tab becomes the other tab’s checkout market alone, without a render', () => {
    const { tabs, refreshed } = twoTabs();
    tabs[0].getState().setCheckoutMarket('no');
    expect(tabs[1].getState()).toMatchObject({ market: 'se', checkoutMarket: 'no' });
    expect(refreshed).toEqual([0, 0]);
  });

  it('ignores an unknown market and messages of other kinds', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tab = store();
    expect(receiveMarketMessage(tab, { type: 'market', alias: 'xx' }, '/')).toBeNull();
    receiveMarketMessage(tab, { type: 'checkout-market', alias: 'xx' }, '/');
    receiveMarketMessage(tab, { type: 'auth', signedIn: true }, '/');
    expect(tab.getState()).toMatchObject({ market: 'se', checkoutMarket: 'se' });
    expect(warn).toHaveBeenCalledWith('Market with alias xx not available in markets array');
    warn.mockRestore();
  });
});
