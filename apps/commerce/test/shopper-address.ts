let shoppers = 0;

/**
 * A shopper's address of its own for each request, sent as X-Forwarded-For from the loopback the API
 * trusts (as the storefront forwards it): the suites and the bench make more changes a minute than
 * one shopper may (ADR 34).
 */
export function nextShopperAddress(): string {
  shoppers += 1;
  return `198.18.${(shoppers >> 8) & 255}.${shoppers & 255}`;
}
