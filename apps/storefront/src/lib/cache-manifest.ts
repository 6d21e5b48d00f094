/**
 * Every cache tag and lifetime of the storefront. Catalog reads, and the pages built from them,
 * carry tags that the commerce API expires after a change (POST /api/revalidate); the lifetimes
 * are only the longest anything may be kept if an expiry is missed. Cart, checkout and account
 * reads are never cached: they go through `queryPrivate()`.
 */

/** `catalog` on every catalog read, `product:{alias}` on what one product page shows. */
export { CATALOG_TAG, type CacheTag, isCacheTag, productTag } from '@shop/contract';

export const CACHE_LIFETIMES = {
  /** A catalog read, and so a cached catalog page: expired by tag at once after a change. */
  catalogSeconds: 300,
  /**
   * A rental period's free units as a page shows them without JavaScript: bookings expire no tag,
   * so the page with `?from=…&to=…` is rendered anew this often. Adding to the cart asks again.
   */
  rentalAvailabilitySeconds: 30,
  /** The channel's markets, as the proxy reads them for every page request, per process. */
  marketsMs: 60_000,
} as const;
