import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { builder, scopeArgs } from '#src/graphql/builder.ts';
import { INPUT_LIMITS, minorUnits, text } from '#src/graphql/input.ts';
import { badUserInput } from '#src/graphql/input-error.ts';
import { ProductType } from '#src/modules/catalog/graphql/index.ts';
import { getProduct, today } from '#src/modules/catalog/index.ts';
import { requireStaff } from '#src/modules/channels/index.ts';
import { CATALOG_TAG, productTag } from '#src/modules/storefront-cache/index.ts';
import { changeProductPrice } from './product-price.ts';

const notAboveRegular = z
  .looseObject({ sellingPriceIncVat: z.number(), regularPriceIncVat: z.number().nullish() })
  .refine((args) => args.regularPriceIncVat == null || args.sellingPriceIncVat <= args.regularPriceIncVat, {
    message: 'must not be above the regular price',
    path: ['sellingPriceIncVat'],
  });

builder.mutationFields((t) => ({
  setProductPrice: t.field({
    type: ProductType,
    description:
      "Staff only: sets a product's price in one market, inc VAT (ex VAT follows from the product's VAT rate), logs it under today's date and answers the product as it now is. Without a regular price the product is not discounted. A storefront key is refused (FORBIDDEN); a negative amount, a selling price above the regular price, an unknown product or market are refused (BAD_USER_INPUT) and nothing changes.",
    args: {
      ...scopeArgs,
      alias: t.arg.string({ required: true, validate: text(INPUT_LIMITS.aliasMax) }),
      marketId: t.arg.string({
        required: true,
        description: 'The market whose price changes: its alias (or id), e.g. se',
        validate: text(INPUT_LIMITS.scopeIdMax).min(1, 'name a market'),
      }),
      sellingPriceIncVat: t.arg({ type: 'Decimal', required: true, validate: minorUnits }),
      regularPriceIncVat: t.arg({
        type: 'Decimal',
        required: false,
        description: 'The price before a discount; absent: the selling price',
        validate: minorUnits.nullish(),
      }),
    },
    validate: notAboveRegular,
    resolve: async (_root, args, ctx) => {
      requireStaff(ctx);
      const scope = await ctx.scope(args);
      const changed = await changeProductPrice(ctx.db, {
        alias: args.alias,
        marketId: scope.market.id,
        sellingIncVat: args.sellingPriceIncVat,
        regularIncVat: args.regularPriceIncVat ?? args.sellingPriceIncVat,
        date: today(),
      });
      if (!changed) {
        throw badUserInput([
          { path: ['alias'], message: `no product ${args.alias} is sold in market ${scope.market.alias}` },
        ]);
      }
      await ctx.priceChanged({
        productId: changed.productId,
        marketId: scope.market.id,
        sellingIncVat: changed.price.sellingIncVat,
      });
      // Lists show prices too, so every catalog read expires, not only the product's page.
      await ctx.invalidateStorefronts([CATALOG_TAG, productTag(args.alias)]);
      const product = await getProduct(ctx.db, scope, args.alias);
      if (!product) throw new GraphQLError(`No product ${args.alias}`, { extensions: { code: 'NOT_FOUND' } });
      return product;
    },
  }),
}));
