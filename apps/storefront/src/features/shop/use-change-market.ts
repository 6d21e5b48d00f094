'use client';

import { useRouter } from 'next/navigation';
import { COOKIES, setBrowserCookie } from '@/lib/cookies';
import { marketChangeTarget } from './market-change';
import { useShopStore } from './shop-provider';
import { followMarket } from './tab-sync';

/**
 * Changes market: the pages, prices, currency and checkout together. The state and the cookies
 * (a year) change, other tabs are told, and the page is shown in the new market, in the market's
 * own language when it lacks the page's. Loaded with the market panel.
 */
export function useChangeMarket() {
  const store = useShopStore();
  const router = useRouter();
  return (alias: string) => {
    const before = store.getState();
    const target = marketChangeTarget(before, alias, window.location.pathname);
    if (!target) return;
    before.setMarket(alias);
    setBrowserCookie(COOKIES.market, alias);
    setBrowserCookie(COOKIES.checkoutMarket, alias);
    if (target.locale !== before.locale) setBrowserCookie(COOKIES.locale, target.locale);
    followMarket(router, target.href);
  };
}

/** The checkout's country: the market of the checkout alone, remembered and told to other tabs. */
export function useChooseCheckoutMarket() {
  const store = useShopStore();
  return (alias: string) => {
    if (!store.getState().markets.some((m) => m.alias === alias)) return;
    store.getState().setCheckoutMarket(alias);
    setBrowserCookie(COOKIES.checkoutMarket, alias);
  };
}
