import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '#src/db/client.ts';
import { STAFF_ROLES, staffMembers } from '#src/db/schema.ts';
import { COMMAND_LINE_ACTOR } from '#src/modules/audit/index.ts';
import {
  addStaffMember,
  disableStaffMember,
  listStaffMembers,
  newPasswordLink,
  type StaffChange,
} from './accounts.ts';
import { createApiToken } from './api-tokens.ts';
import { STAFF_LIMITS } from './limits.ts';
import { STAFF_REFUSALS, StaffRefusal, type StaffRefusalCode } from './refusals.ts';

const email = z.email('must be an email address').max(STAFF_LIMITS.emailMax);
const name = z.string().max(STAFF_LIMITS.nameMax).optional();

/** What `npm run staff` asks: the same whether the running service or the command itself runs it. */
export const staffCommand = z.discriminatedUnion('command', [
  z.object({
    command: z.literal('add'),
    email,
    role: z.enum(STAFF_ROLES),
    name,
    password: z.string().min(STAFF_LIMITS.passwordMin).max(STAFF_LIMITS.passwordMax).optional(),
  }),
  z.object({ command: z.literal('token'), email, name }),
  z.object({ command: z.literal('link'), email }),
  z.object({ command: z.literal('disable'), email }),
  z.object({ command: z.literal('list') }),
]);

export type StaffCommand = z.infer<typeof staffCommand>;

/** The answer: what to print, and the one secret (a link or a token) on a line of its own. */
export type StaffCommandAnswer =
  | { ok: true; lines: string[]; secret?: string }
  | { ok: false; refusal: StaffRefusalCode | 'INVALID_COMMAND'; message: string };

const refusal = (code: StaffRefusalCode): StaffCommandAnswer => ({
  ok: false,
  refusal: code,
  message: STAFF_REFUSALS[code],
});

async function memberByEmail(db: Database, address: string) {
  const [row] = await db
    .select({ id: staffMembers.id, disabledAt: staffMembers.disabledAt })
    .from(staffMembers)
    .where(eq(staffMembers.email, address.toLowerCase()));
  if (!row) throw new StaffRefusal('MEMBER_NOT_FOUND');
  if (row.disabledAt) throw new StaffRefusal('DISABLED');
  return row;
}

async function run(change: StaffChange, command: StaffCommand): Promise<StaffCommandAnswer> {
  switch (command.command) {
    case 'add': {
      const added = await addStaffMember(change, { ...command, name: command.name ?? '' });
      if (added.refusal) return refusal(added.refusal);
      const { member, passwordLink } = added.value;
      if (!passwordLink)
        return { ok: true, lines: [`Added ${member.email} (${member.role}) with the password given.`] };
      return {
        ok: true,
        lines: [
          `Added ${member.email} (${member.role}). The link to set the password, valid until ${passwordLink.expiresAt.toISOString()} and once:`,
        ],
        secret: passwordLink.url,
      };
    }
    case 'link': {
      const linked = await newPasswordLink(change, { email: command.email });
      if (linked.refusal) return refusal(linked.refusal);
      const { passwordLink } = linked.value;
      return {
        ok: true,
        lines: [
          `The link to set the password of ${command.email}, valid until ${passwordLink.expiresAt.toISOString()} and once:`,
        ],
        secret: passwordLink.url,
      };
    }
    case 'token': {
      const member = await memberByEmail(change.db, command.email);
      const made = await createApiToken(change, member.id, command.name ?? 'npm run staff');
      if (made.refusal) return refusal(made.refusal);
      return {
        ok: true,
        lines: [
          `A personal API token for ${command.email} (send it as Authorization: Bearer; shown only now):`,
        ],
        secret: made.value.token,
      };
    }
    case 'disable': {
      const disabled = await disableStaffMember(change, { email: command.email });
      if (disabled.refusal) return refusal(disabled.refusal);
      return {
        ok: true,
        lines: [`Disabled ${disabled.value.member.email}: their sessions and tokens have ended.`],
      };
    }
    case 'list': {
      const members = await listStaffMembers(change.db);
      const lines = members.map(
        (m) =>
          `${m.email}\t${m.role}\t${m.disabledAt ? 'disabled' : m.hasPassword ? 'active' : 'no password yet'}${m.totpEnabled ? '\tTOTP' : ''}`,
      );
      return { ok: true, lines: lines.length > 0 ? lines : ['No staff members yet.'] };
    }
  }
}

/** Runs one staff command as the command line (its audit rows name no member). */
export async function runStaffCommand(
  deps: { db: Database; now: number; adminUrl: string },
  input: unknown,
): Promise<StaffCommandAnswer> {
  const parsed = staffCommand.safeParse(input);
  if (!parsed.success) {
    const message = parsed.error.issues
      .map((i) => `${i.path.join('.') || 'command'}: ${i.message}`)
      .join('; ');
    return { ok: false, refusal: 'INVALID_COMMAND', message };
  }
  try {
    return await run({ ...deps, actor: COMMAND_LINE_ACTOR }, parsed.data);
  } catch (error) {
    if (error instanceof StaffRefusal) return refusal(error.refusal);
    throw error;
  }
}
