import { randomInt } from 'node:crypto';
import { SHOPPER_ADDRESS_HEADER, SHOPPER_SECRET_HEADER } from '#src/modules/auth/index.ts';
import { TEST_SHOPPER_SECRET } from './keys.ts';

// From a random start: a Redis shared by several runs keeps the last run's counters a while.
let shoppers = randomInt(0, 2 ** 16);

/**
 * A shopper's address of its own for each request: the suites and the bench make more changes a
 * minute than one shopper may (ADR 34).
 */
export function nextShopperAddress(): string {
  shoppers += 1;
  return `198.${18 + ((shoppers >> 16) & 1)}.${(shoppers >> 8) & 255}.${shoppers & 255}`;
}

/** The headers the storefront names its shopper's address in, with the secret the test API shares. */
export function asShopper(address: string, secret = TEST_SHOPPER_SECRET): Record<string, string> {
  return { [SHOPPER_ADDRESS_HEADER]: address, [SHOPPER_SECRET_HEADER]: secret };
}

/** As a new shopper: `asShopper(nextShopperAddress())`. */
export const nextShopper = () => asShopper(nextShopperAddress());
