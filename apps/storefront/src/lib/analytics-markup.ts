/**
 * The markup's data for the tracker (`features/analytics`), rendered by the server: a product
 * card's or product page's product (JSON of a `ShopItem`), the list a card is in (its name), a
 * placed order's purchase event. The features that render products write it; only the tracker reads.
 */
export const ANALYTICS_ATTRIBUTES = {
  item: 'data-analytics-item',
  list: 'data-analytics-list',
  detail: 'data-analytics-detail',
  purchase: 'data-analytics-purchase',
} as const;

/** A product as pages and shop events describe it: the API's fields, money in major units. */
export interface ShopItem {
  productId: number | string;
  name: string;
  brand?: string | null;
  category?: string | null;
  variant?: string | null;
  currency?: string | null;
  /** One unit's selling price inc VAT. */
  price?: number | null;
  /** Off one unit's regular price inc VAT. */
  discount?: number | null;
  discountPercentage?: number | null;
  quantity?: number | null;
  /** The list it was shown in, and where in it (from 0). */
  list?: string | null;
  index?: number | null;
}
