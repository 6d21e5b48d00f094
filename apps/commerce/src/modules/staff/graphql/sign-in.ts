import { adminBuilder } from '#src/admin/builder.ts';
import { text } from '#src/graphql/input.ts';
import { STAFF_LIMITS } from '../limits.ts';
import { passwordLinkHolder, setPasswordWithLink } from '../password-links.ts';
import type { StaffOutcome } from '../refusals.ts';
import { revokeSession } from '../sessions.ts';
import { signIn, verifyTotpAtSignIn } from '../sign-in.ts';
import { MeType, SignInResultType, StaffRefusalEnum } from './types.ts';

const linkToken = text(100);
const newPassword = text(STAFF_LIMITS.passwordMax).min(
  STAFF_LIMITS.passwordMin,
  `at least ${STAFF_LIMITS.passwordMin} characters`,
);

const PasswordLinkHolderType = adminBuilder
  .objectRef<{ email: string; expiresAt: Date }>('StaffPasswordLinkHolder')
  .implement({
    description: 'Whose password a set-password link sets, shown on the page before it is used',
    fields: (t) => ({
      email: t.exposeString('email'),
      expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    }),
  });

const PasswordSetType = adminBuilder
  .objectRef<StaffOutcome<{ email: string }>>('StaffPasswordSet')
  .implement({
    description: 'A password set through a link (the member signs in next), or why not',
    fields: (t) => ({
      email: t.string({ nullable: true, resolve: (o) => o.value?.email ?? null }),
      refusal: t.expose('refusal', { type: StaffRefusalEnum, nullable: true }),
      message: t.exposeString('message', { nullable: true }),
    }),
  });

adminBuilder.queryFields((t) => ({
  me: t.field({
    type: MeType,
    description: 'The signed-in member (an owner who must set up TOTP too)',
    skipTypeScopes: true,
    authScopes: { member: true },
    resolve: (_root, _args, ctx) => ctx.staff as NonNullable<typeof ctx.staff>,
  }),
  staffPasswordLink: t.field({
    type: PasswordLinkHolderType,
    nullable: true,
    description:
      'Whose password a set-password link sets; null for a link unknown, used or expired. Needs no session; uses nothing up.',
    skipTypeScopes: true,
    args: { token: t.arg.string({ required: true, validate: linkToken }) },
    resolve: (_root, args, ctx) => passwordLinkHolder(ctx.db, ctx.now(), args.token),
  }),
}));

adminBuilder.mutationFields((t) => ({
  signIn: t.field({
    type: SignInResultType,
    description:
      'Signs a member in with email and password. Wrong passwords are throttled as customers are (THROTTLED, with the seconds to wait).',
    skipTypeScopes: true,
    args: {
      email: t.arg.string({ required: true, validate: text(STAFF_LIMITS.emailMax) }),
      password: t.arg.string({ required: true, validate: text(STAFF_LIMITS.passwordMax) }),
    },
    resolve: (_root, args, ctx) =>
      signIn({ db: ctx.db, now: ctx.now(), passwordAttempt: ctx.passwordAttempt }, args, {
        address: ctx.address,
        userAgent: ctx.userAgent,
      }),
  }),
  verifyTotp: t.field({
    type: SignInResultType,
    description:
      "The sign-in's second step for a member with TOTP: the code from their app, sent with the session token signIn gave. Wrong codes are throttled (WRONG_CODE, THROTTLED).",
    skipTypeScopes: true,
    authScopes: { awaitingTotp: true },
    args: { code: t.arg.string({ required: true, validate: text(10) }) },
    resolve: async (_root, args, ctx) => {
      if (ctx.credential.kind !== 'awaitingTotp') throw new Error('No sign-in awaits a code.');
      return verifyTotpAtSignIn(
        {
          db: ctx.db,
          now: ctx.now(),
          passwordAttempt: ctx.passwordAttempt,
          key: await ctx.totpKey(),
          actor: ctx.actor,
        },
        ctx.credential,
        args.code,
        ctx.address,
      );
    },
  }),
  signOut: t.boolean({
    description: "Ends the request's session (an API token is revoked with revokeApiToken instead)",
    skipTypeScopes: true,
    authScopes: { $any: { member: true, awaitingTotp: true } },
    resolve: async (_root, _args, ctx) => {
      const hash =
        ctx.credential.kind === 'awaitingTotp'
          ? ctx.credential.sessionHash
          : ctx.staff?.via === 'session'
            ? ctx.staff.credentialHash
            : null;
      if (hash) await revokeSession(ctx.db, ctx.now(), hash);
      return hash !== null;
    },
  }),
  setStaffPassword: t.field({
    type: PasswordSetType,
    description: `Sets a member's password through their one-time link (LINK_INVALID once used or after ${STAFF_LIMITS.passwordLinkHours} hours); every session of theirs ends. Needs no session.`,
    skipTypeScopes: true,
    args: {
      token: t.arg.string({ required: true, validate: linkToken }),
      password: t.arg.string({ required: true, validate: newPassword }),
    },
    resolve: (_root, args, ctx) => setPasswordWithLink(ctx.db, ctx.now(), { ...args, address: ctx.address }),
  }),
}));
