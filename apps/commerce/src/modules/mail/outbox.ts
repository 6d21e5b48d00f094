import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { mailOutbox } from '#src/db/schema.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** How long a claimed mail is left to one sender before another instance may take it. */
const CLAIM_MS = 5 * 60 * 1000;
/** At most this many mails are sent in one round. */
const ROUND = 20;

/**
 * Claims the mails due at `now` for this sender: queued ones, and ones another sender claimed and
 * never finished. Locked rows are skipped, so instances never send the same mail at once.
 */
export async function claimDue(db: Database, now: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(inArray(mailOutbox.status, ['queued', 'sending']), lte(mailOutbox.nextAttemptAt, new Date(now))),
    )
    .orderBy(mailOutbox.id)
    .limit(ROUND)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      status: 'sending',
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: new Date(now + CLAIM_MS),
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

export async function markSent(db: Database, id: number, now: number) {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: new Date(now), lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** A failed try: again after the next pause, or `failed` when no pause is left. */
export async function markFailed(
  db: Database,
  row: OutboxRow,
  now: number,
  error: string,
  pausesSeconds: readonly number[],
) {
  const pause = pausesSeconds[row.attempts - 1];
  await db
    .update(mailOutbox)
    .set(
      pause === undefined
        ? { status: 'failed', lastError: error }
        : { status: 'queued', lastError: error, nextAttemptAt: new Date(now + pause * 1000) },
    )
    .where(eq(mailOutbox.id, row.id));
}
