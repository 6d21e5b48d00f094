'use client';

import { useCallback, useEffect } from 'react';
import { loadCartEngine } from '@/features/cart/load-cart';
import { useShopStore } from '@/features/shop/shop-provider';
import { useLoadOnUse } from '@/ui/use-load-on-use';
import type { CheckoutTexts } from './checkout-texts';

/** Where the ways to ship and pay stand on their own: their code loads once the page has shown. */
export function CheckoutOptionsWidget({ texts }: { texts: CheckoutTexts }) {
  const store = useShopStore();
  const [loaded, load] = useLoadOnUse(
    useCallback(
      () => Promise.all([import('./checkout-options').then((m) => m.CheckoutOptions), loadCartEngine(store)]),
      [store],
    ),
  );
  useEffect(() => load(), [load]);
  if (!loaded) return null;
  const [CheckoutOptions, engine] = loaded;
  return <CheckoutOptions texts={texts} engine={engine} />;
}
