import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { products, reviews } from '#src/db/schema.ts';
import { type AuditActor, recordAudit } from '#src/modules/audit/index.ts';
import {
  REVIEW_DESK_LIMITS,
  ReviewDeskRefusal,
  type ReviewDeskResult,
  reviewTransaction,
  staffText,
} from './refusals.ts';

const ENTITY = 'review';

interface Change {
  db: Database;
  actor: AuditActor;
  reviewId: number;
  now: Date;
}

/** What a change answers: the review's id and its product's alias, whose cached pages expire. */
export interface ChangedReview {
  id: number;
  productAlias: string;
}

/** The review's row and its product's alias, locked until the change's transaction ends. */
async function lockedReview(tx: Transaction, id: number) {
  const [row] = await tx
    .select({ review: reviews, productAlias: products.alias })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.id, id))
    .for('update', { of: reviews });
  if (!row) throw new ReviewDeskRefusal('REVIEW_NOT_FOUND');
  return row;
}

/**
 * Approves a waiting or rejected review: it shows in the shop and counts in the product's rating.
 * Refused when it is approved already, so that each audit row is a change.
 */
export function approveReview({
  db,
  actor,
  reviewId,
  now,
}: Change): Promise<ReviewDeskResult<ChangedReview>> {
  return reviewTransaction(db, async (tx) => {
    const { review, productAlias } = await lockedReview(tx, reviewId);
    if (review.status === 'approved') throw new ReviewDeskRefusal('ALREADY_APPROVED');
    await tx
      .update(reviews)
      .set({ status: 'approved', rejectionReason: null, decidedBy: actor.staffId, decidedAt: now })
      .where(eq(reviews.id, reviewId));
    await recordAudit(tx, {
      actor,
      action: 'review.approve',
      entityType: ENTITY,
      entityId: reviewId,
      before: { status: review.status, rejectionReason: review.rejectionReason },
      after: { status: 'approved' },
    });
    return { id: reviewId, productAlias };
  });
}

/**
 * Rejects a review with the reason staff give (required): it no longer shows or counts. A rejected
 * one rejected again has its reason changed.
 */
export function rejectReview({
  db,
  actor,
  reviewId,
  now,
  reason,
}: Change & { reason: string }): Promise<ReviewDeskResult<ChangedReview>> {
  return reviewTransaction(db, async (tx) => {
    const text = staffText(reason, REVIEW_DESK_LIMITS.reasonMax, 'REASON_TOO_LONG');
    if (text === null) throw new ReviewDeskRefusal('REASON_REQUIRED');
    const { review, productAlias } = await lockedReview(tx, reviewId);
    await tx
      .update(reviews)
      .set({ status: 'rejected', rejectionReason: text, decidedBy: actor.staffId, decidedAt: now })
      .where(eq(reviews.id, reviewId));
    await recordAudit(tx, {
      actor,
      action: 'review.reject',
      entityType: ENTITY,
      entityId: reviewId,
      before: { status: review.status, rejectionReason: review.rejectionReason },
      after: { status: 'rejected', rejectionReason: text },
    });
    return { id: reviewId, productAlias };
  });
}

/**
 * Writes, edits or (with an empty text) removes the dealer's reply under a review, signed by the
 * member and dated now. It shows in the shop while the review is approved.
 */
export function replyToReview({
  db,
  actor,
  reviewId,
  now,
  reply,
}: Change & { reply: string }): Promise<ReviewDeskResult<ChangedReview>> {
  return reviewTransaction(db, async (tx) => {
    const text = staffText(reply, REVIEW_DESK_LIMITS.replyMax, 'REPLY_TOO_LONG');
    const { review, productAlias } = await lockedReview(tx, reviewId);
    await tx
      .update(reviews)
      .set(
        text === null
          ? { reply: null, repliedBy: null, repliedAt: null }
          : { reply: text, repliedBy: actor.staffId, repliedAt: now },
      )
      .where(eq(reviews.id, reviewId));
    await recordAudit(tx, {
      actor,
      action: text === null ? 'review.replyRemove' : 'review.reply',
      entityType: ENTITY,
      entityId: reviewId,
      before: { reply: review.reply },
      after: { reply: text },
    });
    return { id: reviewId, productAlias };
  });
}
