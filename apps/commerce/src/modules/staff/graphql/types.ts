import { adminBuilder } from '#src/admin/builder.ts';
import { STAFF_ROLES, type StaffRole } from '#src/db/schema.ts';
import type { StaffPrincipal } from '../principal.ts';
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
