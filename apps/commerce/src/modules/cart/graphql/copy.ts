import { asc, eq } from 'drizzle-orm';
import { cartLines } from '#src/db/schema.ts';
import { builder, scopeArgs } from '#src/graphql/builder.ts';
import { cartId, optionalCartId } from '../ids.ts';
import { addLinesWithin } from '../line-changes.ts';
import { priceCart } from '../priced-cart.ts';
import { changeCart, createCart, requireCart } from '../store.ts';
import { changeTarget, lineChangeScope, pricingOptions } from './requests.ts';
import { CartType } from './types.ts';

builder.mutationFields((t) => ({
  addCartLinesFrom: t.field({
    type: CartType,
    description:
      "Copies the lines of another cart (a shared cart link's) into this one, or into a new cart when id is empty, in one change, and answers this cart: never the other, whose id opens nothing of it here (ADR 27). Each line adds as many units as stock and the threshold let; a line the market does not sell, or stock no longer holds, is left out. The other cart may be completed; this cart copied into itself stays as it is. An unknown cart is CART_NOT_FOUND; this one completed, CART_COMPLETED.",
    args: {
      ...scopeArgs,
      id: t.arg.string({
        required: false,
        description: 'Empty or absent: a new cart',
        validate: optionalCartId,
      }),
      fromCartId: t.arg.string({ required: true, description: 'The shared cart', validate: cartId }),
      allowExternalShippingFee: t.arg.boolean({
        required: false,
        description: 'Whether the shipping fee may be one the checkout chose; otherwise the standard fee',
      }),
    },
    resolve: async (_root, args, ctx) => {
      const from = await requireCart(ctx.db, args.fromCartId, ctx.channelId);
      // A cart copied into itself (its sender opening their own link) already holds its lines.
      const lines =
        args.id?.toLowerCase() === from.id
          ? []
          : await ctx.db
              .select({ skuId: cartLines.skuId, quantity: cartLines.quantity })
              .from(cartLines)
              .where(eq(cartLines.cartId, from.id))
              .orderBy(asc(cartLines.skuId));
      const scope = args.id ? await lineChangeScope(ctx, args.id, args) : await ctx.scope(args);
      const id = args.id || (await createCart(ctx.db, ctx.channelId, scope.market.id)).id;
      const cart = await changeCart(ctx.db, changeTarget(ctx, id, scope), async (tx, locked) => {
        await addLinesWithin(tx, locked, scope.market.id, lines);
        return undefined;
      });
      return priceCart(ctx, cart, scope, pricingOptions(args));
    },
  }),
}));
