'use client';

import { useCallback, useEffect } from 'react';
import { loadCartEngine } from '@/features/cart/load-cart';
import { useShopStore } from '@/features/shop/shop-provider';
import { useLoadOnUse } from '@/ui/use-load-on-use';
import type { CheckoutTexts } from './checkout-texts';

/**
 * The checkout form's place on the page: its code is not part of the first load (ADR 20), and
 * arrives with the cart's engine once the page has shown.
 */
export function CheckoutIsland({ texts }: { texts: CheckoutTexts }) {
  const store = useShopStore();
  const [loaded, load] = useLoadOnUse(
    useCallback(
      () => Promise.all([import('./checkout-form').then((m) => m.CheckoutForm), loadCartEngine(store)]),
      [store],
    ),
  );
  useEffect(() => load(), [load]);
  if (!loaded) return null;
  const [CheckoutForm, engine] = loaded;
  return <CheckoutForm texts={texts} engine={engine} />;
}
