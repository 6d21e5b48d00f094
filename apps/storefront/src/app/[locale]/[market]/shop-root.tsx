'use client';

import type { ComponentProps } from 'react';
import { loadCartEngine } from '@/features/cart/load-cart';
import { loadFavorites } from '@/features/favorites/load-favorites';
import { type ShopEngines, ShopProvider } from '@/features/shop/shop-provider';

const engines: ShopEngines = { cart: loadCartEngine, favorites: loadFavorites };

/** The shop's store with the cart's and the hearts' code handed to it (it loads them when needed). */
export function ShopRoot(props: Omit<ComponentProps<typeof ShopProvider>, 'engines'>) {
  return <ShopProvider {...props} engines={engines} />;
}
