import { avg, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reviewSettings, reviews } from '#src/db/schema.ts';
import type { CacheTag } from '#src/modules/storefront-cache/index.ts';
import { registerCustomer } from './auth-client.ts';
import { useTestApi } from './suite.ts';

const expired: CacheTag[][] = [];
const { api, db, data, aliases } = useTestApi({
  server: {
    invalidateStorefronts: async (tags) => {
      expired.push([...tags]);
    },
  },
});

let reviewer: Awaited<ReturnType<typeof registerCustomer>>;
beforeAll(async () => {
  reviewer = await registerCustomer(api().url);
});

const SHOP_RATING = `{ shopRating(languageId: "sv-SE") { score voteCount } }`;
const POST = `mutation ($alias: String!, $rating: Int!) {
  postProductReview(alias: $alias, rating: $rating, author: "Testare", comment: "Stark och pålitlig.", languageId: "sv-SE")
}`;

const rating = async () =>
  (await data<{ shopRating: { score: number; voteCount: number } }>(SHOP_RATING)).shopRating;

async function stored() {
  const [row] = await db()
    .select({ n: count(), average: avg(reviews.rating) })
    .from(reviews)
    .where(eq(reviews.status, 'approved'));
  return { n: Number(row?.n), average: Number(row?.average) };
}

describe("the shop's trust rating", () => {
  it('is the average and number of every shown review of every product', async () => {
    const { n, average } = await stored();
    expect(n).toBeGreaterThan(10);
    const shop = await rating();
    expect(shop.voteCount).toBe(n);
    expect(shop.score).toBe(Math.round(average * 10) / 10);
    expect(shop.score).toBeGreaterThanOrEqual(1);
    expect(shop.score).toBeLessThanOrEqual(5);
  });

  it('leaves out a review waiting for staff', async () => {
    const before = await rating();
    const [alias] = await aliases();
    const { body } = await api().graphql(POST, { alias, rating: 1 }, reviewer.headers);
    expect(body.errors).toBeUndefined();
    expect(await rating()).toEqual(before);
  });

  it('follows a review shown at once, where the shop publishes them so, and expires the catalog pages that show it', async () => {
    await db().update(reviewSettings).set({ moderate: false });
    const before = await rating();
    // Three products: a customer has one review per product, a second one replaces the first.
    const three = (await aliases()).slice(1, 4);
    expect(three).toHaveLength(3);
    expired.length = 0;
    for (const alias of three) {
      const { body } = await api().graphql(POST, { alias, rating: 1 }, reviewer.headers);
      expect(body.errors).toBeUndefined();
    }
    const after = await rating();
    const { n, average } = await stored();
    expect(after.voteCount).toBe(before.voteCount + 3);
    expect(after.voteCount).toBe(n);
    expect(after.score).toBe(Math.round(average * 10) / 10);
    expect(expired).toHaveLength(3);
    expect(expired.map((tags) => tags.filter((tag) => tag !== 'catalog'))).toEqual(
      three.map((alias) => [`product:${alias}`]),
    );
    for (const tags of expired) expect(tags).toContain('catalog');
  });

  it('refuses a market the channel does not have, with a typed error', async () => {
    const { body } = await api().graphql(`{ shopRating(marketId: "zz") { score } }`);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
