'use client';

import { useRouter } from 'next/navigation';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { isCustomerType, viewportOf } from '@/lib/config';
import { COOKIES, readBrowserCookie, setBrowserCookie } from '@/lib/cookies';
import { createShopStore, type ShopActions, type ShopState, type ShopStore } from './shop-store';

const ShopContext = createContext<ShopStore | null>(null);

/** Messages between tabs of the same browser; the receiving tab overwrites its own copy. */
export type TabMessage =
  | { type: 'market'; alias: string }
  | { type: 'checkout-market'; alias: string }
  | { type: 'cart'; id: string }
  | { type: 'auth'; signedIn: boolean };

const TAB_CHANNEL = 'maskinbutiken';

export function ShopProvider({
  initial,
  children,
}: {
  initial: Parameters<typeof createShopStore>[0];
  children: ReactNode;
}) {
  const [store] = useState(() => createShopStore(initial));
  const router = useRouter();

  // The page is the same for every shopper; their own choices are in cookies.
  useEffect(() => {
    const customerType = readBrowserCookie(COOKIES.customerType);
    const checkoutMarket = readBrowserCookie(COOKIES.checkoutMarket);
    store.setState({
      ...(isCustomerType(customerType) ? { customerType } : {}),
      ...(checkoutMarket && store.getState().markets.some((m) => m.alias === checkoutMarket)
        ? { checkoutMarket }
        : {}),
    });
  }, [store]);

  useEffect(() => {
    const channel = new BroadcastChannel(TAB_CHANNEL);
    channel.onmessage = ({ data }: MessageEvent<TabMessage>) => {
      if (data.type === 'market' && data.alias !== store.getState().market) {
        store.getState().setMarket(data.alias);
        router.refresh();
      }
    };
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.market !== previous.market)
        channel.postMessage({ type: 'market', alias: state.market } satisfies TabMessage);
    });
    return () => {
      unsubscribe();
      channel.close();
    };
  }, [store, router]);

  useEffect(() => {
    const resize = () => {
      const viewport = viewportOf(window.innerWidth);
      store.getState().setViewport(viewport);
      document.documentElement.dataset.viewport = viewport;
    };
    resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
    };
  }, [store]);

  return <ShopContext.Provider value={store}>{children}</ShopContext.Provider>;
}

export function useShop<T>(select: (state: ShopState & ShopActions) => T): T {
  const store = useContext(ShopContext);
  if (!store) throw new Error('useShop needs a ShopProvider');
  return useStore(store, select);
}

/** Changes market: state, cookies for a year, other tabs, and the page's data. */
export function useChangeMarket() {
  const setMarket = useShop((s) => s.setMarket);
  const marketInPath = useShop((s) => s.marketInPath);
  const router = useRouter();
  return (alias: string) => {
    setMarket(alias);
    setBrowserCookie(COOKIES.market, alias);
    setBrowserCookie(COOKIES.checkoutMarket, alias);
    if (marketInPath) {
      const [, , ...rest] = window.location.pathname.split('/');
      router.push(`/${[alias, ...rest].join('/')}${window.location.search}`);
    } else {
      router.refresh();
    }
  };
}
