import { and, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { authThrottles } from '#src/db/schema.ts';
import { AuthError } from './errors.ts';
import type { ThrottleRule } from './limits.ts';

/** One counter: a rule applied to one subject (an account's email, a client address). */
export interface ThrottleKey {
  rule: ThrottleRule;
  subject: string;
}

const keyOf = ({ rule, subject }: ThrottleKey) => `${rule.name}:${subject}`;

/** Refuses (TOO_MANY_ATTEMPTS, with the seconds to wait) when any of the keys is locked at `now`. */
export async function assertNotLocked(db: Database, now: number, keys: readonly ThrottleKey[]) {
  const locked = await db
    .select({ lockedUntil: authThrottles.lockedUntil })
    .from(authThrottles)
    .where(and(inArray(authThrottles.key, keys.map(keyOf)), gt(authThrottles.lockedUntil, new Date(now))));
  if (locked.length === 0) return;
  const until = Math.max(...locked.map((row) => row.lockedUntil?.getTime() ?? now));
  throw new AuthError('TOO_MANY_ATTEMPTS', Math.max(1, Math.ceil((until - now) / 1000)));
}

/**
 * Counts one failure (or one use, for a rule that limits uses) against the key; the count starts
 * again when its window has passed, and reaching the rule's maximum locks the key. One statement,
 * so that instances counting the same key at once both count.
 */
export async function countFailure(db: Database, now: number, key: ThrottleKey): Promise<void> {
  const { maxFailures, windowSeconds, lockSeconds } = key.rule;
  const at = new Date(now);
  const windowPassed = sql`${authThrottles.windowStartedAt} <= ${new Date(now - windowSeconds * 1000)}`;
  const failures = sql`case when ${windowPassed} then 1 else ${authThrottles.failures} + 1 end`;
  await db
    .insert(authThrottles)
    .values({
      key: keyOf(key),
      failures: 1,
      windowStartedAt: at,
      lockedUntil: maxFailures <= 1 ? new Date(now + lockSeconds * 1000) : null,
    })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        failures,
        windowStartedAt: sql`case when ${windowPassed} then ${at} else ${authThrottles.windowStartedAt} end`,
        lockedUntil: sql`case when ${failures} >= ${maxFailures} then ${new Date(now + lockSeconds * 1000)} else ${authThrottles.lockedUntil} end`,
      },
    });
}

/** Forgets the key's failures (a successful sign-in clears its account's count). */
export async function clearFailures(db: Database, key: ThrottleKey): Promise<void> {
  await db.delete(authThrottles).where(inArray(authThrottles.key, [keyOf(key)]));
}

/** Drops counters whose window and lock are long over. */
export async function deleteStaleCounters(db: Database, now: number): Promise<void> {
  const dayAgo = new Date(now - 24 * 3600 * 1000);
  await db
    .delete(authThrottles)
    .where(
      and(
        lt(authThrottles.windowStartedAt, dayAgo),
        or(isNull(authThrottles.lockedUntil), lt(authThrottles.lockedUntil, new Date(now))),
      ),
    );
}
