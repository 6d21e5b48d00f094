'use client';

import { type ReactNode, useCallback, useEffect } from 'react';
import { loadCartEngine } from '@/features/cart/load-cart';
import { useShopStore } from '@/features/shop/shop-provider';
import { useLoadOnUse } from '@/ui/use-load-on-use';
import type { CheckoutTexts } from './checkout-texts';

/**
 * The checkout form's place on the page: its code is not part of the first load (ADR 20), and
 * arrives with the cart's engine once the page has shown. Without the script the page shows
 * `children`, the form as the server rendered it.
 */
export function CheckoutIsland({ texts, children }: { texts: CheckoutTexts; children?: ReactNode }) {
  const store = useShopStore();
  const [loaded, load] = useLoadOnUse(
    useCallback(
      () => Promise.all([import('./checkout-form').then((m) => m.CheckoutForm), loadCartEngine(store)]),
      [store],
    ),
  );
  useEffect(() => load(), [load]);
  // The form the server rendered, which posts, is for a browser without the script; with it, what
  // a shopper typed there would be lost when this form took its place.
  if (!loaded) return <noscript>{children}</noscript>;
  const [CheckoutForm, engine] = loaded;
  return <CheckoutForm texts={texts} engine={engine} />;
}
