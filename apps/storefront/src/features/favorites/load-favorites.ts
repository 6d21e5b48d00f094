import type { ShopStore } from '@/features/shop/shop-store';

/** The hearts' code, started: once the page is idle, or sooner when another tab or the favorites page needs it. */
export const loadFavorites = (store: ShopStore) =>
  import('./favorites-engine').then((m) => {
    const engine = m.favoritesEngine(store);
    engine.start();
    return engine;
  });
