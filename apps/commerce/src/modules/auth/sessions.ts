import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { authRefreshTokens, authSessions, customers } from '#src/db/schema.ts';
import { AuthError } from './errors.ts';
import { AUTH_LIMITS } from './limits.ts';
import type { AuthKeys } from './secrets.ts';
import { type AccessClaims, signAccessToken } from './tokens.ts';

/** What a sign-in or refresh answers: `{ token, maxAge }`, and the refresh token for the header. */
export interface IssuedTokens {
  token: string;
  /** Seconds the token is valid. */
  maxAge: number;
  refreshToken: string;
}

/** Why a session ended, kept on the row for whoever investigates. */
export type RevokeReason =
  | 'logout'
  | 'refresh-token-reused'
  | 'wrong-current-password'
  | 'password-changed'
  | 'password-reset'
  | 'account-deleted';

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
const newSecret = () => randomBytes(32).toString('base64url');

interface SessionOwner {
  id: number;
  email: string;
  customerType: AccessClaims['customerType'];
}

async function issueTokens(
  db: Database,
  keys: AuthKeys,
  now: number,
  session: { id: string; lifetimeSeconds: number; expiresAt: Date },
  owner: SessionOwner,
): Promise<IssuedTokens> {
  const refreshToken = newSecret();
  const refreshExpires = Math.min(now + session.lifetimeSeconds * 1000, session.expiresAt.getTime());
  await db.insert(authRefreshTokens).values({
    tokenHash: sha256(refreshToken),
    sessionId: session.id,
    createdAt: new Date(now),
    expiresAt: new Date(refreshExpires),
  });
  const maxAge = Math.max(
    1,
    Math.min(AUTH_LIMITS.accessTokenSeconds, Math.floor((refreshExpires - now) / 1000)),
  );
  const claims = {
    sid: session.id,
    customerId: owner.id,
    name: owner.email,
    customerType: owner.customerType,
  };
  return { token: await signAccessToken(keys.token, claims, now, maxAge), maxAge, refreshToken };
}

/**
 * Signs a customer in: a new session whose refresh tokens live `lifetimeMinutes` each, and which
 * ends after `absoluteMinutes` however it is refreshed (by default AUTH_LIMITS.sessionAbsoluteDays).
 */
export async function startSession(
  db: Database,
  keys: AuthKeys,
  now: number,
  owner: SessionOwner,
  lifetimeMinutes: number,
  absoluteMinutes: number = AUTH_LIMITS.sessionAbsoluteDays * 24 * 60,
): Promise<IssuedTokens> {
  const session = {
    id: randomBytes(18).toString('base64url'),
    customerId: owner.id,
    createdAt: new Date(now),
    lifetimeSeconds: lifetimeMinutes * 60,
    expiresAt: new Date(now + absoluteMinutes * 60_000),
  };
  await db.insert(authSessions).values(session);
  return issueTokens(db, keys, now, session, owner);
}

/**
 * Trades a refresh token for a new token and a new refresh token. A token is good once: when one
 * comes back a second time, someone holds a copy, and its whole session is revoked; but within
 * AUTH_LIMITS.refreshGraceSeconds of its first use it is the same client asking twice at once (two
 * requests of one page, two tabs), which gets tokens of its own in the same session.
 */
export async function refreshSession(
  db: Database,
  keys: AuthKeys,
  now: number,
  refreshToken: string,
): Promise<IssuedTokens> {
  const tokenHash = sha256(refreshToken);
  const [used] = await db
    .update(authRefreshTokens)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(authRefreshTokens.tokenHash, tokenHash),
        isNull(authRefreshTokens.usedAt),
        gt(authRefreshTokens.expiresAt, new Date(now)),
      ),
    )
    .returning({ sessionId: authRefreshTokens.sessionId });
  if (!used) {
    const [known] = await db
      .select({ sessionId: authRefreshTokens.sessionId, usedAt: authRefreshTokens.usedAt })
      .from(authRefreshTokens)
      .where(eq(authRefreshTokens.tokenHash, tokenHash));
    if (!known?.usedAt) throw new AuthError('NO_SESSION');
    if (now - known.usedAt.getTime() > AUTH_LIMITS.refreshGraceSeconds * 1000) {
      await revokeSession(db, now, known.sessionId, 'refresh-token-reused');
      throw new AuthError('REFRESH_TOKEN_REUSED');
    }
    return continueSession(db, keys, now, known.sessionId);
  }
  return continueSession(db, keys, now, used.sessionId);
}

/** New tokens in a session that is neither revoked nor over. */
async function continueSession(db: Database, keys: AuthKeys, now: number, sessionId: string) {
  const [row] = await db
    .select({
      session: authSessions,
      owner: { id: customers.id, email: customers.email, customerType: customers.customerType },
    })
    .from(authSessions)
    .innerJoin(customers, eq(customers.id, authSessions.customerId))
    .where(
      and(
        eq(authSessions.id, sessionId),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, new Date(now)),
      ),
    );
  if (!row) throw new AuthError('NO_SESSION');
  return issueTokens(db, keys, now, row.session, row.owner);
}

/** The session's customer while the session is neither revoked nor over; else null. */
export async function liveSessionOwner(
  db: Database,
  now: number,
  sessionId: string,
): Promise<SessionOwner | null> {
  const [row] = await db
    .select({ id: customers.id, email: customers.email, customerType: customers.customerType })
    .from(authSessions)
    .innerJoin(customers, eq(customers.id, authSessions.customerId))
    .where(
      and(
        eq(authSessions.id, sessionId),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, new Date(now)),
      ),
    );
  return row ?? null;
}

/** Ends a session: its tokens stop working at once, on every instance. */
export async function revokeSession(db: Database, now: number, sessionId: string, reason: RevokeReason) {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(now), revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** The session a refresh token belongs to, used or not; undefined for a token nobody issued. */
export async function sessionOfRefreshToken(db: Database, refreshToken: string): Promise<string | undefined> {
  const [row] = await db
    .select({ sessionId: authRefreshTokens.sessionId })
    .from(authRefreshTokens)
    .where(eq(authRefreshTokens.tokenHash, sha256(refreshToken)));
  return row?.sessionId;
}

/** Ends every session of a customer (password changed or reset, account deleted). */
export async function revokeCustomerSessions(
  db: Database,
  now: number,
  customerId: number,
  reason: RevokeReason,
) {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(now), revokedReason: reason })
    .where(and(eq(authSessions.customerId, customerId), isNull(authSessions.revokedAt)));
}
