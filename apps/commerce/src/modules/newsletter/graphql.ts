import { builder, scopeArgs } from '#src/graphql/builder.ts';
import { list, text } from '#src/graphql/input.ts';
import { badUserInput } from '#src/graphql/input-error.ts';
import { emailAddress } from '#src/modules/customers/index.ts';
import { RATE_LIMITS } from '#src/modules/rate-limits/index.ts';
import { confirmSubscription, NEWSLETTER_LIMITS, subscribe } from './subscribers.ts';

builder.enumType('NewsletterRefusalCode', {
  description: `Why a sign-up or its confirmation was refused: its error's extensions.code and each of extensions.problems. Named in errors only, for clients' types; no field answers it.`,
  values: ['INVALID_EMAIL', 'INVALID_TOKEN', 'NEWSLETTER_TOKEN_EXPIRED', 'RATE_LIMITED'] as const,
});

const token = text(100).regex(/^[\w-]+$/, 'not a confirmation token');

builder.mutationFields((t) => ({
  subscribeToNewsletter: t.boolean({
    nullable: true,
    description: `Signs an address up for the newsletter by double opt-in: it is mailed, in the request's language, a link to the storefront's /newsletter/confirm?token= (valid ${NEWSLETTER_LIMITS.tokenDays} days, once); at most one such mail in ${NEWSLETTER_LIMITS.mailEveryHours} hours. Always true for a well-formed email, confirmed or not: the answer tells nothing about the address. A malformed email or tag is refused (BAD_USER_INPUT) and nothing is stored; RATE_LIMITED past a few sign-ups an hour from one address.`,
    args: {
      ...scopeArgs,
      email: t.arg.string({ required: true, validate: emailAddress }),
      tags: t.arg({
        type: ['String'],
        required: { list: false, items: false },
        description: 'What the subscriber wants to hear about, e.g. garden',
        validate: list(text(NEWSLETTER_LIMITS.tagMax).min(1, 'must not be empty'), NEWSLETTER_LIMITS.tagsMax),
      }),
    },
    resolve: async (_root, args, ctx) => {
      const scope = await ctx.scope(args);
      await ctx.limitRate(RATE_LIMITS.subscriptionsPerAddress);
      // Not awaited: the answer comes as fast whether or not a mail is written.
      subscribe(ctx.db, ctx.mailer, ctx.now(), args.email, (args.tags ?? []) as string[], scope).catch(
        (error: unknown) => console.error('Newsletter confirmation not written:', error),
      );
      return true;
    },
  }),
  confirmNewsletterSubscription: t.boolean({
    nullable: true,
    description:
      'Confirms a newsletter subscription with the token from its confirmation mail. A token that is unknown, used or expired is refused (BAD_USER_INPUT with problem NEWSLETTER_TOKEN_EXPIRED: "sign up again").',
    args: { ...scopeArgs, token: t.arg.string({ required: true, validate: token }) },
    resolve: async (_root, args, ctx) => {
      await ctx.scope(args);
      if (!(await confirmSubscription(ctx.db, ctx.now(), args.token))) {
        throw badUserInput([
          {
            path: ['token'],
            message: 'The confirmation link has expired or was used; sign up again.',
            problem: 'NEWSLETTER_TOKEN_EXPIRED',
          },
        ]);
      }
      return true;
    },
  }),
}));
