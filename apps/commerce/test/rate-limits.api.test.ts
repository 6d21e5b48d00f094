import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reviews } from '#src/db/schema.ts';
import { RATE_LIMITS } from '#src/modules/rate-limits/index.ts';
import { registerCustomer, testClock } from './auth-client.ts';
import { TEST_API_KEY } from './harness.ts';
import { asShopper, nextShopperAddress } from './shopper-address.ts';
import { useTestApi } from './suite.ts';

const clock = testClock();
const { api, db, aliases } = useTestApi({ products: 20, server: { auth: { clock: clock.now } } });

// A change that is counted and then refused by the cart: it changes nothing however often it is sent.
const CHANGE = 'mutation { setCartPromoCode(id: "no-such-cart", promoCode: "X") { id } }';
const READ = '{ getCart(marketId: "se") { id } }';

async function send(query: string, address: string) {
  const response = await fetch(`${api().url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-apikey': TEST_API_KEY, ...asShopper(address) },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as {
    errors?: { extensions?: { code?: string; retryAfter?: number } }[];
  };
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body };
}

describe('rate limits', () => {
  it("answers one address's changes past its limit with 429 and Retry-After, and no other address's", async () => {
    const address = nextShopperAddress();
    const { max, windowSeconds } = RATE_LIMITS.mutationsPerAddress;
    const statuses = new Map<number, number>();
    // Sent as fast as a script would: all of them within the same window.
    for (let batch = 0; batch < max; batch += 50) {
      const answers = await Promise.all(Array.from({ length: 50 }, () => send(CHANGE, address)));
      for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(statuses.get(429)).toBeUndefined();

    const refused = await send(CHANGE, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(windowSeconds);
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED' });

    // Reads go on, and so do other shoppers' changes.
    expect((await send(READ, address)).status).toBe(200);
    expect((await send(CHANGE, nextShopperAddress())).status).toBe(200);

    clock.advance(windowSeconds * 1000);
    expect((await send(CHANGE, address)).status).toBe(200);
  });

  it('lets a customer write a few reviews an hour from one address, and no more', async () => {
    const products = await aliases();
    const customer = await registerCustomer(api().url);
    const address = nextShopperAddress();
    const post = (alias: string) =>
      api().graphql(
        `mutation ($alias: String!) { postProductReview(alias: $alias, rating: 4, author: "Test", comment: "Bra.") }`,
        { alias },
        { ...customer.headers, ...asShopper(address) },
      );
    const before = (await db().select({ n: count() }).from(reviews))[0]?.n ?? 0;
    const { max } = RATE_LIMITS.reviewsPerAddress;
    for (let i = 0; i < max; i++)
      expect((await post(products[i % products.length] as string)).status).toBe(200);

    const refused = await post(products[0] as string);
    expect(refused.status).toBe(429);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect((await db().select({ n: count() }).from(reviews))[0]?.n).toBe(before + max);
  });
});
