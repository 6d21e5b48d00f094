import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { products, reviews } from '#src/db/schema.ts';
import type { ReviewInput } from './validation.ts';

export const DEFAULT_REVIEW_PAGE_SIZE = 5;
export const MAX_REVIEW_PAGE_SIZE = 50;

export interface Rating {
  /** Average stars, one decimal. */
  score: number;
  voteCount: number;
}

export interface ReviewPage {
  count: number;
  averageRating: number;
  reviews: { rating: number; comment: string; author: string; reviewDate: Date; languageCode: string }[];
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** Average and number of reviews per product; products without reviews are left out. */
export async function ratingsOf(db: Database, productIds: readonly number[]): Promise<Map<number, Rating>> {
  const rows = await db
    .select({
      productId: reviews.productId,
      average: sql<string>`avg(${reviews.rating})`,
      votes: count(),
    })
    .from(reviews)
    .where(inArray(reviews.productId, [...productIds]))
    .groupBy(reviews.productId);
  return new Map(
    rows.map((r) => [r.productId, { score: oneDecimal(Number(r.average)), voteCount: Number(r.votes) }]),
  );
}

/** Average and number of every review of the shop's products: the shop's own trust rating. */
export async function shopRating(db: Database): Promise<Rating> {
  const [row] = await db
    .select({ average: sql<string | null>`avg(${reviews.rating})`, votes: count() })
    .from(reviews);
  const votes = Number(row?.votes ?? 0);
  return { score: votes ? oneDecimal(Number(row?.average)) : 0, voteCount: votes };
}

async function productIdOf(db: Database, alias: string): Promise<number | null> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.alias, alias));
  return row?.id ?? null;
}

/** A page of a product's reviews, newest first, with the count and average of all of them. */
export const EMPTY_REVIEW_PAGE: ReviewPage = { count: 0, averageRating: 0, reviews: [] };

export async function reviewPage(
  db: Database,
  alias: string,
  skip: number,
  take: number,
): Promise<ReviewPage> {
  const productId = await productIdOf(db, alias);
  if (productId === null) return EMPTY_REVIEW_PAGE;
  const [rating, rows] = await Promise.all([
    ratingsOf(db, [productId]),
    db
      .select({
        rating: reviews.rating,
        comment: reviews.comment,
        author: reviews.author,
        reviewDate: reviews.createdAt,
        languageCode: reviews.languageCode,
      })
      .from(reviews)
      .where(eq(reviews.productId, productId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .offset(Math.max(0, skip))
      .limit(Math.max(0, Math.min(take, MAX_REVIEW_PAGE_SIZE))),
  ]);
  const total = rating.get(productId);
  return { count: total?.voteCount ?? 0, averageRating: total?.score ?? 0, reviews: rows };
}

/** Saves one review (already validated); false when the product does not exist. */
export async function addReview(
  db: Database,
  alias: string,
  review: ReviewInput & { customerId: number; languageCode: string },
): Promise<boolean> {
  const productId = await productIdOf(db, alias);
  if (productId === null) return false;
  await db.insert(reviews).values({ productId, ...review });
  return true;
}
