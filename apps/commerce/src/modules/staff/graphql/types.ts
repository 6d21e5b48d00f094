import { adminBuilder } from '#src/admin/builder.ts';
import { STAFF_ROLES, type StaffRole } from '#src/db/schema.ts';
import type { StaffMemberView } from '../accounts.ts';
import type { PasswordLink } from '../password-links.ts';
import type { StaffPrincipal } from '../principal.ts';
import { STAFF_REFUSALS, type StaffOutcome, type StaffRefusalCode } from '../refusals.ts';
import { SIGN_IN_REFUSALS, type SignInResult } from '../sign-in.ts';

export const StaffRoleEnum = adminBuilder.enumType('StaffRole', {
  description:
    'What a member may do. OWNER: everything, staff included; ORDERS: orders and customers; CATALOG: products, prices and stock; MARKETING: campaigns, codes, content and reviews; SUPPORT: reads orders and customers, writes notes, signs in as a customer',
  values: Object.fromEntries(STAFF_ROLES.map((role) => [role.toUpperCase(), { value: role }])) as Record<
    Uppercase<StaffRole>,
    { value: StaffRole }
  >,
});

export const SignInRefusalEnum = adminBuilder.enumType('StaffSignInRefusal', {
  description: 'Why a sign-in step was refused',
  values: Object.fromEntries(
    Object.entries(SIGN_IN_REFUSALS).map(([code, description]) => [code, { description }]),
  ) as Record<keyof typeof SIGN_IN_REFUSALS, { description: string }>,
});

export const SignInResultType = adminBuilder.objectRef<SignInResult>('StaffSignInResult').implement({
  description:
    'A sign-in step: a session token (send it as Authorization: Bearer), or why not. With needsTotp the token only opens verifyTotp until the code is right.',
  fields: (t) => ({
    token: t.exposeString('token', {
      nullable: true,
      description: 'The session token (sst_...); the API keeps only its hash',
    }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true }),
    needsTotp: t.exposeBoolean('needsTotp', {
      description: 'Send the authenticator code to verifyTotp next',
    }),
    refusal: t.expose('refusal', { type: SignInRefusalEnum, nullable: true }),
    retryAfterSeconds: t.exposeInt('retryAfterSeconds', {
      nullable: true,
      description: 'With THROTTLED: seconds until another attempt may succeed',
    }),
  }),
});

export const MeType = adminBuilder.objectRef<StaffPrincipal>('StaffMe').implement({
  description: 'The signed-in member and what their role lets them do',
  fields: (t) => ({
    id: t.exposeInt('id'),
    email: t.exposeString('email'),
    name: t.exposeString('name'),
    role: t.expose('role', { type: StaffRoleEnum }),
    languageCode: t.exposeString('languageCode', { description: "The interface's language: sv or en" }),
    permissions: t.exposeStringList('permissions', {
      description: 'The permissions the role holds (none while TOTP must be set up), e.g. orders.write',
    }),
    totpEnabled: t.exposeBoolean('totpEnabled'),
    mustSetUpTotp: t.exposeBoolean('mustSetUpTotp', {
      description: 'An owner without TOTP in production: only the TOTP setup is open until it is done',
    }),
    signedInWith: t.string({
      description: 'SESSION (the admin app) or API_TOKEN (a script)',
      resolve: (me) => (me.via === 'session' ? 'SESSION' : 'API_TOKEN'),
    }),
  }),
});

export const StaffRefusalEnum = adminBuilder.enumType('StaffRefusal', {
  description: 'Why a staff change was refused (nothing was changed)',
  values: Object.fromEntries(
    Object.entries(STAFF_REFUSALS).map(([code, description]) => [code, { description }]),
  ) as Record<StaffRefusalCode, { description: string }>,
});

export const StaffMemberType = adminBuilder.objectRef<StaffMemberView>('StaffMember').implement({
  description: 'A member of staff as lists show them',
  fields: (t) => ({
    id: t.exposeInt('id'),
    email: t.exposeString('email'),
    name: t.exposeString('name'),
    role: t.expose('role', { type: StaffRoleEnum }),
    languageCode: t.exposeString('languageCode'),
    hasPassword: t.exposeBoolean('hasPassword', {
      description: 'False until the member has used their set-password link',
    }),
    totpEnabled: t.exposeBoolean('totpEnabled'),
    disabledAt: t.expose('disabledAt', { type: 'DateTime', nullable: true }),
    lastSignInAt: t.expose('lastSignInAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const PasswordLinkType = adminBuilder.objectRef<PasswordLink>('StaffPasswordLink').implement({
  description: "A one-time link to the admin app's set-password page: shown once, valid 24 hours",
  fields: (t) => ({
    url: t.exposeString('url'),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

type MemberOutcome = StaffOutcome<{ member: StaffMemberView; passwordLink?: PasswordLink | null }>;

export const StaffMemberChangeType = adminBuilder.objectRef<MemberOutcome>('StaffMemberChange').implement({
  description: 'A change to a member: the member as it now is, or why nothing changed',
  fields: (t) => ({
    member: t.field({ type: StaffMemberType, nullable: true, resolve: (o) => o.value?.member ?? null }),
    passwordLink: t.field({
      type: PasswordLinkType,
      nullable: true,
      description: 'A new member’s (or a reset’s) set-password link',
      resolve: (o) => o.value?.passwordLink ?? null,
    }),
    refusal: t.expose('refusal', { type: StaffRefusalEnum, nullable: true }),
    message: t.exposeString('message', { nullable: true }),
  }),
});
