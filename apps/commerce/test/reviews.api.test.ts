import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, reviewSettings, reviews, skus } from '#src/db/schema.ts';
import { claimsOf, freshAddress, registerCustomer } from './auth-client.ts';
import { PERSON_BUYER } from './checkout-client.ts';
import { cheapestSkuInStock } from './checkout-fixtures.ts';
import { TEST_API_KEY } from './harness.ts';
import { useTestApi } from './suite.ts';

const { api, db, data, aliases } = useTestApi();

/** A signed-in customer without a name: their reviews go under the author they give. */
let nameless: Awaited<ReturnType<typeof registerCustomer>>;
beforeAll(async () => {
  nameless = await registerCustomer(api().url);
  // These tests hold a shop that publishes reviews at once; review-desk.api.test.ts holds the
  // moderated one, the default, where staff approve each review first.
  await db().update(reviewSettings).set({ moderate: false });
});

async function post(variables: Record<string, unknown>, headers: Record<string, string> = nameless.headers) {
  const { body } = await api().graphql<{ postProductReview: boolean }>(POST, variables, headers);
  return body;
}

const POST = `mutation ($alias: String!, $rating: Int!, $author: String!, $comment: String!) {
  postProductReview(alias: $alias, rating: $rating, author: $author, comment: $comment, languageId: "sv-SE")
}`;

const reviewCount = async () => (await db().select({ n: count() }).from(reviews))[0]?.n;

