import { z } from 'zod';
import { adminBuilder } from '#src/admin/builder.ts';
import type { AdminContext } from '#src/admin/context.ts';
import { STAFF_ROLES, type StaffRole } from '#src/db/schema.ts';
import { text } from '#src/graphql/input.ts';
import {
  addStaffMember,
  changeStaffRole,
  disableStaffMember,
  enableStaffMember,
  listStaffMembers,
  newPasswordLink,
  resetStaffTotp,
  type StaffChange,
} from '../accounts.ts';
import { STAFF_LIMITS } from '../limits.ts';
import { permissionsOf } from '../roles.ts';
import { StaffMemberChangeType, StaffMemberType, StaffRoleEnum } from './types.ts';

const email = text(STAFF_LIMITS.emailMax).pipe(z.email('must be an email address'));
const name = text(STAFF_LIMITS.nameMax);

const LanguageEnum = adminBuilder.enumType('StaffLanguage', {
  description: "The admin app's languages",
  values: { SV: { value: 'sv' }, EN: { value: 'en' } } as const,
});

const changeOf = (ctx: AdminContext): StaffChange => ({
  db: ctx.db,
  now: ctx.now(),
  actor: ctx.actor,
  adminUrl: ctx.adminUrl,
});

const RoleType = adminBuilder.objectRef<StaffRole>('StaffRoleInfo').implement({
  description: 'A role and the permissions it holds',
  fields: (t) => ({
    role: t.field({ type: StaffRoleEnum, resolve: (role) => role }),
    permissions: t.stringList({ resolve: (role) => permissionsOf(role) }),
  }),
});

adminBuilder.queryFields((t) => ({
  staffRoles: t.field({
    type: [RoleType],
    description: 'Every role and the permissions it holds, as the API checks them',
    resolve: () => [...STAFF_ROLES],
  }),
  staffMembers: t.field({
    type: [StaffMemberType],
    description: 'Every member of staff, owners first',
    authScopes: { permission: 'staff.manage' },
    resolve: (_root, _args, ctx) => listStaffMembers(ctx.db),
  }),
}));

adminBuilder.mutationFields((t) => ({
  addStaffMember: t.field({
    type: StaffMemberChangeType,
    description:
      'Adds a member with a role; the answer holds their one-time set-password link (24 hours). EMAIL_TAKEN when the email has a member.',
    authScopes: { permission: 'staff.manage' },
    args: {
      email: t.arg.string({ required: true, validate: email }),
      name: t.arg.string({ required: true, validate: name }),
      role: t.arg({ type: StaffRoleEnum, required: true }),
      languageCode: t.arg({ type: LanguageEnum, required: false }),
    },
    resolve: (_root, args, ctx) =>
      addStaffMember(changeOf(ctx), { ...args, languageCode: args.languageCode ?? undefined }),
  }),
  changeStaffRole: t.field({
    type: StaffMemberChangeType,
    description:
      'Gives a member another role. Refused: your own role (NOT_YOURSELF), the last active owner (LAST_OWNER).',
    authScopes: { permission: 'staff.manage' },
    args: {
      staffId: t.arg.int({ required: true }),
      role: t.arg({ type: StaffRoleEnum, required: true }),
    },
    resolve: (_root, args, ctx) => changeStaffRole(changeOf(ctx), args.staffId, args.role),
  }),
  disableStaffMember: t.field({
    type: StaffMemberChangeType,
    description:
      'Disables a member: their sessions and API tokens stop working at once. Refused: yourself (NOT_YOURSELF), the last active owner (LAST_OWNER).',
    authScopes: { permission: 'staff.manage' },
    args: { staffId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => disableStaffMember(changeOf(ctx), { id: args.staffId }),
  }),
  enableStaffMember: t.field({
    type: StaffMemberChangeType,
    description: 'Lets a disabled member sign in again (their old sessions and tokens stay ended)',
    authScopes: { permission: 'staff.manage' },
    args: { staffId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => enableStaffMember(changeOf(ctx), args.staffId),
  }),
  createStaffPasswordLink: t.field({
    type: StaffMemberChangeType,
    description:
      'A new one-time set-password link for a member who forgot theirs (their earlier links stop working)',
    authScopes: { permission: 'staff.manage' },
    args: { staffId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => newPasswordLink(changeOf(ctx), { id: args.staffId }),
  }),
  resetStaffTotp: t.field({
    type: StaffMemberChangeType,
    description:
      "Clears a member's two-factor sign-in (a lost phone): their sessions end and they set it up again",
    authScopes: { permission: 'staff.manage' },
    args: { staffId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => resetStaffTotp(changeOf(ctx), args.staffId),
  }),
}));
