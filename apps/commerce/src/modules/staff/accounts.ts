import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { type StaffRole, staffMembers } from '#src/db/schema.ts';
import { type AuditActor, recordAudit } from '#src/modules/audit/index.ts';
import { hashPassword } from '#src/modules/auth/index.ts';
import { createPasswordLink, type PasswordLink } from './password-links.ts';
import { type StaffOutcome, StaffRefusal, staffTransaction } from './refusals.ts';
import { revokeEverySession, revokeEverything } from './sessions.ts';

/** A member as staff lists show them: never their password or TOTP secret. */
export interface StaffMemberView {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  languageCode: string;
  hasPassword: boolean;
  totpEnabled: boolean;
  disabledAt: Date | null;
  lastSignInAt: Date | null;
  createdAt: Date;
}

/** Who changes staff, when, and where the admin app's set-password page is. */
export interface StaffChange {
  db: Database;
  now: number;
  actor: AuditActor;
  adminUrl: string;
}

const viewColumns = {
  id: staffMembers.id,
  email: staffMembers.email,
  name: staffMembers.name,
  role: staffMembers.role,
  languageCode: staffMembers.languageCode,
  passwordHash: staffMembers.passwordHash,
  totpEnabledAt: staffMembers.totpEnabledAt,
  disabledAt: staffMembers.disabledAt,
  lastSignInAt: staffMembers.lastSignInAt,
  createdAt: staffMembers.createdAt,
};

type ViewRow = { [K in keyof typeof viewColumns]: (typeof staffMembers.$inferSelect)[K] };

function viewOf({ passwordHash, totpEnabledAt, ...row }: ViewRow): StaffMemberView {
  return { ...row, hasPassword: passwordHash !== null, totpEnabled: totpEnabledAt !== null };
}

/** What the audit trail keeps of a member: who they are and may do, nothing secret. */
const audited = (member: StaffMemberView) => ({
  email: member.email,
  name: member.name,
  role: member.role,
  disabled: member.disabledAt !== null,
});

/** Every member, owners first, then by email. */
export async function listStaffMembers(db: Database): Promise<StaffMemberView[]> {
  const rows = await db.select(viewColumns).from(staffMembers).orderBy(asc(staffMembers.email));
  const views = rows.map(viewOf);
  return [...views.filter((m) => m.role === 'owner'), ...views.filter((m) => m.role !== 'owner')];
}

/** The member, locked for the change (FOR UPDATE), by id or email. */
async function lockedMember(tx: Transaction, by: { id: number } | { email: string }) {
  const where = 'id' in by ? eq(staffMembers.id, by.id) : eq(staffMembers.email, by.email.toLowerCase());
  const [row] = await tx.select(viewColumns).from(staffMembers).where(where).for('update');
  if (!row) throw new StaffRefusal('MEMBER_NOT_FOUND');
  return viewOf(row);
}

/**
 * Refuses a change that would leave the shop without an active owner. The active owners' rows
 * are locked first, so two owners demoting each other at once cannot both succeed.
 */
async function assertAnotherOwner(tx: Transaction, member: StaffMemberView) {
  if (member.role !== 'owner' || member.disabledAt) return;
  const owners = await tx
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(and(eq(staffMembers.role, 'owner'), isNull(staffMembers.disabledAt)))
    .for('update');
  if (owners.filter((owner) => owner.id !== member.id).length === 0) throw new StaffRefusal('LAST_OWNER');
}

function assertNotActor(change: StaffChange, member: StaffMemberView) {
  if (change.actor.staffId === member.id) throw new StaffRefusal('NOT_YOURSELF');
}

export interface NewStaffMember {
  email: string;
  name: string;
  role: StaffRole;
  languageCode?: 'sv' | 'en';
  /** Sets the password at once (the command line's --password-stdin) instead of handing out a link. */
  password?: string;
}

