import { count, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { staffMembers } from '#src/db/schema.ts';
import { COMMAND_LINE_ACTOR } from '#src/modules/audit/index.ts';
import { addStaffMember, newPasswordLink } from './accounts.ts';
import type { PasswordLink } from './password-links.ts';

/** The demo shop's owner, made on the first start so that someone can sign in to the back office. */
export const DEMO_OWNER_EMAIL = 'owner@maskinbutiken.localhost';

/**
 * On a start with no staff, adds the demo owner and answers their set-password link; while the
 * demo owner still has no password (the link was not used), each start answers a new one. Else
 * null: the shop has staff of its own.
 */
export async function demoOwnerLink(
  db: Database,
  now: number,
  adminUrl: string,
): Promise<PasswordLink | null> {
  const change = { db, now, actor: COMMAND_LINE_ACTOR, adminUrl };
  const [members] = await db.select({ n: count() }).from(staffMembers);
  if (members?.n === 0) {
    const added = await addStaffMember(change, {
      email: DEMO_OWNER_EMAIL,
      name: 'Demo Owner',
      role: 'owner',
    });
    return added.value?.passwordLink ?? null;
  }
  const [demo] = await db
    .select({ passwordHash: staffMembers.passwordHash, disabledAt: staffMembers.disabledAt })
    .from(staffMembers)
    .where(eq(staffMembers.email, DEMO_OWNER_EMAIL));
  if (members?.n !== 1 || !demo || demo.passwordHash !== null || demo.disabledAt) return null;
  const linked = await newPasswordLink(change, { email: DEMO_OWNER_EMAIL });
  return linked.value?.passwordLink ?? null;
}
