/**
 * Shop events as the tag manager's data layer takes them (GA4's ecommerce shapes). Pure: the
 * browser's tracker feeds it what pages and events carry, in the API's major units; nothing here
 * prices anything but the two things the spec gives analytics, discount bands and the fixed
 * discount's spread over a purchase's lines.
 */

import type { ShopItem } from '@/lib/analytics-markup';

export type DataLayerEvent = { event: string } & Record<string, unknown>;

/** Spec section 5: the bands a discount percentage is reported in. */
const DISCOUNT_BANDS: [number, number][] = [
  [0, 5],
  [6, 10],
  [11, 15],
  [16, 20],
  [21, 30],
  [31, 40],
  [41, 50],
  [51, 60],
  [61, 70],
  [71, 80],
  [81, 100],
];
export const INVALID_DISCOUNT = 'Invalid discount percentage';

/**
 * The band of a discount percentage. The bands name whole percents; a fraction belongs to the band
 * above the whole number below it (5.5 to 6-10, as a discount over 5 %), so every value from 0 to
 * 100 has a band. Below 0, above 100 or not a number is invalid.
 */
export function discountBand(percent: number): string {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) return INVALID_DISCOUNT;
  const band = DISCOUNT_BANDS.find(([, to]) => percent <= to) as [number, number];
  return `${band[0]}-${band[1]}`;
}

const cents = (amount: number) => Math.round(amount * 100);

/**
 * A fixed-amount discount spread over the lines in proportion to their prices, each share rounded
 * to 2 decimals and what rounding leaves over on the first line, so the shares add up to the whole.
 * Never negative: a negative discount or negative prices count as none.
 */
export function spreadDiscount(discount: number, lineTotals: readonly number[]): number[] {
  const whole = Math.max(0, cents(discount));
  const prices = lineTotals.map((p) => Math.max(0, cents(p)));
  const sum = prices.reduce((a, b) => a + b, 0);
  if (prices.length === 0) return [];
  const shares = prices.map((p) => (sum === 0 ? 0 : Math.round((whole * p) / sum)));
  const rest = shares.slice(1).reduce((a, b) => a + b, 0);
  shares[0] = whole - rest;
  return shares.map((s) => s / 100);
}

/** Drops what is unknown, so the data layer carries no empty keys. */
function defined<T extends Record<string, unknown>>(record: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(record).filter(([, v]) => v !== undefined && v !== null),
  ) as Partial<T>;
}

/** One product in GA4's item shape. */
export function gaItem(item: ShopItem) {
  return defined({
    item_id: String(item.productId),
    item_name: item.name,
    item_brand: item.brand,
    item_category: item.category,
    item_variant: item.variant,
    item_list_name: item.list,
    index: item.index,
    price: item.price,
    discount: item.discount == null ? undefined : Math.max(0, item.discount),
    discount_band: item.discountPercentage == null ? undefined : discountBand(item.discountPercentage),
    quantity: item.quantity,
  });
}

const currencyOf = (items: readonly ShopItem[]) => items.find((i) => i.currency)?.currency ?? undefined;

function ecommerce(event: string, items: readonly ShopItem[], extra: Record<string, unknown> = {}) {
  return { event, ecommerce: defined({ currency: currencyOf(items), ...extra, items: items.map(gaItem) }) };
}

export const viewItemList = (items: readonly ShopItem[]) =>
  ecommerce('view_item_list', items, { item_list_name: items[0]?.list });
export const selectItem = (item: ShopItem) => ecommerce('select_item', [item], { item_list_name: item.list });
export const viewItem = (item: ShopItem) => ecommerce('view_item', [item], { value: item.price });
export const addToCart = (item: ShopItem) => ecommerce('add_to_cart', [item]);
export const removeFromCart = (item: ShopItem) => ecommerce('remove_from_cart', [item]);
export const addToWishlist = (item: ShopItem) => ecommerce('add_to_wishlist', [item], { value: item.price });
export const beginCheckout = (items: readonly ShopItem[]) => ecommerce('begin_checkout', items);

export interface PageImpression {
  path: string;
  routeName: string | null;
  pageType: string;
}

/** The first page of a visit (the server's) is `page_data`; each one shown after it a virtual view. */
export function pageView(impression: PageImpression, first: boolean): DataLayerEvent {
  return {
    event: first ? 'page_data' : 'virtual_page_view',
    page_type: impression.pageType,
    page_path: impression.path,
    route_name: impression.routeName,
  };
}

/** A placed order as the confirmation page reads it from the API. */
export interface PurchaseOrder {
  orderId: string;
  currency: string | null;
  /** Items after discounts plus shipping, inc and ex VAT; the order's VAT; its shipping inc VAT. */
  value: number;
  valueExTax: number;
  tax: number;
  shipping: number;
  coupon: string | null;
  totalDiscount: number;
  /** The cart's fixed amount off, spread over the lines. */
  fixedDiscount: number;
  nthPurchase: number | null;
  country: string | null;
  /** Each line with its unit price and quantity; `lineTotal` is what the spread weighs. */
  lines: (ShopItem & { lineTotal: number })[];
}

/** The buyer's details, each trimmed, lower-cased and SHA-256 hashed (hex) before they are sent. */
export interface HashedUser {
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  zip: string | null;
}

export function purchase(order: PurchaseOrder, user: HashedUser): DataLayerEvent {
  const shares = spreadDiscount(
    order.fixedDiscount,
    order.lines.map((l) => l.lineTotal),
  );
  return {
    event: 'purchase',
    ecommerce: defined({
      transaction_id: order.orderId,
      currency: order.currency,
      value: order.value,
      value_ex_tax: order.valueExTax,
      tax: order.tax,
      shipping: order.shipping,
      coupon: order.coupon ?? '',
      total_discount: Math.max(0, order.totalDiscount),
      nth_purchase: order.nthPurchase ?? 1,
      country: order.country,
      items: order.lines.map(({ lineTotal: _, ...line }, i) => ({
        ...gaItem(line),
        fixed_discount: shares[i],
      })),
    }),
    user_data: user,
  };
}

/** SHA-256 of the value trimmed and lower-cased, in hex; null for nothing to hash. */
export async function hashedValue(value: string | null | undefined): Promise<string | null> {
  const normalized = value?.trim().toLowerCase();
  if (!normalized) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(normalized));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export async function hashedUser(user: {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  zip?: string | null;
}): Promise<HashedUser> {
  const [email, first_name, last_name, zip] = await Promise.all(
    [user.email, user.firstName, user.lastName, user.zip].map(hashedValue),
  );
  return {
    email: email ?? null,
    first_name: first_name ?? null,
    last_name: last_name ?? null,
    zip: zip ?? null,
  };
}

/** Spec section 9: product impressions go in lists of this many. */
export const IMPRESSION_BATCH = 4;

/**
 * The data layer's writer: product impressions gather and go as one `view_item_list` when
 * `IMPRESSION_BATCH` have, before any other event, and when `flush()` is called (the page is left).
 */
export function createDataLayerWriter(push: (event: DataLayerEvent) => void, batch = IMPRESSION_BATCH) {
  let seen: ShopItem[] = [];
  function flush() {
    if (seen.length === 0) return;
    const items = seen;
    seen = [];
    push(viewItemList(items));
  }
  return {
    impression(item: ShopItem) {
      seen.push(item);
      if (seen.length >= batch) flush();
    },
    track(event: DataLayerEvent) {
      flush();
      push(event);
    },
    flush,
  };
}
