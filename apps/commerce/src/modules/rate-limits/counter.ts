import { lt, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { rateCounters } from '#src/db/schema.ts';
import { LONGEST_WINDOW_SECONDS, type RateRule } from './limits.ts';

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one request of `subject` under the rule and says whether it is within the rule's limit
 * (`add` 0: counts nothing and says whether one more would be). One statement, so that instances
 * counting the same key at once both count; a window that has passed starts again at this request.
 */
export async function countRequest(
  db: Database,
  now: number,
  rule: RateRule,
  subject: string,
  add: 0 | 1 = 1,
): Promise<RateVerdict> {
  const at = new Date(now);
  const windowPassed = sql`${rateCounters.windowStartedAt} <= ${new Date(now - rule.windowSeconds * 1000)}`;
  const [counter] = await db
    .insert(rateCounters)
    .values({ key: `${rule.name}:${subject}`, hits: add, windowStartedAt: at })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        hits: sql`case when ${windowPassed} then ${add} else ${rateCounters.hits} + ${add} end`,
        windowStartedAt: sql`case when ${windowPassed} then ${at} else ${rateCounters.windowStartedAt} end`,
      },
    })
    .returning({ hits: rateCounters.hits, windowStartedAt: rateCounters.windowStartedAt });
  if (!counter || counter.hits + 1 - add <= rule.max) return { allowed: true };
  const endsAt = counter.windowStartedAt.getTime() + rule.windowSeconds * 1000;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now) / 1000)) };
}

const EVERY_MS = 60_000;

/** Drops counters whose window is long over, at most once a minute per instance. */
export function counterSweeper(db: Database) {
  let last = Number.NEGATIVE_INFINITY;
  return (now: number) => {
    if (now - last < EVERY_MS) return;
    last = now;
    db.delete(rateCounters)
      .where(lt(rateCounters.windowStartedAt, new Date(now - LONGEST_WINDOW_SECONDS * 1000)))
      .catch((error: unknown) => console.error('Rate counter sweep failed:', error));
  };
}
