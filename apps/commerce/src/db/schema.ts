/** Every table, by the part of the shop that owns it; drizzle-kit reads this file. */
export * from './tables/amounts.ts';
export * from './tables/auth.ts';
export * from './tables/cart.ts';
export * from './tables/catalog.ts';
export * from './tables/channels.ts';
export * from './tables/checkout.ts';
export * from './tables/contact.ts';
export * from './tables/content.ts';
export * from './tables/customers.ts';
export * from './tables/mail.ts';
export * from './tables/menus.ts';
export * from './tables/order-events.ts';
export * from './tables/orders.ts';
export * from './tables/rentals.ts';
export * from './tables/reviews.ts';
export * from './tables/staff.ts';
export * from './tables/subscriptions.ts';
