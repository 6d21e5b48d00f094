import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { type AuthAction, authChallenges } from '#src/db/schema.ts';
import { AUTH_LIMITS } from './limits.ts';
import type { AuthKeys } from './secrets.ts';

/** What the sign endpoint answers and the second step sends back whole as `signature`. */
export interface SignedChallenge {
  identity: string;
  signature: string;
  /** Milliseconds since the epoch at signing. */
  timestamp: number;
}

const TTL_MS = AUTH_LIMITS.challengeSeconds * 1000;
/** A signature from a clock a little ahead of ours (another instance) is still taken. */
const CLOCK_SKEW_MS = 5_000;

/** Starts a sign-in: a random challenge for this action and username, kept until it expires. */
export async function issueChallenge(
  db: Database,
  now: number,
  action: AuthAction,
  username: string,
): Promise<string> {
  const identity = randomBytes(32).toString('base64url');
  await db.insert(authChallenges).values({
    identity,
    action,
    username,
    createdAt: new Date(now),
    expiresAt: new Date(now + TTL_MS),
  });
  return identity;
}

/** Whether a challenge was issued and can still be used. */
export async function challengeIsLive(db: Database, now: number, identity: string): Promise<boolean> {
  const [row] = await db
    .select({ identity: authChallenges.identity })
    .from(authChallenges)
    .where(
      and(
        eq(authChallenges.identity, identity),
        isNull(authChallenges.usedAt),
        gt(authChallenges.expiresAt, new Date(now)),
      ),
    );
  return row !== undefined;
}

const mac = (keys: AuthKeys, identity: string, timestamp: number) =>
  createHmac('sha256', keys.challenge).update(`${identity}\n${timestamp}`).digest();

/** The sign endpoint's answer: the challenge with an HMAC of it and the time. */
export function signChallenge(keys: AuthKeys, identity: string, now: number): SignedChallenge {
  return { identity, signature: mac(keys, identity, now).toString('base64url'), timestamp: now };
}

/** Whether the signature is ours (`forged` if not) and still fresh (`expired` if not). */
export function checkSignature(keys: AuthKeys, signed: SignedChallenge, now: number) {
  const expected = mac(keys, signed.identity, signed.timestamp);
  const given = Buffer.from(signed.signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
  if (signed.timestamp > now + CLOCK_SKEW_MS || now - signed.timestamp > TTL_MS) return 'expired';
  return 'valid';
}

/**
 * Uses the challenge up: true only for the first use, before it expires, with the action and
 * username it was issued for. One statement, so two instances cannot both use it.
 */
export async function consumeChallenge(
  db: Database,
  now: number,
  identity: string,
  action: AuthAction,
  username: string,
): Promise<boolean> {
  const used = await db
    .update(authChallenges)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(authChallenges.identity, identity),
        eq(authChallenges.action, action),
        eq(authChallenges.username, username),
        isNull(authChallenges.usedAt),
        gt(authChallenges.expiresAt, new Date(now)),
      ),
    )
    .returning({ identity: authChallenges.identity });
  return used.length === 1;
}

/** Drops challenges expired for a while (a used one stays until then, so that a replay is still refused). */
export async function deleteExpiredChallenges(db: Database, now: number): Promise<void> {
  await db.delete(authChallenges).where(lt(authChallenges.expiresAt, new Date(now - TTL_MS)));
}
