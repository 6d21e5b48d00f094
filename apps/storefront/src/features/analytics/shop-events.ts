/** The shop's window events the analytics report (`emit` in the shop store, and favorites'). */
export const SHOP_EVENTS = ['cart:add', 'cart:remove', 'favorite:add', 'checkout:impression'] as const;
export type ShopEventType = (typeof SHOP_EVENTS)[number];
