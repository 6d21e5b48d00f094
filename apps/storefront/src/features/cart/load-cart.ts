import type { ShopStore } from '@/features/shop/shop-store';

// The cart's code is not part of a page's first load (ADR 20): these load it when it is needed.

/** The cart's state and API calls: on the first add, on opening the panel, or when a cart cookie exists. */
export const loadCartEngine = (store: ShopStore) => import('./cart-engine').then((m) => m.cartEngine(store));

/** The panel's code: when the shopper opens it, points at the cart button, or adds something. */
export const loadCartPanel = () => import('./cart-panel').then((m) => m.CartPanel);

/** The cart's contents for the checkout page, which shows them at once. */
export const loadCartContents = () => import('./cart-contents').then((m) => m.CartContents);
