import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '#src/db/client.ts';
import { products, productTexts, type ReviewStatus, reviews, staffMembers } from '#src/db/schema.ts';

type Reader = Database | Transaction;

/** A review as the desk shows it: the text, where it stands, who decided and the dealer's reply. */
export interface DeskReview {
  id: number;
  status: ReviewStatus;
  rating: number;
  comment: string;
  author: string;
  languageCode: string;
  verifiedPurchase: boolean;
  createdAt: Date;
  customerId: number | null;
  productId: number;
  productAlias: string;
  productName: string;
  articleNumber: string;
  rejectionReason: string | null;
  decidedAt: Date | null;
  decidedBy: string | null;
  reply: string | null;
  repliedAt: Date | null;
  repliedBy: string | null;
}

export interface ReviewStatusCounts {
  pending: number;
  approved: number;
  rejected: number;
}

export interface DeskReviewPage {
  nodes: DeskReview[];
  totalCount: number;
  /** Reviews of each status under the same product filter: the tabs' numbers. */
  counts: ReviewStatusCounts;
  endCursor: string | null;
}

/** A page's cursor: the id of its last review. */
const reviewCursor = (id: number) => Buffer.from(`review:${id}`).toString('base64url');

/** The id a cursor continues after, or null for one this list did not make. */
export function reviewCursorId(cursor: string): number | null {
  const match = /^review:(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString());
  return match ? Number(match[1]) : null;
}

/** The reviews `where` selects, newest first, with product names in `languageCode` (else Swedish). */
async function deskReviews(
  db: Reader,
  where: SQL | undefined,
  languageCode: string,
  limit: number,
): Promise<DeskReview[]> {
  const wanted = alias(productTexts, 'wanted_texts');
  const fallback = alias(productTexts, 'fallback_texts');
  const decider = alias(staffMembers, 'decider');
  const replier = alias(staffMembers, 'replier');
  const memberName = (member: { name: AnyPgColumn; email: AnyPgColumn }) =>
    sql<string | null>`coalesce(nullif(${member.name}, ''), ${member.email})`;
  return db
    .select({
      id: reviews.id,
      status: reviews.status,
      rating: reviews.rating,
      comment: reviews.comment,
      author: reviews.author,
      languageCode: reviews.languageCode,
      verifiedPurchase: reviews.verifiedPurchase,
      createdAt: reviews.createdAt,
      customerId: reviews.customerId,
      productId: reviews.productId,
      productAlias: products.alias,
      productName: sql<string>`coalesce(${wanted.name}, ${fallback.name}, ${products.alias})`,
      articleNumber: products.articleNumber,
      rejectionReason: reviews.rejectionReason,
      decidedAt: reviews.decidedAt,
      decidedBy: memberName(decider),
      reply: reviews.reply,
      repliedAt: reviews.repliedAt,
      repliedBy: memberName(replier),
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .leftJoin(wanted, and(eq(wanted.productId, products.id), eq(wanted.languageCode, languageCode)))
    .leftJoin(fallback, and(eq(fallback.productId, products.id), eq(fallback.languageCode, 'sv')))
    .leftJoin(decider, eq(decider.id, reviews.decidedBy))
    .leftJoin(replier, eq(replier.id, reviews.repliedBy))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}

/** One review as the desk shows it; null for an unknown id. */
export async function deskReview(db: Reader, id: number, languageCode: string): Promise<DeskReview | null> {
  const [row] = await deskReviews(db, eq(reviews.id, id), languageCode, 1);
  return row ?? null;
}

/** The product filter: by id, or by article number (any case); both given, both must hold. */
function productFilter(options: { productId?: number | null; articleNumber?: string | null }) {
  const article = options.articleNumber?.trim();
  return and(
    options.productId ? eq(reviews.productId, options.productId) : undefined,
    article
      ? sql`${reviews.productId} = (select ${products.id} from ${products} where lower(${products.articleNumber}) = lower(${article}))`
      : undefined,
  );
}

/**
 * Reviews of a status (or all), newest first, a page at a time, for one product when asked; with
 * how many match and how many of each status the product filter holds.
 */
export async function reviewQueue(
  db: Reader,
  options: {
    status?: ReviewStatus | null;
    productId?: number | null;
    articleNumber?: string | null;
    first: number;
    after?: number | null;
    languageCode: string;
  },
): Promise<DeskReviewPage> {
  const ofProduct = productFilter(options);
  const where = and(ofProduct, options.status ? eq(reviews.status, options.status) : undefined);
  // After the cursor's review in the list's order; a cursor whose review is gone ends the list.
  const after = options.after
    ? sql`(${reviews.createdAt}, ${reviews.id}) < (select r.created_at, r.id from ${reviews} r where r.id = ${options.after})`
    : undefined;
  const [rows, byStatus] = await Promise.all([
    deskReviews(db, and(where, after), options.languageCode, options.first + 1),
    db.select({ status: reviews.status, n: count() }).from(reviews).where(ofProduct).groupBy(reviews.status),
  ]);
  const counts: ReviewStatusCounts = { pending: 0, approved: 0, rejected: 0 };
  for (const { status, n } of byStatus) counts[status] = Number(n);
  const page = rows.slice(0, options.first);
  const last = page.at(-1);
  return {
    nodes: page,
    totalCount: options.status ? counts[options.status] : counts.pending + counts.approved + counts.rejected,
    counts,
    endCursor: rows.length > options.first && last ? reviewCursor(last.id) : null,
  };
}