describe('reviews and rating, in a shop that publishes them at once', () => {
  const REVIEWS = `query ($alias: String!, $skip: Int, $take: Int) {
    product(alias: $alias) { rating { score voteCount } }
    reviews(alias: $alias, skip: $skip, take: $take) {
      count averageRating reviews { rating comment reviewDate author languageCode verifiedPurchase }
    }
  }`;
  interface ReviewsData {
    product: { rating: { score: number; voteCount: number } };
    reviews: {
      count: number;
      averageRating: number;
      reviews: {
        rating: number;
        comment: string;
        reviewDate: string;
        author: string;
        languageCode: string;
        verifiedPurchase: boolean;
      }[];
    };
  }

  async function mostReviewed() {
    const [row] = await db()
      .select({ productId: reviews.productId, alias: products.alias, n: count() })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .groupBy(reviews.productId, products.alias)
      .orderBy(sql`count(*) desc`, reviews.productId)
      .limit(1);
    return row as { productId: number; alias: string; n: number };
  }

  it('seeds reviews on a share of the products, in real language, mostly Swedish', async () => {
    const [total] = await db().select({ n: count() }).from(reviews);
    const reviewed = await db().selectDistinct({ id: reviews.productId }).from(reviews);
    const [all] = await db().select({ n: count() }).from(products);
    expect(reviewed.length / (all?.n ?? 1)).toBeGreaterThan(0.1);
    expect(reviewed.length / (all?.n ?? 1)).toBeLessThan(0.5);
    const swedish = await db().select({ n: count() }).from(reviews).where(eq(reviews.languageCode, 'sv'));
    expect((swedish[0]?.n ?? 0) / (total?.n ?? 1)).toBeGreaterThan(0.5);
    const other = await db().select({ n: count() }).from(reviews).where(sql`${reviews.languageCode} <> 'sv'`);
    expect(other[0]?.n).toBeGreaterThan(0);
  });

  it('gives the average, the count and the newest reviews first, a page at a time', async () => {
    const { alias, n } = await mostReviewed();
    const page1 = await data<ReviewsData>(REVIEWS, { alias, skip: 0, take: 2 });
    const stored = await db()
      .select({ rating: reviews.rating })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(eq(products.alias, alias));
    const average = stored.reduce((s, r) => s + r.rating, 0) / stored.length;
    expect(page1.reviews.count).toBe(n);
    expect(page1.product.rating.voteCount).toBe(n);
    expect(page1.product.rating.score).toBeCloseTo(average, 1);
    expect(page1.reviews.averageRating).toBeCloseTo(average, 1);
    expect(page1.reviews.reviews).toHaveLength(2);
    const page2 = await data<ReviewsData>(REVIEWS, { alias, skip: 2, take: 2 });
    const dates = [...page1.reviews.reviews, ...page2.reviews.reviews].map((r) => r.reviewDate);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const r of page1.reviews.reviews) {
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(r.comment.length).toBeGreaterThan(10);
      expect(r.author.length).toBeGreaterThan(0);
    }
  });

  it('gives a product without reviews a zero rating', async () => {
    const [alias] = await aliases(
      sql`not exists (select 1 from ${reviews} r where r.product_id = ${products.id})`,
    );
    const result = await data<ReviewsData>(REVIEWS, { alias, skip: 0, take: 5 });
    expect(result.product.rating).toEqual({ score: 0, voteCount: 0 });
    expect(result.reviews).toEqual({ count: 0, averageRating: 0, reviews: [] });
  });

  it.each([
    ['a rating of 0', { rating: 0 }, 'INVALID_RATING'],
    ['a rating of 6', { rating: 6 }, 'INVALID_RATING'],
    ['a blank author', { author: '   ' }, 'INVALID_AUTHOR'],
    ['a too long author', { author: 'a'.repeat(61) }, 'INVALID_AUTHOR'],
    ['an empty comment', { comment: '' }, 'INVALID_COMMENT'],
    ['a too long comment', { comment: 'x'.repeat(2001) }, 'INVALID_COMMENT'],
    ['an unknown product', { alias: 'no-such-product' }, 'NOT_FOUND'],
  ])('refuses %s with a typed error and saves nothing', async (_name, change, code) => {
    const { alias } = await mostReviewed();
    const before = await reviewCount();
    const body = await post({ alias, rating: 4, author: 'Testare', comment: 'Bra maskin.', ...change });
    expect(body.errors?.[0]?.extensions?.code).toBe(code);
    expect(await reviewCount()).toBe(before);
  });

  it.each([
    ['without a token', { 'x-apikey': TEST_API_KEY }],
    ['with a forged token', { 'x-apikey': TEST_API_KEY, authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.x' }],
  ])('refuses a review %s (UNAUTHENTICATED) and saves nothing', async (_name, headers) => {
    const { alias } = await mostReviewed();
    const before = await reviewCount();
    const body = await post({ alias, rating: 5, author: 'Testare', comment: 'Bra.' }, headers);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await reviewCount()).toBe(before);
  });

  it('names a review from the account, not from its author argument, and keeps whose it is', async () => {
    const customer = await registerCustomer(api().url);
    const named = await api().graphql(
      `mutation { updateUser(user: { address: { firstName: "Örjan", lastName: "östlund" } }) { reviewName } }`,
      {},
      customer.headers,
    );
    expect(named.body.data).toEqual({ updateUser: { reviewName: 'Örjan Ö.' } });
    const { alias } = await mostReviewed();
    const saved = await post(
      { alias, rating: 4, author: 'Någon annan', comment: 'Pålitlig.' },
      customer.headers,
    );
    expect(saved.data?.postProductReview).toBe(true);
    const newest = await data<ReviewsData>(REVIEWS, { alias, skip: 0, take: 1 });
    expect(newest.reviews.reviews[0]).toMatchObject({ author: 'Örjan Ö.', comment: 'Pålitlig.' });
    const [row] = await db()
      .select({ customerId: reviews.customerId })
      .from(reviews)
      .orderBy(sql`${reviews.id} desc`)
      .limit(1);
    expect(row?.customerId).toBe(Number(claimsOf(customer.token).sub));
  });

  it('refuses a rating that is not a whole number and saves nothing', async () => {
    const { alias } = await mostReviewed();
    const before = await reviewCount();
    const body = await post({ alias, rating: 4.5, author: 'Testare', comment: 'Bra.' });
    expect(body.errors?.length).toBeGreaterThan(0);
    expect(body.data?.postProductReview).toBeUndefined();
    expect(await reviewCount()).toBe(before);
  });

  it('refuses a review without a valid API key', async () => {
    const { alias } = await mostReviewed();
    const { status } = await api().graphql(
      POST,
      { alias, rating: 5, author: 'Testare', comment: 'Bra.' },
      { 'x-apikey': 'wrong' },
    );
    expect(status).toBe(401);
  });

  it('saves one review, trimmed, in the language of the request, and counts it at once', async () => {
    const { alias, n } = await mostReviewed();
    const saved = await post({
      alias,
      rating: 5,
      author: '  Åsa i Örebro ',
      comment: ' Smidig och stark – rekommenderas! ',
    });
    expect(saved.data?.postProductReview).toBe(true);
    const after = await data<ReviewsData>(REVIEWS, { alias, skip: 0, take: 1 });
    expect(after.reviews.count).toBe(n + 1);
    expect(after.reviews.reviews[0]).toMatchObject({
      rating: 5,
      author: 'Åsa i Örebro',
      comment: 'Smidig och stark – rekommenderas!',
      languageCode: 'sv',
    });
  });

  it('keeps one review per customer and product: a second one replaces the first, marked bought once they bought it', async () => {
    const buyer = await registerCustomer(api().url);
    // An address of its own: the file's other reviews have spent most of the loopback's hour.
    const asBuyer = { ...buyer.headers, ...freshAddress() };
    const skuId = await cheapestSkuInStock(db());
    const [product] = await db()
      .select({ id: products.id, alias: products.alias })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .where(eq(skus.id, skuId));
    const { id, alias } = product as { id: number; alias: string };
    const rowsOfBuyer = () =>
      db()
        .select({ rating: reviews.rating, comment: reviews.comment, verified: reviews.verifiedPurchase })
        .from(reviews)
        .where(and(eq(reviews.productId, id), eq(reviews.customerId, Number(claimsOf(buyer.token).sub))));
    const before = await data<ReviewsData>(REVIEWS, { alias, take: 50 });

    const twice = await Promise.all(
      ['Bra.', 'Riktigt bra.'].map((comment) => post({ alias, rating: 5, author: 'Kim', comment }, asBuyer)),
    );
    expect(twice.map((body) => body.data?.postProductReview)).toEqual([true, true]);
    expect(await rowsOfBuyer()).toEqual([expect.objectContaining({ rating: 5, verified: false })]);

    const { getCart } = await data<{ getCart: { id: string } }>('query { getCart(id: "") { id } }');
    await data(
      'mutation ($id: String!, $skuId: Int!) { addToCart(id: $id, item: { skuId: $skuId, quantity: 1 }) { id } }',
      {
        id: getCart.id,
        skuId,
      },
    );
    const placed = await api().graphql<{ placeOrder: { publicId: string } }>(
      'mutation ($cartId: String!, $checkout: CheckoutInputType!) { placeOrder(cartId: $cartId, checkout: $checkout) { publicId } }',
      { cartId: getCart.id, checkout: PERSON_BUYER },
      asBuyer,
    );
    expect(placed.body.data?.placeOrder.publicId).toBeTruthy();

    expect((await post({ alias, rating: 1, author: 'Kim', comment: 'Gick sönder.' }, asBuyer)).data).toEqual({
      postProductReview: true,
    });
    expect(await rowsOfBuyer()).toEqual([{ rating: 1, comment: 'Gick sönder.', verified: true }]);
    const after = await data<ReviewsData>(REVIEWS, { alias, take: 50 });
    expect(after.reviews.count).toBe(before.reviews.count + 1);
    expect(after.reviews.reviews[0]).toMatchObject({
      rating: 1,
      comment: 'Gick sönder.',
      verifiedPurchase: true,
    });
    expect(after.reviews.reviews.filter((review) => /bra\./i.test(review.comment))).toEqual([]);
  });
});
