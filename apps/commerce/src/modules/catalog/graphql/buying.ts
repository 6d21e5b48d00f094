import { builder } from '#src/graphql/builder.ts';
import { localized } from '#src/modules/channels/index.ts';
import {
  deliversNow,
  expectedRestock,
  MAX_QUANTITY_PER_LINE,
  maxQuantity,
  stockOf,
  stockStatus,
} from '#src/modules/inventory/index.ts';
import { sizesOf, visibleCampaign } from '../buying.ts';
import { colourOf } from '../colour.ts';
import { colourLabel, colourVariants } from '../variants.ts';
import { stockQuantityArgs } from './price-and-stock.ts';
import { CampaignType, ProductType, SkuType, shownCampaigns } from './product.ts';
import { VariantType, variantsOf } from './product-page.ts';

// What the shopper may do with a product, answered here so that no storefront decides it.
builder.objectFields(ProductType, (t) => ({
  deliversNow: t.boolean({
    description:
      'Whether `quantity` units leave the warehouse at once (in stock, few left or always available)',
    args: stockQuantityArgs,
    resolve: async (p, args, ctx) =>
      deliversNow(
        stockStatus(stockOf(await ctx.loaders.skus.load(p.id)), args.quantity ?? 1, p.discontinued),
      ),
  }),
  expectedRestock: t.string({
    nullable: true,
    description: 'The restock date (YYYY-MM-DD) to show while out of stock; null otherwise or when unknown',
    resolve: async (p, _args, ctx) => {
      const stock = stockOf(await ctx.loaders.skus.load(p.id));
      return expectedRestock(stock, stockStatus(stock, 1, p.discontinued));
    },
  }),
  maxQuantity: t.int({
    description: `The most units a cart line of this product may hold (what addToCart and updateCartItem accept): all stock together, at most ${MAX_QUANTITY_PER_LINE}; a product sold in sizes caps each size by its own stock (SkuType.maxQuantity)`,
    resolve: async (p, _args, ctx) => maxQuantity(stockOf(await ctx.loaders.skus.load(p.id))),
  }),
  sizes: t.field({
    type: [SkuType],
    description: 'The SKUs the shopper chooses between; empty when the product is not sold in sizes',
    resolve: async (p, _args, ctx) => sizesOf(await ctx.loaders.skus.load(p.id)),
  }),
  sizeRequired: t.boolean({
    description: 'Whether a size must be chosen before adding to cart',
    resolve: async (p, _args, ctx) => sizesOf(await ctx.loaders.skus.load(p.id)).length > 0,
  }),
  visibleCampaign: t.field({
    type: CampaignType,
    nullable: true,
    description: 'The campaign the shopper is shown (the first whose title is not hidden), or null',
    resolve: async (p, _args, ctx) => {
      const shown = visibleCampaign((await shownCampaigns(p, ctx)).map((row) => row.campaign));
      return shown
        ? { alias: shown.alias, name: localized(shown.name, p.scope.language.code), hideTitle: false }
        : null;
    },
  }),
  colourVariants: t.field({
    type: [VariantType],
    description: 'The colours of the variant group, this product among them; empty without colours',
    resolve: async (p, _args, ctx) => colourVariants(await variantsOf(ctx, p)),
  }),
  colour: t.string({
    nullable: true,
    description:
      "The product's colour in the request language: the value of the Color parameter of parameter group 1; null without one",
    resolve: async (p, _args, ctx) =>
      colourOf(await ctx.loaders.parameters.load(p.id), p.scope.language.code)?.value ?? null,
  }),
  colourLabel: t.string({
    nullable: true,
    description: 'The name of the colour choice in the request language, e.g. Färg; null without colours',
    resolve: async (p, _args, ctx) => colourLabel(await variantsOf(ctx, p)),
  }),
}));

builder.objectField(SkuType, 'maxQuantity', (t) =>
  t.int({
    description: `The most units a cart line of this size may hold: its stock, at most ${MAX_QUANTITY_PER_LINE}`,
    resolve: (sku) => maxQuantity(stockOf([sku])),
  }),
);
