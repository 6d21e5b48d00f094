'use client';

import { type ReactNode, useCallback, useEffect } from 'react';
import { useShop, useShopStore } from '@/features/shop/shop-provider';
import { useHydrated } from '@/ui/use-hydrated';
import { useLoadOnUse } from '@/ui/use-load-on-use';
import { loadCartContents, loadCartEngine } from './load-cart';

/**
 * The cart on the checkout page, where it is the page's subject: its code loads at once, after
 * the page has shown. On a checkout route the cart is priced in the checkout market and may carry
 * the checkout's shipping fee; a cart fetched before on another page is fetched again for that.
 * Until then it shows `children`, the cart as the server rendered it.
 */
export function CheckoutCart({ children }: { children?: ReactNode }) {
  const store = useShopStore();
  const texts = useShop((s) => s.cartSetup.texts);
  const hydrated = useHydrated();
  const [loaded, load] = useLoadOnUse(
    useCallback(() => Promise.all([loadCartContents(), loadCartEngine(store)]), [store]),
  );

  useEffect(() => {
    load();
    loadCartEngine(store).then((engine) => {
      if (!engine.start()) engine.load();
    });
  }, [load, store]);

  // Until its code arrives, the cart the server rendered (its forms work without the script).
  if (!loaded) return children ?? (hydrated ? <p>{texts.loading}</p> : null);
  const [CartContents, engine] = loaded;
  return (
    <section aria-label={texts.title}>
      <CartContents engine={engine} place="checkout" />
    </section>
  );
}
