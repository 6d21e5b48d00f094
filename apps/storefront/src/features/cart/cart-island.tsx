'use client';

import { useCallback, useEffect } from 'react';
import { useShop, useShopStore } from '@/features/shop/shop-provider';
import { COOKIES, readBrowserCookie } from '@/lib/cookies';
import { useLoadOnUse } from '@/ui/use-load-on-use';
import { loadCartEngine, loadCartPanel } from './load-cart';

/**
 * Where the cart panel lives on every page. Nothing of the cart loads with the page: a shopper
 * with a cart cookie gets the cart's state once the page is idle (for the header's count), and the
 * panel's code arrives when the cart is first opened (or something is added).
 */
export function CartIsland() {
  const store = useShopStore();
  const open = useShop((s) => s.cartPanelOpen);
  // The panel's code and the engine arrive in separate chunks; the panel is handed the engine.
  const [loaded, loadPanel] = useLoadOnUse(
    useCallback(() => Promise.all([loadCartPanel(), loadCartEngine(store)]), [store]),
  );

  useEffect(() => {
    const start = () => loadCartEngine(store).then((engine) => engine.start());
    if (new URLSearchParams(window.location.search).get('action') === 'cart') {
      start();
      return;
    }
    if (!readBrowserCookie(COOKIES.cart)) return;
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(start, 200);
      return () => clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(start, { timeout: 2000 });
    return () => window.cancelIdleCallback(idle);
  }, [store]);

  useEffect(() => {
    if (!open) return;
    loadPanel();
    loadCartEngine(store).then((engine) => engine.start());
  }, [open, loadPanel, store]);

  if (!loaded) return null;
  const [CartPanel, engine] = loaded;
  return <CartPanel engine={engine} />;
}
