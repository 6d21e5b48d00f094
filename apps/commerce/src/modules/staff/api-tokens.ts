import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { staffApiTokens, staffMembers } from '#src/db/schema.ts';
import { type AuditActor, recordAudit } from '#src/modules/audit/index.ts';
import { StaffRefusal, staffTransaction } from './refusals.ts';
import { mintToken, tokenHash } from './secret-tokens.ts';

/** A member keeps few tokens: one per script, each revocable on its own. */
const MAX_LIVE_TOKENS = 20;

/** An API token as lists show it: never the token, which only its creation answers. */
export interface ApiTokenView {
  id: number;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

const viewColumns = {
  id: staffApiTokens.id,
  name: staffApiTokens.name,
  createdAt: staffApiTokens.createdAt,
  lastUsedAt: staffApiTokens.lastUsedAt,
  revokedAt: staffApiTokens.revokedAt,
};

export interface ApiTokenChange {
  db: Database;
  now: number;
  actor: AuditActor;
}

/** The member's tokens, newest first, revoked ones too (they say when they stopped). */
export function listApiTokens(db: Database, staffId: number): Promise<ApiTokenView[]> {
  return db
    .select(viewColumns)
    .from(staffApiTokens)
    .where(eq(staffApiTokens.staffId, staffId))
    .orderBy(desc(staffApiTokens.createdAt), desc(staffApiTokens.id));
}

/** A new personal API token for the member: answered once, kept only as its SHA-256. */
export function createApiToken(change: ApiTokenChange, staffId: number, name: string) {
  return staffTransaction(change.db, async (tx) => {
    // The member's row, locked: two creations at once cannot both pass the count.
    const [member] = await tx
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(eq(staffMembers.id, staffId))
      .for('update');
    if (!member) throw new StaffRefusal('MEMBER_NOT_FOUND');
    const [live] = await tx
      .select({ n: count() })
      .from(staffApiTokens)
      .where(and(eq(staffApiTokens.staffId, staffId), isNull(staffApiTokens.revokedAt)));
    if ((live?.n ?? 0) >= MAX_LIVE_TOKENS) throw new StaffRefusal('TOO_MANY_TOKENS');
    const token = mintToken('apiToken');
    const [apiToken] = await tx
      .insert(staffApiTokens)
      .values({ staffId, name: name.trim(), tokenHash: tokenHash(token), createdAt: new Date(change.now) })
      .returning(viewColumns);
    if (!apiToken) throw new Error('The API token was not written.');
    await recordAudit(tx, {
      actor: change.actor,
      action: 'staff.api-token.create',
      entityType: 'staff-api-token',
      entityId: apiToken.id,
      after: { staffId, name: apiToken.name },
    });
    return { token, apiToken };
  });
}

/** Revokes one of the member's tokens (an owner, with `anyMember`, anyone's): it stops working at once. */
export function revokeApiToken(change: ApiTokenChange, staffId: number, tokenId: number, anyMember: boolean) {
  return staffTransaction(change.db, async (tx) => {
    const mine = anyMember ? undefined : eq(staffApiTokens.staffId, staffId);
    const [apiToken] = await tx
      .update(staffApiTokens)
      .set({ revokedAt: new Date(change.now) })
      .where(and(eq(staffApiTokens.id, tokenId), isNull(staffApiTokens.revokedAt), mine))
      .returning({ ...viewColumns, staffId: staffApiTokens.staffId });
    if (!apiToken) throw new StaffRefusal('TOKEN_NOT_FOUND');
    await recordAudit(tx, {
      actor: change.actor,
      action: 'staff.api-token.revoke',
      entityType: 'staff-api-token',
      entityId: tokenId,
      before: { staffId: apiToken.staffId, name: apiToken.name },
    });
    const { staffId: _owner, ...view } = apiToken;
    return { apiToken: view };
  });
}
