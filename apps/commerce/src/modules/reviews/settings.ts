import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { reviewSettings } from '#src/db/schema.ts';
import { type AuditActor, recordAudit } from '#src/modules/audit/index.ts';

/** How the shop takes new reviews, as the review desk shows and sets it (ADR 75). */
export interface ReviewModeration {
  /** A new or rewritten review waits for staff before it shows; false: it shows at once. */
  moderate: boolean;
  updatedAt: Date | null;
}

/** The shop's setting; a shop without its row (none was ever written) moderates. */
export async function reviewModeration(db: Database | Transaction): Promise<ReviewModeration> {
  const [row] = await db
    .select({ moderate: reviewSettings.moderate, updatedAt: reviewSettings.updatedAt })
    .from(reviewSettings)
    .where(eq(reviewSettings.id, 1));
  return row ?? { moderate: true, updatedAt: null };
}

/**
 * Sets whether new reviews wait for staff, with its audit row, in one transaction. Reviews already
 * written keep their status: turning moderation off publishes none of those waiting.
 */
export async function setReviewModeration(
  db: Database,
  actor: AuditActor,
  moderate: boolean,
  now: Date,
): Promise<ReviewModeration> {
  return db.transaction(async (tx) => {
    // The row is locked (or made) first, so that two members' changes are recorded in turn.
    await tx.insert(reviewSettings).values({ id: 1 }).onConflictDoNothing();
    const [before] = await tx
      .select({ moderate: reviewSettings.moderate })
      .from(reviewSettings)
      .where(eq(reviewSettings.id, 1))
      .for('update');
    await tx
      .update(reviewSettings)
      .set({ moderate, updatedBy: actor.staffId, updatedAt: now })
      .where(eq(reviewSettings.id, 1));
    await recordAudit(tx, {
      actor,
      action: 'review.settings',
      entityType: 'review_settings',
      entityId: 1,
      before: { moderate: before?.moderate ?? true },
      after: { moderate },
    });
    return { moderate, updatedAt: now };
  });
}
