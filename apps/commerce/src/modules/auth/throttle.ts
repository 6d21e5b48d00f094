import { and, eq, gt, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { authThrottles } from '#src/db/schema.ts';
import { AuthError } from './errors.ts';
import { AUTH_LIMITS, lockSecondsAfter, type ThrottleRule } from './limits.ts';

const DAY_MS = 24 * 3600 * 1000;

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

/** The lock a key gets at its `failures`-th failure (a SQL expression of the new count). */
function lockAfter(rule: ThrottleRule, now: number, failures: SQL) {
  const seconds = rule.backoff
    ? sql`least(power(2, least(${failures} - ${rule.maxFailures}, 30)), ${rule.lockSeconds})`
    : sql`${rule.lockSeconds}`;
  return sql`case when ${failures} >= ${rule.maxFailures} then to_timestamp(${now / 1000}::float8 + ${seconds}) else ${authThrottles.lockedUntil} end`;
}

/**
 * Counts one failure (or one use, for a rule that limits uses) against the key; the count starts
 * again when its window has passed, and reaching the rule's maximum locks the key (see
 * lockSecondsAfter). One statement, so that instances counting the same key at once both count.
 */
export async function countFailure(db: Database, now: number, key: ThrottleKey): Promise<void> {
  const { windowSeconds } = key.rule;
  const at = new Date(now);
  const windowPassed = sql`${authThrottles.windowStartedAt} <= ${new Date(now - windowSeconds * 1000)}`;
  const failures = sql`case when ${windowPassed} then 1 else ${authThrottles.failures} + 1 end`;
  const firstLock = lockSecondsAfter(key.rule, 1);
  await db
    .insert(authThrottles)
    .values({
      key: keyOf(key),
      failures: 1,
      windowStartedAt: at,
      lockedUntil: firstLock > 0 ? new Date(now + firstLock * 1000) : null,
    })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        failures,
        windowStartedAt: sql`case when ${windowPassed} then ${at} else ${authThrottles.windowStartedAt} end`,
        lockedUntil: lockAfter(key.rule, now, failures),
      },
    });
}

const knownKey = (username: string, address: string) => `known:${username} ${address}`;

/** Remembers that the account signed in from the address, for AUTH_LIMITS.knownAddressDays. */
export async function rememberAddress(db: Database, now: number, username: string, address: string) {
  const until = new Date(now + AUTH_LIMITS.knownAddressDays * DAY_MS);
  await db
    .insert(authThrottles)
    .values({
      key: knownKey(username, address),
      failures: 0,
      windowStartedAt: new Date(now),
      lockedUntil: until,
    })
    .onConflictDoUpdate({ target: authThrottles.key, set: { lockedUntil: until } });
}

/** Whether the account signed in from the address within AUTH_LIMITS.knownAddressDays. */
export async function knowsAddress(db: Database, now: number, username: string, address: string) {
  const [row] = await db
    .select({ key: authThrottles.key })
    .from(authThrottles)
    .where(
      and(eq(authThrottles.key, knownKey(username, address)), gt(authThrottles.lockedUntil, new Date(now))),
    );
  return row !== undefined;
}

/** Forgets the key's failures (a successful sign-in clears its account's count). */
export async function clearFailures(db: Database, key: ThrottleKey): Promise<void> {
  await db.delete(authThrottles).where(inArray(authThrottles.key, [keyOf(key)]));
}

/** Drops counters whose window and lock are long over (a known address's row lasts until it is forgotten). */
export async function deleteStaleCounters(db: Database, now: number): Promise<void> {
  const dayAgo = new Date(now - DAY_MS);
  await db
    .delete(authThrottles)
    .where(
      and(
        lt(authThrottles.windowStartedAt, dayAgo),
        or(isNull(authThrottles.lockedUntil), lt(authThrottles.lockedUntil, new Date(now))),
      ),
    );
}
