import { z } from 'zod';
import { builder, scopeArgs } from '#src/graphql/builder.ts';
import { badUserInput } from '#src/graphql/input-error.ts';
import { SkuType } from '#src/modules/catalog/graphql/index.ts';
import { requireStaff } from '#src/modules/channels/index.ts';
import { CATALOG_TAG, productTag } from '#src/modules/storefront-cache/index.ts';
import { changeSkuStock } from './sku-stock.ts';

builder.mutationFields((t) => ({
  setSkuStock: t.field({
    type: SkuType,
    description:
      'Staff only: sets how many units of a SKU are in our own stock and answers the SKU as it now is. Shoppers waiting for the SKU (monitorProductAvailability) are mailed once it can be bought. A storefront key is refused (FORBIDDEN); a negative stock or an unknown SKU is refused (BAD_USER_INPUT) and nothing changes.',
    args: {
      ...scopeArgs,
      skuId: t.arg.int({ required: true, validate: z.number().int().min(1, 'no such SKU') }),
      inStock: t.arg.int({
        required: true,
        description: 'Units in our own stock, from 0',
        validate: z.number().int().min(0, 'must be 0 or more'),
      }),
    },
    resolve: async (_root, args, ctx) => {
      requireStaff(ctx);
      await ctx.scope(args);
      const changed = await changeSkuStock(ctx.db, args.skuId, args.inStock);
      if (!changed) throw badUserInput([{ path: ['skuId'], message: `no SKU ${args.skuId}` }]);
      // The facet index holds no stock: the stock status is read from the SKUs on every request.
      await ctx.invalidateStorefronts([CATALOG_TAG, productTag(changed.productAlias)]);
      if (args.inStock > 0) ctx.stockRaised();
      return changed.sku;
    },
  }),
}));
