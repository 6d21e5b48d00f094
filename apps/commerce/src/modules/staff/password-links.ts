import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { staffMembers, staffPasswordLinks } from '#src/db/schema.ts';
import { recordAudit } from '#src/modules/audit/index.ts';
import { hashPassword } from '#src/modules/auth/index.ts';
import { STAFF_LIMITS } from './limits.ts';
import { type StaffOutcome, StaffRefusal, staffTransaction } from './refusals.ts';
import { mintToken, tokenHash } from './secret-tokens.ts';
import { revokeEverySession } from './sessions.ts';

/** A one-time link to set a password: the admin app's page with the token. */
export interface PasswordLink {
  url: string;
  expiresAt: Date;
}

/** The admin app's set-password page in the member's language, e.g. http://localhost:3100/sv/set-password?token=... */
export function passwordLinkUrl(adminUrl: string, languageCode: string, token: string): string {
  const url = new URL(`${languageCode}/set-password`, adminUrl.endsWith('/') ? adminUrl : `${adminUrl}/`);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * A new set-password link for the member, valid for STAFF_LIMITS.passwordLinkHours and once; the
 * member's earlier links stop working, so only the last one handed out does.
 */
export async function createPasswordLink(
  tx: Transaction,
  now: number,
  member: { id: number; languageCode: string },
  adminUrl: string,
): Promise<PasswordLink> {
  const at = new Date(now);
  await tx
    .update(staffPasswordLinks)
    .set({ expiresAt: at })
    .where(
      and(
        eq(staffPasswordLinks.staffId, member.id),
        isNull(staffPasswordLinks.usedAt),
        gt(staffPasswordLinks.expiresAt, at),
      ),
    );
  const token = mintToken('passwordLink');
  const expiresAt = new Date(now + STAFF_LIMITS.passwordLinkHours * 3600_000);
  await tx
    .insert(staffPasswordLinks)
    .values({ tokenHash: tokenHash(token), staffId: member.id, createdAt: at, expiresAt });
  return { url: passwordLinkUrl(adminUrl, member.languageCode, token), expiresAt };
}

async function liveLink(db: Database | Transaction, now: number, token: string, lock: boolean) {
  const query = db
    .select({
      tokenHash: staffPasswordLinks.tokenHash,
      staffId: staffMembers.id,
      email: staffMembers.email,
      disabledAt: staffMembers.disabledAt,
      expiresAt: staffPasswordLinks.expiresAt,
    })
    .from(staffPasswordLinks)
    .innerJoin(staffMembers, eq(staffMembers.id, staffPasswordLinks.staffId))
    .where(
      and(
        eq(staffPasswordLinks.tokenHash, tokenHash(token)),
        isNull(staffPasswordLinks.usedAt),
        gt(staffPasswordLinks.expiresAt, new Date(now)),
      ),
    );
  const [link] = lock ? await query.for('update', { of: staffPasswordLinks }) : await query;
  return link;
}

/** Whom a link would set the password of, and until when; null for one unknown, used or expired. */
export async function passwordLinkHolder(db: Database, now: number, token: string) {
  const link = await liveLink(db, now, token, false);
  return link && !link.disabledAt ? { email: link.email, expiresAt: link.expiresAt } : null;
}

/**
 * Sets the member's password through their link, which is used up: in one transaction with the
 * audit row, every session of theirs ended (a reset must shut out whoever had the old password).
 */
export async function setPasswordWithLink(
  db: Database,
  now: number,
  input: { token: string; password: string; address: string },
): Promise<StaffOutcome<{ email: string }>> {
  const passwordHash = await hashPassword(input.password);
  return staffTransaction(db, async (tx) => {
    const link = await liveLink(tx, now, input.token, true);
    if (!link) throw new StaffRefusal('LINK_INVALID');
    if (link.disabledAt) throw new StaffRefusal('DISABLED');
    await tx
      .update(staffPasswordLinks)
      .set({ usedAt: new Date(now) })
      .where(eq(staffPasswordLinks.tokenHash, link.tokenHash));
    await tx.update(staffMembers).set({ passwordHash }).where(eq(staffMembers.id, link.staffId));
    await revokeEverySession(tx, now, link.staffId);
    await recordAudit(tx, {
      actor: { staffId: link.staffId, email: link.email, address: input.address },
      action: 'staff.password.set',
      entityType: 'staff',
      entityId: link.staffId,
    });
    return { email: link.email };
  });
}
