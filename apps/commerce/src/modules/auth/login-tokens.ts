import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { authLoginTokens, customers } from '#src/db/schema.ts';
import type { AuthKeys } from './secrets.ts';
import { type IssuedTokens, startSession } from './sessions.ts';

export const LOGIN_TOKEN_LIMITS = {
  /** Staff send the link while on the phone with the customer: minutes, not hours, in an inbox. */
  validMinutes: 5,
  /** The session it starts: an hour of help, never renewed past it. */
  sessionMinutes: 60,
} as const;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
/** Ours are 43 characters; anything else is refused unread. */
const TOKEN_FORM = /^[\w-]{43}$/;

/** A sign-in link token for one customer: random, kept only as its SHA-256, valid a few minutes. */
export async function mintLoginToken(
  db: Database,
  now: number,
  customerId: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + LOGIN_TOKEN_LIMITS.validMinutes * 60_000);
  await db
    .insert(authLoginTokens)
    .values({ tokenHash: hashOf(token), customerId, createdAt: new Date(now), expiresAt });
  return { token, expiresAt };
}

const live = (token: string, now: number) =>
  and(
    eq(authLoginTokens.tokenHash, hashOf(token)),
    isNull(authLoginTokens.usedAt),
    gt(authLoginTokens.expiresAt, new Date(now)),
  );

/** Whom a token would sign in, while it can still be used (the confirmation shows it); else null. */
export async function loginTokenCustomer(db: Database, now: number, token: string) {
  if (!TOKEN_FORM.test(token)) return null;
  const [row] = await db
    .select({ email: customers.email, expiresAt: authLoginTokens.expiresAt })
    .from(authLoginTokens)
    .innerJoin(customers, eq(customers.id, authLoginTokens.customerId))
    .where(live(token, now));
  return row ?? null;
}

/**
 * Uses the token up and starts the customer's session (refresh tokens of an hour, ending within
 * the hour); null for a token that is unknown, used or expired. One statement uses it, so two
 * confirmations at once start one session.
 */
export async function redeemLoginToken(
  db: Database,
  keys: AuthKeys,
  now: number,
  token: string,
): Promise<IssuedTokens | null> {
  if (!TOKEN_FORM.test(token)) return null;
  const [used] = await db
    .update(authLoginTokens)
    .set({ usedAt: new Date(now) })
    .where(live(token, now))
    .returning({ customerId: authLoginTokens.customerId });
  if (!used) return null;
  const [owner] = await db
    .select({ id: customers.id, email: customers.email, customerType: customers.customerType })
    .from(customers)
    .where(eq(customers.id, used.customerId));
  if (!owner) return null;
  const minutes = LOGIN_TOKEN_LIMITS.sessionMinutes;
  return startSession(db, keys, now, owner, minutes, minutes);
}

/** Drops tokens expired a day ago (a used one stays until then, so that a replay is still refused). */
export async function deleteExpiredLoginTokens(db: Database, now: number): Promise<void> {
  await db.delete(authLoginTokens).where(lt(authLoginTokens.expiresAt, new Date(now - 24 * 3600 * 1000)));
}
