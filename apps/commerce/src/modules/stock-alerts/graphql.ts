import { z } from 'zod';
import { builder, scopeArgs } from '#src/graphql/builder.ts';
import { badUserInput } from '#src/graphql/input-error.ts';
import { emailAddress } from '#src/modules/customers/index.ts';
import { RATE_LIMITS } from '#src/modules/rate-limits/index.ts';
import { watchSku } from './watch.ts';

builder.mutationFields((t) => ({
  monitorProductAvailability: t.boolean({
    nullable: true,
    description:
      "Notify-me: mails this address once, in the request's language, when the sold-out SKU can be bought again. Asking twice is one alert; a SKU in stock now is not watched (true: it can be bought). A malformed email or an unknown SKU is refused (BAD_USER_INPUT with problem INVALID_EMAIL or INVALID_SKU_ID) and nothing is stored; RATE_LIMITED past a few sign-ups an hour from one address.",
    args: {
      ...scopeArgs,
      email: t.arg.string({ required: true, validate: emailAddress }),
      skuId: t.arg.int({ required: true, validate: z.number().int().min(1, 'no such SKU') }),
    },
    resolve: async (_root, args, ctx) => {
      const scope = await ctx.scope(args);
      await ctx.limitRate(RATE_LIMITS.subscriptionsPerAddress);
      const outcome = await watchSku(ctx.db, ctx.now(), args.email, args.skuId, scope);
      if (outcome === 'unknown') {
        throw badUserInput([{ path: ['skuId'], message: `no SKU ${args.skuId}` }]);
      }
      return true;
    },
  }),
}));
