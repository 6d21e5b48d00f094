import { describe, expect, it } from 'vitest';
import { products } from '#src/db/schema.ts';
import { registerCustomer } from './auth-client.ts';
import { useTestApi } from './suite.ts';

const { api, db } = useTestApi({ products: 20 });

const POST = `mutation ($alias: String!, $rating: Int!, $author: String!, $comment: String!) {
  postProductReview(alias: $alias, rating: $rating, author: $author, comment: $comment)
}`;

interface Limits {
  authorMax: number;
  commentMax: number;
  ratingMin: number;
  ratingMax: number;
}

describe('review limits', () => {
  it('answers the limits the review mutation enforces, at the edge and one past it', async () => {
    const { body } = await api().graphql<{ reviewLimits: Limits }>(
      'query { reviewLimits { authorMax commentMax ratingMin ratingMax } }',
    );
    expect(body.errors).toBeUndefined();
    const limits = body.data?.reviewLimits as Limits;
    expect(limits).toEqual({ authorMax: 60, commentMax: 2000, ratingMin: 1, ratingMax: 5 });

    const [product] = await db().select({ alias: products.alias }).from(products).limit(1);
    const { headers } = await registerCustomer(api().url);
    const post = (review: { rating: number; author: string; comment: string }) =>
      api().graphql<{ postProductReview: boolean }>(POST, { alias: product?.alias, ...review }, headers);
    const atEdge = {
      rating: limits.ratingMax,
      author: 'a'.repeat(limits.authorMax),
      comment: 'b'.repeat(limits.commentMax),
    };
    expect((await post(atEdge)).body.data?.postProductReview).toBe(true);
    const codes = async (review: typeof atEdge) => (await post(review)).body.errors?.[0]?.extensions?.code;
    expect(await codes({ ...atEdge, author: 'a'.repeat(limits.authorMax + 1) })).toBe('INVALID_AUTHOR');
    expect(await codes({ ...atEdge, comment: 'b'.repeat(limits.commentMax + 1) })).toBe('INVALID_COMMENT');
    expect(await codes({ ...atEdge, rating: limits.ratingMax + 1 })).toBe('INVALID_RATING');
    expect(await codes({ ...atEdge, rating: limits.ratingMin - 1 })).toBe('INVALID_RATING');
  });
});
