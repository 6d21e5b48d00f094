import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { staffApiTokens, staffSessions } from '#src/db/schema.ts';
import { STAFF_LIMITS } from './limits.ts';
import { slidingExpiry } from './principal.ts';
import { mintToken, tokenHash } from './secret-tokens.ts';

/** A new session's token (shown to the admin app once) and when it ends unless used. */
export interface StartedSession {
  token: string;
  expiresAt: Date;
}

export interface SessionClient {
  address: string;
  userAgent: string;
}

/**
 * Starts a session for a member whose password was right. With TOTP on, it grants nothing until
 * its code is verified, and ends within minutes unless it is.
 */
export async function startSession(
  db: Database,
  now: number,
  staffId: number,
  awaitingTotp: boolean,
  client: SessionClient,
): Promise<StartedSession> {
  const token = mintToken('session');
  const at = new Date(now);
  const expiresAt = awaitingTotp
    ? new Date(now + STAFF_LIMITS.totpPendingMinutes * 60_000)
    : slidingExpiry(at, now);
  await db.insert(staffSessions).values({
    tokenHash: tokenHash(token),
    staffId,
    createdAt: at,
    lastSeenAt: at,
    expiresAt,
    verifiedAt: awaitingTotp ? null : at,
    address: client.address.slice(0, 100),
    userAgent: client.userAgent.slice(0, 300),
  });
  return { token, expiresAt };
}

/** Ends one session (sign out). */
export async function revokeSession(db: Database, now: number, sessionHash: string): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(staffSessions.tokenHash, sessionHash), isNull(staffSessions.revokedAt)));
}

/** Marks a session awaiting its TOTP code as verified; its idle expiry starts now. */
export async function verifySession(db: Database, now: number, sessionHash: string): Promise<Date> {
  const at = new Date(now);
  const [session] = await db
    .update(staffSessions)
    .set({ verifiedAt: at, lastSeenAt: at, expiresAt: slidingExpiry(at, now) })
    .where(and(eq(staffSessions.tokenHash, sessionHash), isNull(staffSessions.revokedAt)))
    .returning({ expiresAt: staffSessions.expiresAt });
  if (!session) throw new Error('The session to verify is gone.');
  return session.expiresAt;
}

/** Ends every session of a member (their password was set anew), in the change's transaction. */
export async function revokeEverySession(tx: Transaction, now: number, staffId: number): Promise<void> {
  await tx
    .update(staffSessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}

/** Ends every session and API token of a member (disabled), in the change's transaction. */
export async function revokeEverything(tx: Transaction, now: number, staffId: number): Promise<void> {
  await revokeEverySession(tx, now, staffId);
  await tx
    .update(staffApiTokens)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(staffApiTokens.staffId, staffId), isNull(staffApiTokens.revokedAt)));
}
