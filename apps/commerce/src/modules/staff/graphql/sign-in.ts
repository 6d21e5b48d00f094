import { adminBuilder } from '#src/admin/builder.ts';
import { text } from '#src/graphql/input.ts';
import { STAFF_LIMITS } from '../limits.ts';
import { revokeSession } from '../sessions.ts';
import { signIn } from '../sign-in.ts';
import { MeType, SignInResultType } from './types.ts';

adminBuilder.queryFields((t) => ({
  me: t.field({
    type: MeType,
    description: 'The signed-in member (an owner who must set up TOTP too)',
    skipTypeScopes: true,
    authScopes: { member: true },
    resolve: (_root, _args, ctx) => ctx.staff as NonNullable<typeof ctx.staff>,
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
}));
