import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Database, Transaction } from '#src/db/client.ts';
import { staffMembers } from '#src/db/schema.ts';
import { type AuditActor, recordAudit } from '#src/modules/audit/index.ts';
import { StaffRefusal, staffTransaction } from './refusals.ts';
import { openTotpSecret, sealTotpSecret } from './totp-secret.ts';

/** The name authenticator apps list the account under. */
const ISSUER = 'Maskinbutiken';
const PERIOD_SECONDS = 30;
/** A code from the step before is still taken: a phone's clock a little behind, a slow typist. */
const TOLERANCE: [number, number] = [PERIOD_SECONDS, 0];

export interface TotpDeps {
  db: Database;
  now: number;
  /** The key TOTP secrets are sealed with (totpSealKey). */
  key: Buffer;
  actor: AuditActor;
}

async function memberTotp(db: Database | Transaction, staffId: number) {
  const [row] = await db
    .select({
      email: staffMembers.email,
      totpSecret: staffMembers.totpSecret,
      totpEnabledAt: staffMembers.totpEnabledAt,
    })
    .from(staffMembers)
    .where(eq(staffMembers.id, staffId))
    .for('update');
  if (!row) throw new StaffRefusal('MEMBER_NOT_FOUND');
  return row;
}

/**
 * Whether `code` is the member's current one and newer than the last accepted: the step is
 * written in the same statement that checks it, so a code is taken once even by two requests.
 */
async function takeCode(
  deps: TotpDeps,
  tx: Database | Transaction,
  staffId: number,
  sealed: string,
  code: string,
): Promise<boolean> {
  const epoch = Math.floor(deps.now / 1000);
  const result = await verify({
    secret: openTotpSecret(deps.key, sealed),
    token: code,
    epoch,
    period: PERIOD_SECONDS,
    epochTolerance: TOLERANCE,
  });
  if (!result.valid) return false;
  // The step the code belongs to: now's, moved by the periods the match was off (delta).
  const step = Math.floor(epoch / PERIOD_SECONDS) + result.delta;
  const taken = await tx
    .update(staffMembers)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staffMembers.id, staffId),
        or(isNull(staffMembers.totpLastStep), lt(staffMembers.totpLastStep, step)),
      ),
    )
    .returning({ id: staffMembers.id });
  return taken.length === 1;
}

/** A new secret for the member's authenticator app, kept until confirmTotp proves the app has it. */
export function startTotpSetup(deps: TotpDeps, staffId: number) {
  return staffTransaction(deps.db, async (tx) => {
    const member = await memberTotp(tx, staffId);
    if (member.totpEnabledAt) throw new StaffRefusal('TOTP_ALREADY_ON');
    const secret = generateSecret();
    await tx
      .update(staffMembers)
      .set({ totpSecret: sealTotpSecret(deps.key, secret), totpLastStep: null })
      .where(eq(staffMembers.id, staffId));
    return { secret, uri: generateURI({ issuer: ISSUER, label: member.email, secret }) };
  });
}

/** Turns TOTP on once the member enters a code their app shows for the new secret. */
export function confirmTotp(deps: TotpDeps, staffId: number, code: string) {
  return staffTransaction(deps.db, async (tx) => {
    const member = await memberTotp(tx, staffId);
    if (member.totpEnabledAt) throw new StaffRefusal('TOTP_ALREADY_ON');
    if (!member.totpSecret) throw new StaffRefusal('TOTP_NOT_STARTED');
    if (!(await takeCode(deps, tx, staffId, member.totpSecret, code))) throw new StaffRefusal('WRONG_CODE');
    await tx
      .update(staffMembers)
      .set({ totpEnabledAt: new Date(deps.now) })
      .where(eq(staffMembers.id, staffId));
    await recordAudit(tx, {
      actor: deps.actor,
      action: 'staff.totp.on',
      entityType: 'staff',
      entityId: staffId,
    });
    return { totpEnabled: true };
  });
}

/** Turns the member's own TOTP off, with a current code as proof. */
export function turnOffTotp(deps: TotpDeps, staffId: number, code: string) {
  return staffTransaction(deps.db, async (tx) => {
    const member = await memberTotp(tx, staffId);
    if (!member.totpEnabledAt || !member.totpSecret) throw new StaffRefusal('TOTP_NOT_ON');
    if (!(await takeCode(deps, tx, staffId, member.totpSecret, code))) throw new StaffRefusal('WRONG_CODE');
    await tx
      .update(staffMembers)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(staffMembers.id, staffId));
    await recordAudit(tx, {
      actor: deps.actor,
      action: 'staff.totp.off',
      entityType: 'staff',
      entityId: staffId,
    });
    return { totpEnabled: false };
  });
}

/** Whether the code signs in a member with TOTP on (used once). */
export async function signInCodeIsRight(deps: TotpDeps, staffId: number, code: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const member = await memberTotp(tx, staffId);
    if (!member.totpEnabledAt || !member.totpSecret) return false;
    return takeCode(deps, tx, staffId, member.totpSecret, code);
  });
}
