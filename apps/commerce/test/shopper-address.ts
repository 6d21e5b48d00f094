import { randomInt } from 'node:crypto';

// From a random start: a Redis shared by several runs keeps the last run's counters a while.
let shoppers = randomInt(0, 2 ** 16);

/**
 * A shopper's address of its own for each request, sent as X-Forwarded-For from the loopback the API
 * trusts (as the storefront forwards it): the suites and the bench make more changes a minute than
 * one shopper may (ADR 34).
 */
export function nextShopperAddress(): string {
  shoppers += 1;
  return `198.${18 + ((shoppers >> 16) & 1)}.${(shoppers >> 8) & 255}.${shoppers & 255}`;
}
