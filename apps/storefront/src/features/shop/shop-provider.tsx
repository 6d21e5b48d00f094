'use client';

import { useRouter } from 'next/navigation';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { type CustomerType, isCustomerType, vatIncludedFor, viewportOf } from '@/lib/config';
import { COOKIES, readBrowserCookie, setBrowserCookie } from '@/lib/cookies';
import { createShopStore, type ShopActions, type ShopState, type ShopStore } from './shop-store';
import { postToTabs, type TabMessage, tabChannel } from './tab-channel';

const ShopContext = createContext<ShopStore | null>(null);

/**
 * The features' code the shop starts itself: the cart's when another tab changes the cart, the
 * hearts' once the page is idle. The layout hands it over, so the kernel imports no feature.
 */
export interface ShopEngines {
  cart(store: ShopStore): Promise<{
    receive(message: Extract<TabMessage, { type: 'cart' }>): void;
    /** Forgets the cart and its cookie and fetches a new, empty one. */
    reset(): Promise<void>;
  }>;
  favorites(store: ShopStore): Promise<{ receive(favorites: number[]): void }>;
}

const EnginesContext = createContext<ShopEngines | null>(null);

export function ShopProvider({
  initial,
  engines,
  children,
}: {
  initial: Parameters<typeof createShopStore>[0];
  engines: ShopEngines;
  children: ReactNode;
}) {
  const [store] = useState(() => createShopStore(initial));
  const router = useRouter();

  // The page is the same for every shopper; their own choices are in cookies. The checkout market
  // chosen counts while the market chosen with it is the page's (a Danish shopper on a Swedish
  // link browses Sweden, and checks out there).
  useEffect(() => {
    const customerType = readBrowserCookie(COOKIES.customerType);
    const chosenMarket = readBrowserCookie(COOKIES.market);
    const checkoutMarket = readBrowserCookie(COOKIES.checkoutMarket);
    const { market, markets } = store.getState();
    const checkoutInForce =
      (!chosenMarket || chosenMarket === market) && markets.some((m) => m.alias === checkoutMarket);
    store.setState({
      ...(isCustomerType(customerType) ? { customerType } : {}),
      ...(checkoutInForce ? { checkoutMarket } : {}),
    });
  }, [store]);

  // The customer type decides which VAT form every price shows, through <html data-vat>: from the
  // store, so that it holds whatever sets the type and whenever React renders <html> anew (a market
  // change renders the document's root layout again, which resets its attributes).
  useEffect(() => {
    const show = ({ customerType }: ShopState) => {
      document.documentElement.dataset.vat = vatIncludedFor(customerType) ? 'inc' : 'ex';
    };
    show(store.getState());
    return store.subscribe((state, previous) => {
      if (state.customerType !== previous.customerType) show(state);
    });
  }, [store]);

  useEffect(() => {
    const channel = tabChannel();
    // The markets' code loads when a market changes here or in another tab: seldom, so not at first.
    const onMessage = ({ data }: MessageEvent<TabMessage>) => {
      if (data.type === 'market' || data.type === 'checkout-market') {
        import('./tab-sync').then(({ receiveMarketMessage, followMarket }) => {
          const href = receiveMarketMessage(store, data, window.location.pathname);
          if (href) followMarket(router, href);
        });
      }
      // Another tab changed the cart: this one takes its copy (loading the cart's code if need be).
      if (data.type === 'cart') engines.cart(store).then((engine) => engine.receive(data));
      if (data.type === 'favorites')
        engines.favorites(store).then((engine) => engine.receive(data.favorites));
    };
    channel.addEventListener('message', onMessage);
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.market === previous.market && state.checkoutMarket === previous.checkoutMarket) return;
      import('./tab-sync').then(({ marketMessages }) => {
        for (const message of marketMessages(state, previous)) postToTabs(message);
      });
    });
    return () => {
      unsubscribe();
      channel.removeEventListener('message', onMessage);
    };
  }, [store, router, engines]);

  // The hearts' code is no part of the first load: it comes once the page is idle (ADR 37).
  useEffect(() => {
    const load = () => engines.favorites(store);
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(load, 200);
      return () => clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(load, { timeout: 2000 });
    return () => window.cancelIdleCallback(idle);
  }, [store, engines]);

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

  return (
    <ShopContext.Provider value={store}>
      <EnginesContext.Provider value={engines}>{children}</EnginesContext.Provider>
    </ShopContext.Provider>
  );
}

/** The page's store itself, for code that acts on it outside rendering (the cart's). */
export function useShopStore(): ShopStore {
  const store = useContext(ShopContext);
  if (!store) throw new Error('useShop needs a ShopProvider');
  return store;
}

/** Starts the cart's code for this page (it loads on first use), for a feature that acts on the cart. */
export function useLoadCart() {
  const store = useShopStore();
  const engines = useContext(EnginesContext);
  if (!engines) throw new Error('useLoadCart needs a ShopProvider');
  return useCallback(() => engines.cart(store), [engines, store]);
}

export function useShop<T>(select: (state: ShopState & ShopActions) => T): T {
  return useStore(useShopStore(), select);
}

/** Chooses private person or company: prices switch between inc and ex VAT everywhere, for a year. */
export function useChooseCustomerType() {
  const setCustomerType = useShop((s) => s.setCustomerType);
  return (type: CustomerType) => {
    setCustomerType(type);
    setBrowserCookie(COOKIES.customerType, type);
  };
}
