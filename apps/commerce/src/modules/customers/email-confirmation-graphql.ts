import { GraphQLError } from 'graphql';
import { builder, scopeArgs } from '#src/graphql/builder.ts';
import { text } from '#src/graphql/input.ts';
import { badUserInput } from '#src/graphql/input-error.ts';
import { requireViewer } from '#src/modules/auth/index.ts';
import { RATE_LIMITS } from '#src/modules/rate-limits/index.ts';
import { customerById } from './customers.ts';
import { confirmEmail, EMAIL_CONFIRMATION_LIMITS, sendEmailConfirmation } from './email-confirmation.ts';

builder.enumType('EmailConfirmationRefusalCode', {
  description:
    "Why an email's confirmation, or a new link for it, was refused: its error's extensions.code and each of extensions.problems. Named in errors only, for clients' types; no field answers it.",
  values: ['INVALID_TOKEN', 'EMAIL_TOKEN_EXPIRED', 'UNAUTHENTICATED', 'RATE_LIMITED'] as const,
});

const EmailConfirmedType = builder.objectRef<{ ordersJoined: number }>('EmailConfirmedType').implement({
  description: "An account's email, confirmed",
  fields: (t) => ({
    ordersJoined: t.exposeInt('ordersJoined', {
      description:
        'The orders placed as a guest with the email that joined the account with this confirmation',
    }),
  }),
});

const token = text(100).regex(/^[\w-]+$/, 'not a confirmation token');

builder.mutationFields((t) => ({
  confirmEmail: t.field({
    type: EmailConfirmedType,
    nullable: true,
    description: `Confirms an account's email with the token from the mail sent at registration (or asked for again by requestEmailConfirmation): valid ${EMAIL_CONFIRMATION_LIMITS.tokenDays} days, once; no sign-in needed. In one transaction the email is marked confirmed and every order placed as a guest with it (any case) joins the account's orders. A token that is unknown, used or expired is refused (BAD_USER_INPUT with problem EMAIL_TOKEN_EXPIRED) and nothing changes.`,
    args: { ...scopeArgs, token: t.arg.string({ required: true, validate: token }) },
    resolve: async (_root, args, ctx) => {
      await ctx.scope(args);
      const confirmed = await confirmEmail(ctx.db, ctx.now(), args.token);
      if (!confirmed) {
        throw badUserInput([
          {
            path: ['token'],
            message: 'The confirmation link has expired or was used; ask for a new one on the account page.',
            problem: 'EMAIL_TOKEN_EXPIRED',
          },
        ]);
      }
      return confirmed;
    },
  }),
  requestEmailConfirmation: t.boolean({
    nullable: true,
    description: `Mails the signed-in customer, in the request's language, a new link to the storefront's /account/confirm-email?token= (valid ${EMAIL_CONFIRMATION_LIMITS.tokenDays} days, once). True when mailed; false when the email is confirmed already. UNAUTHENTICATED without a valid token; RATE_LIMITED past ${RATE_LIMITS.emailConfirmationsPerAccount.max} in an hour for one account.`,
    args: scopeArgs,
    resolve: async (_root, args, ctx) => {
      const scope = await ctx.scope(args);
      const viewer = await requireViewer(ctx);
      const customer = await customerById(ctx.db, viewer.customerId);
      if (!customer)
        throw new GraphQLError('The account no longer exists.', { extensions: { code: 'UNAUTHENTICATED' } });
      if (customer.emailConfirmedAt) return false;
      await ctx.limitRate(RATE_LIMITS.emailConfirmationsPerAccount, `customer:${customer.id}`);
      return sendEmailConfirmation(ctx.db, ctx.mailer, ctx.now(), customer, scope);
    },
  }),
}));
