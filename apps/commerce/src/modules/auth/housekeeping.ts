import { lt } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { authRefreshTokens, authSessions } from '#src/db/schema.ts';
import { deleteExpiredChallenges } from './challenges.ts';
import { deleteExpiredLoginTokens } from './login-tokens.ts';
import { deleteStaleCounters } from './throttle.ts';

const EVERY_MS = 60_000;
const DAY_MS = 24 * 3600 * 1000;

/**
 * Drops what has expired (challenges, staff's sign-in links, counters, refresh tokens, ended sessions), at most once a
 * minute per instance, after a challenge is issued; rows kept a day past expiry still refuse a replay.
 */
export function housekeeper(db: Database) {
  let last = Number.NEGATIVE_INFINITY;
  return (now: number) => {
    if (now - last < EVERY_MS) return;
    last = now;
    const dayAgo = new Date(now - DAY_MS);
    Promise.all([
      deleteExpiredChallenges(db, now),
      deleteExpiredLoginTokens(db, now),
      deleteStaleCounters(db, now),
      db.delete(authRefreshTokens).where(lt(authRefreshTokens.expiresAt, dayAgo)),
      db.delete(authSessions).where(lt(authSessions.expiresAt, dayAgo)),
    ]).catch((error: unknown) => console.error('Auth housekeeping failed:', error));
  };
}
