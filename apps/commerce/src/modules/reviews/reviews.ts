import { and, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { type OrderStage, orderLines, orders, products, type ReviewStatus, reviews } from '#src/db/schema.ts';
import { reviewModeration } from './settings.ts';
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
  reviews: {
    rating: number;
    comment: string;
    author: string;
    reviewDate: Date;
    languageCode: string;
    verifiedPurchase: boolean;
    /** The dealer's answer under it, and when it was written; null without one. */
    reply: string | null;
    replyDate: Date | null;
  }[];
}

/** Only approved reviews are shown and counted (ADR 75). */
const shown = eq(reviews.status, 'approved');

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** Average and number of shown reviews per product; products without any are left out. */
export async function ratingsOf(db: Database, productIds: readonly number[]): Promise<Map<number, Rating>> {
  const rows = await db
    .select({
      productId: reviews.productId,
      average: sql<string>`avg(${reviews.rating})`,
      votes: count(),
    })
    .from(reviews)
    .where(and(shown, inArray(reviews.productId, [...productIds])))
    .groupBy(reviews.productId);
  return new Map(
    rows.map((r) => [r.productId, { score: oneDecimal(Number(r.average)), voteCount: Number(r.votes) }]),
  );
}

/** Average and number of every shown review of the shop's products: the shop's own trust rating. */
export async function shopRating(db: Database): Promise<Rating> {
  const [row] = await db
    .select({ average: sql<string | null>`avg(${reviews.rating})`, votes: count() })
    .from(reviews)
    .where(shown);
  const votes = Number(row?.votes ?? 0);
  return { score: votes ? oneDecimal(Number(row?.average)) : 0, voteCount: votes };
}

async function productIdOf(db: Database, alias: string): Promise<number | null> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.alias, alias));
  return row?.id ?? null;
}

export const EMPTY_REVIEW_PAGE: ReviewPage = { count: 0, averageRating: 0, reviews: [] };

/** A page of a product's shown reviews, newest first, with the count and average of all of them. */
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
        verifiedPurchase: reviews.verifiedPurchase,
        reply: reviews.reply,
        replyDate: reviews.repliedAt,
      })
      .from(reviews)
      .where(and(shown, eq(reviews.productId, productId)))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .offset(Math.max(0, skip))
      .limit(Math.max(0, Math.min(take, MAX_REVIEW_PAGE_SIZE))),
  ]);
  const total = rating.get(productId);
  return { count: total?.voteCount ?? 0, averageRating: total?.score ?? 0, reviews: rows };
}

/** Orders in these stages were never a purchase, or were given back: their reviews are not marked as bought. */
const NOT_BOUGHT: OrderStage[] = ['cancelled', 'returned', 'credited'];

async function hasBought(db: Database, customerId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ orderId: orders.id })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orderLines.productId, productId),
        notInArray(orders.stage, NOT_BOUGHT),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Saves a customer's review (already validated), marked as a verified purchase when they bought the
 * product; a second review of the same product replaces the first and counts as written now. It
 * waits for staff when the shop moderates, else it shows at once; a rewritten one is judged anew
 * (an earlier decision goes, a reply stays for staff to keep or edit). Answers the status it was
 * saved with, or null when the product does not exist.
 */
export async function saveReview(
  db: Database,
  alias: string,
  review: ReviewInput & { customerId: number; languageCode: string; now: Date },
): Promise<ReviewStatus | null> {
  const productId = await productIdOf(db, alias);
  if (productId === null) return null;
  const { now, ...fields } = review;
  const { moderate } = await reviewModeration(db);
  const written = {
    ...fields,
    verifiedPurchase: await hasBought(db, review.customerId, productId),
    createdAt: now,
    status: moderate ? ('pending' as const) : ('approved' as const),
    rejectionReason: null,
    decidedBy: null,
    decidedAt: null,
  };
  await db
    .insert(reviews)
    .values({ productId, ...written })
    .onConflictDoUpdate({ target: [reviews.productId, reviews.customerId], set: written });
  return written.status;
}
