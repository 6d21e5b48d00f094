import { builder, scopeArgs } from '#src/graphql/builder.ts';
import { text } from '#src/graphql/input.ts';
import { badUserInput } from '#src/graphql/input-error.ts';
import { LOGIN_TOKEN_LIMITS, loginTokenCustomer, mintLoginToken } from '#src/modules/auth/index.ts';
import { requireStaff } from '#src/modules/channels/index.ts';
import { customerIdByEmail } from './customers.ts';
import { emailAddress } from './validation.ts';

/** Sign-in links staff make for a customer (`/account?loginToken=`), used once after the shopper confirms. */
const loginToken = text(100);

const LoginTokenType = builder
  .objectRef<{ token: string; email: string; expiresAt: Date }>('CustomerLoginTokenType')
  .implement({
    description: 'A sign-in link token for one customer, valid once and for minutes',
    fields: (t) => ({
      token: t.exposeString('token', {
        description: 'For /account?loginToken=; kept by the API only as a hash',
      }),
      email: t.exposeString('email'),
      expiresAt: t.string({ resolve: (l) => l.expiresAt.toISOString() }),
    }),
  });

const LoginTokenHolderType = builder
  .objectRef<{ email: string; expiresAt: Date }>('CustomerLoginTokenHolderType')
  .implement({
    description: 'The customer a sign-in link token would sign in, shown before the shopper confirms',
    fields: (t) => ({
      email: t.exposeString('email'),
      expiresAt: t.string({ resolve: (l) => l.expiresAt.toISOString() }),
    }),
  });

const LoginTokenSessionType = builder
  .objectRef<{ token: string; maxAge: number; refreshToken: string }>('CustomerLoginTokenSessionType')
  .implement({
    description:
      'The session a sign-in link token started: as /auth answers, with the refresh token in the body',
    fields: (t) => ({
      token: t.exposeString('token', { description: 'Authorization: Bearer <token>' }),
      maxAge: t.exposeInt('maxAge', { description: 'Seconds the token is valid' }),
      refreshToken: t.exposeString('refreshToken', {
        description: 'For x-auth-refresh-token; the session ends within the hour',
      }),
    }),
  });

const expired = () =>
  badUserInput([
    {
      path: ['loginToken'],
      message: 'The sign-in link has expired or was used; ask staff for a new one.',
      problem: 'LOGIN_TOKEN_EXPIRED',
    },
  ]);

builder.queryFields((t) => ({
  customerLoginToken: t.field({
    type: LoginTokenHolderType,
    nullable: true,
    description:
      'Whom a sign-in link token staff made would sign in, and until when; null for a token that is unknown, used or expired. Uses nothing up: the storefront shows it for the shopper to confirm.',
    args: { ...scopeArgs, loginToken: t.arg.string({ required: true, validate: loginToken }) },
    resolve: async (_root, args, ctx) => {
      await ctx.scope(args);
      return loginTokenCustomer(ctx.db, ctx.now(), args.loginToken);
    },
  }),
}));

builder.mutationFields((t) => ({
  createCustomerLoginToken: t.field({
    type: LoginTokenType,
    description: `Staff only: a sign-in link token for the customer with this email, valid once and for ${LOGIN_TOKEN_LIMITS.validMinutes} minutes (the storefront's /account?loginToken=, which asks the shopper to confirm). Its session lasts ${LOGIN_TOKEN_LIMITS.sessionMinutes} minutes. A storefront key is refused (FORBIDDEN); an email no account has is refused (BAD_USER_INPUT).`,
    args: { ...scopeArgs, email: t.arg.string({ required: true, validate: emailAddress }) },
    resolve: async (_root, args, ctx) => {
      requireStaff(ctx);
      await ctx.scope(args);
      const customerId = await customerIdByEmail(ctx.db, args.email);
      if (customerId === null) throw badUserInput([{ path: ['email'], message: `no account ${args.email}` }]);
      return { ...(await mintLoginToken(ctx.db, ctx.now(), customerId)), email: args.email };
    },
  }),
  signInWithLoginToken: t.field({
    type: LoginTokenSessionType,
    description:
      "Uses up a sign-in link token staff made and starts its customer's session (an hour, not renewed past it). Only such a token: a customer's own access or refresh token is refused like an unknown one (BAD_USER_INPUT, problem LOGIN_TOKEN_EXPIRED), as is a used or expired token.",
    args: { ...scopeArgs, loginToken: t.arg.string({ required: true, validate: loginToken }) },
    resolve: async (_root, args, ctx) => {
      await ctx.scope(args);
      const session = await ctx.redeemLoginToken(args.loginToken);
      if (!session) throw expired();
      return session;
    },
  }),
}));
