/**
 * The markup's data for the tracker, rendered by the server: a product card's or product page's
 * product (JSON of a `ShopItem`), the list a card is in (its name), a placed order's purchase event.
 */
export const ANALYTICS_ATTRIBUTES = {
  item: 'data-analytics-item',
  list: 'data-analytics-list',
  detail: 'data-analytics-detail',
  purchase: 'data-analytics-purchase',
} as const;
