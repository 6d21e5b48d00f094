import { builder, scopeArgs } from '#src/graphql/builder.ts';
import { skip, take } from '#src/graphql/input.ts';
import { addressesIn } from '#src/modules/channels/index.ts';
import {
  type ActiveCampaign,
  listActiveCampaigns,
  listProductAliases,
  MAX_ALIASES_PAGE_SIZE,
  type ProductAlias,
} from '../aliases.ts';
import { AlternateUrlType } from './metadata.ts';
import { productPath } from './product.ts';

const ProductAliasType = builder.objectRef<ProductAlias>('ProductAliasType').implement({
  description: 'The address of a product, without the rest of it.',
  fields: (t) => ({
    productId: t.exposeInt('id'),
    alias: t.exposeString('alias', { description: "The product's alias, the same in every language" }),
    canonicalUrl: t.string({
      description: "The product page's address in the request's language",
      resolve: (p) => productPath(p.languageAlias),
    }),
    alternates: t.field({
      type: [AlternateUrlType],
      description: "The product page's address in each of the shop's languages",
      resolve: async (p, _args, ctx) =>
        addressesIn(await ctx.loaders.languageAliases.load(p.id), p.alias, productPath),
    }),
  }),
});

const ProductAliasesResultType = builder
  .objectRef<{ aliases: ProductAlias[]; count: number }>('ProductAliasesResultType')
  .implement({
    fields: (t) => ({
      aliases: t.field({ type: [ProductAliasType], resolve: (r) => r.aliases }),
      count: t.exposeInt('count', {
        description: 'All products of the market and language, not only this page',
      }),
    }),
  });

const DiscountCampaignType = builder.objectRef<ActiveCampaign>('DiscountCampaignType').implement({
  fields: (t) => ({
    discountCampaignId: t.exposeInt('id'),
    alias: t.exposeString('alias'),
    canonicalUrl: t.string({ resolve: (c) => `/dc/${c.alias}` }),
    name: t.exposeString('name'),
  }),
});

builder.queryFields((t) => ({
  productAliases: t.field({
    type: ProductAliasesResultType,
    description:
      'The addresses of every product shown in the market and language, by product id: what a sitemap needs, read cheaply.',
    args: {
      ...scopeArgs,
      skip: t.arg.int({ required: false, validate: skip }),
      take: t.arg.int({
        required: false,
        description: `Page size, at most ${MAX_ALIASES_PAGE_SIZE}`,
        validate: take(MAX_ALIASES_PAGE_SIZE),
      }),
    },
    resolve: async (_root, args, ctx) =>
      listProductAliases(ctx.db, await ctx.scope(args), {
        skip: args.skip ?? 0,
        take: args.take ?? MAX_ALIASES_PAGE_SIZE,
      }),
  }),
  discountCampaigns: t.field({
    type: [DiscountCampaignType],
    description: 'The discount campaigns running now.',
    args: scopeArgs,
    resolve: async (_root, args, ctx) => listActiveCampaigns(ctx.db, await ctx.scope(args)),
  }),
}));