/** Adds a member; the answer carries their one-time set-password link unless a password was given. */
export async function addStaffMember(
  change: StaffChange,
  input: NewStaffMember,
): Promise<StaffOutcome<{ member: StaffMemberView; passwordLink: PasswordLink | null }>> {
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  return staffTransaction(change.db, async (tx) => {
    const [row] = await tx
      .insert(staffMembers)
      .values({
        email: input.email.trim().toLowerCase(),
        name: input.name.trim(),
        role: input.role,
        languageCode: input.languageCode ?? 'sv',
        passwordHash,
        createdAt: new Date(change.now),
      })
      .onConflictDoNothing({ target: staffMembers.email })
      .returning(viewColumns);
    if (!row) throw new StaffRefusal('EMAIL_TAKEN');
    const member = viewOf(row);
    await recordAudit(tx, {
      actor: change.actor,
      action: 'staff.add',
      entityType: 'staff',
      entityId: member.id,
      after: { ...audited(member), passwordSet: passwordHash !== null },
    });
    const passwordLink =
      passwordHash === null ? await createPasswordLink(tx, change.now, member, change.adminUrl) : null;
    return { member, passwordLink };
  });
}

/** A new set-password link for a member (a forgotten password); their earlier links stop working. */
export function newPasswordLink(change: StaffChange, by: { id: number } | { email: string }) {
  return staffTransaction(change.db, async (tx) => {
    const member = await lockedMember(tx, by);
    if (member.disabledAt) throw new StaffRefusal('DISABLED');
    const passwordLink = await createPasswordLink(tx, change.now, member, change.adminUrl);
    await recordAudit(tx, {
      actor: change.actor,
      action: 'staff.password.link',
      entityType: 'staff',
      entityId: member.id,
    });
    return { member, passwordLink };
  });
}

/** Gives a member another role; an owner cannot change their own, nor demote the last active owner. */
export function changeStaffRole(change: StaffChange, staffId: number, role: StaffRole) {
  return staffTransaction(change.db, async (tx) => {
    const member = await lockedMember(tx, { id: staffId });
    assertNotActor(change, member);
    if (member.role === role) throw new StaffRefusal('SAME_ROLE');
    await assertAnotherOwner(tx, member);
    await tx.update(staffMembers).set({ role }).where(eq(staffMembers.id, staffId));
    const changed = { ...member, role };
    await recordAudit(tx, {
      actor: change.actor,
      action: 'staff.role',
      entityType: 'staff',
      entityId: staffId,
      before: { role: member.role },
      after: { role },
    });
    return { member: changed };
  });
}

/**
 * Disables a member: every session and API token of theirs ends in the same transaction (and
 * each request reads the member afresh, so one under way is refused too).
 */
export function disableStaffMember(change: StaffChange, by: { id: number } | { email: string }) {
  return staffTransaction(change.db, async (tx) => {
    const member = await lockedMember(tx, by);
    assertNotActor(change, member);
    if (member.disabledAt) throw new StaffRefusal('ALREADY_DISABLED');
    await assertAnotherOwner(tx, member);
    const disabledAt = new Date(change.now);
    await tx.update(staffMembers).set({ disabledAt }).where(eq(staffMembers.id, member.id));
    await revokeEverything(tx, change.now, member.id);
    const changed = { ...member, disabledAt };
    await recordAudit(tx, {
      actor: change.actor,
      action: 'staff.disable',
      entityType: 'staff',
      entityId: member.id,
      before: audited(member),
      after: audited(changed),
    });
    return { member: changed };
  });
}

/** Lets a disabled member in again; they sign in anew and make new API tokens. */
export function enableStaffMember(change: StaffChange, staffId: number) {
  return staffTransaction(change.db, async (tx) => {
    const member = await lockedMember(tx, { id: staffId });
    if (!member.disabledAt) throw new StaffRefusal('NOT_DISABLED');
    await tx.update(staffMembers).set({ disabledAt: null }).where(eq(staffMembers.id, staffId));
    const changed = { ...member, disabledAt: null };
    await recordAudit(tx, {
      actor: change.actor,
      action: 'staff.enable',
      entityType: 'staff',
      entityId: staffId,
      before: audited(member),
      after: audited(changed),
    });
    return { member: changed };
  });
}

/** Clears a member's TOTP (a lost phone): their sessions end, and they set it up again. */
export function resetStaffTotp(change: StaffChange, staffId: number) {
  return staffTransaction(change.db, async (tx) => {
    const member = await lockedMember(tx, { id: staffId });
    if (!member.totpEnabled) throw new StaffRefusal('TOTP_NOT_ON');
    await tx
      .update(staffMembers)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(staffMembers.id, staffId));
    await revokeEverySession(tx, change.now, staffId);
    await recordAudit(tx, {
      actor: change.actor,
      action: 'staff.totp.reset',
      entityType: 'staff',
      entityId: staffId,
    });
    return { member: { ...member, totpEnabled: false } };
  });
}
