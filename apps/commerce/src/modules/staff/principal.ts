import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { type StaffRole, staffApiTokens, staffMembers, staffSessions } from '#src/db/schema.ts';
import { STAFF_LIMITS } from './limits.ts';
import { type Permission, permissionsOf } from './roles.ts';
import { kindOfToken, tokenHash } from './secret-tokens.ts';

/** The member a request acts as. */
export interface StaffPrincipal {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  languageCode: string;
  /** Empty while an owner must set up TOTP first (see mustSetUpTotp). */
  permissions: Permission[];
  totpEnabled: boolean;
  /** An owner without TOTP where owners need it: only the TOTP setup (and me, sign out) is open. */
  mustSetUpTotp: boolean;
  /** How the request signed in: the admin app's session or a personal API token. */
  via: 'session' | 'apiToken';
  /** The SHA-256 of the token the request carries (its session's key, or its API token's). */
  credentialHash: string;
}

/** What a request's Authorization header makes of it. */
export type Credential =
  | { kind: 'none'; reason: string }
  | { kind: 'awaitingTotp'; staffId: number; sessionHash: string; token: string }
  | { kind: 'staff'; staff: StaffPrincipal };

const HOUR_MS = 3600 * 1000;
const MINUTE_MS = 60 * 1000;

export const REFUSAL_REASONS = {
  noToken: 'Sign in: send a staff session or API token as Authorization: Bearer.',
  notStaffToken:
    "Not a staff token: a customer's token or an API key opens no staff operation. Sign in as staff.",
  unknown: 'The staff session has ended or the token is unknown or revoked: sign in again.',
  disabled: 'This staff member is disabled.',
} as const;

const memberColumns = {
  id: staffMembers.id,
  email: staffMembers.email,
  name: staffMembers.name,
  role: staffMembers.role,
  languageCode: staffMembers.languageCode,
  totpEnabledAt: staffMembers.totpEnabledAt,
  disabledAt: staffMembers.disabledAt,
};

type MemberRow = Pick<
  typeof staffMembers.$inferSelect,
  'id' | 'email' | 'name' | 'role' | 'languageCode' | 'totpEnabledAt' | 'disabledAt'
>;

function principalOf(
  member: MemberRow,
  via: StaffPrincipal['via'],
  credentialHash: string,
  ownerNeedsTotp: boolean,
): StaffPrincipal {
  const totpEnabled = member.totpEnabledAt !== null;
  const mustSetUpTotp = ownerNeedsTotp && member.role === 'owner' && !totpEnabled;
  return {
    id: member.id,
    email: member.email,
    name: member.name,
    role: member.role,
    languageCode: member.languageCode,
    permissions: mustSetUpTotp ? [] : permissionsOf(member.role),
    totpEnabled,
    mustSetUpTotp,
    via,
    credentialHash,
  };
}

/** The session's expiry after a request at `now`: idle time from now, never past the absolute end. */
export function slidingExpiry(createdAt: Date, now: number): Date {
  const absolute = createdAt.getTime() + STAFF_LIMITS.sessionAbsoluteHours * HOUR_MS;
  return new Date(Math.min(now + STAFF_LIMITS.sessionIdleMinutes * MINUTE_MS, absolute));
}

async function sessionCredential(
  db: Database,
  now: number,
  token: string,
  ownerNeedsTotp: boolean,
): Promise<Credential> {
  const hash = tokenHash(token);
  const [row] = await db
    .select({ member: memberColumns, session: staffSessions })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, hash), isNull(staffSessions.revokedAt)));
  if (!row || row.session.expiresAt.getTime() <= now)
    return { kind: 'none', reason: REFUSAL_REASONS.unknown };
  if (row.member.disabledAt) return { kind: 'none', reason: REFUSAL_REASONS.disabled };
  if (!row.session.verifiedAt)
    return { kind: 'awaitingTotp', staffId: row.member.id, sessionHash: hash, token };
  if (now - row.session.lastSeenAt.getTime() >= STAFF_LIMITS.touchEverySeconds * 1000) {
    await db
      .update(staffSessions)
      .set({ lastSeenAt: new Date(now), expiresAt: slidingExpiry(row.session.createdAt, now) })
      .where(eq(staffSessions.tokenHash, hash));
  }
  return { kind: 'staff', staff: principalOf(row.member, 'session', hash, ownerNeedsTotp) };
}

async function apiTokenCredential(
  db: Database,
  now: number,
  hash: string,
  ownerNeedsTotp: boolean,
): Promise<Credential> {
  const [row] = await db
    .select({ member: memberColumns, lastUsedAt: staffApiTokens.lastUsedAt })
    .from(staffApiTokens)
    .innerJoin(staffMembers, eq(staffMembers.id, staffApiTokens.staffId))
    .where(and(eq(staffApiTokens.tokenHash, hash), isNull(staffApiTokens.revokedAt)));
  if (!row) return { kind: 'none', reason: REFUSAL_REASONS.unknown };
  if (row.member.disabledAt) return { kind: 'none', reason: REFUSAL_REASONS.disabled };
  const lastUsed = row.lastUsedAt?.getTime() ?? 0;
  if (now - lastUsed >= STAFF_LIMITS.touchEverySeconds * 1000) {
    await db
      .update(staffApiTokens)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(staffApiTokens.tokenHash, hash));
  }
  return { kind: 'staff', staff: principalOf(row.member, 'apiToken', hash, ownerNeedsTotp) };
}

export interface CredentialOptions {
  /** Whether an owner without TOTP is held to the TOTP setup (production). */
  ownerNeedsTotp: boolean;
}

/**
 * Who a request's `Authorization: Bearer` header signs in: a member (through a session or an API
 * token), a session still waiting for its TOTP code, or nobody and why. Each request reads the
 * member afresh, so disabling one ends their sessions and tokens at once.
 */
export async function credentialOf(
  db: Database,
  now: number,
  authorization: string | null | undefined,
  { ownerNeedsTotp }: CredentialOptions,
): Promise<Credential> {
  if (!authorization) return { kind: 'none', reason: REFUSAL_REASONS.noToken };
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  const token = match?.[1];
  const kind = token ? kindOfToken(token) : undefined;
  if (!token || (kind !== 'session' && kind !== 'apiToken')) {
    return { kind: 'none', reason: REFUSAL_REASONS.notStaffToken };
  }
  return kind === 'session'
    ? sessionCredential(db, now, token, ownerNeedsTotp)
    : apiTokenCredential(db, now, tokenHash(token), ownerNeedsTotp);
}
