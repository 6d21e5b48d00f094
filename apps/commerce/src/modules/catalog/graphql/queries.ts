import { brands } from '#src/db/schema.ts';
import { builder, legacyApiKeyArgs, scopeArgs } from '#src/graphql/builder.ts';
import { INPUT_LIMITS, optionalText, skip, take, text } from '#src/graphql/input.ts';
import { FilterInputType, SortType } from '#src/modules/listing/graphql.ts';
import { listOfUrl } from '../list-page-info.ts';
import { DEFAULT_PAGE_SIZE, EMPTY_LIST, listProducts, MAX_PAGE_SIZE } from '../list-products.ts';
import { getProduct } from '../products.ts';
import { BrandType, CategoryType } from './category-and-brand.ts';
import { ProductType } from './product.ts';
import { ProductsResultType } from './product-list.ts';

builder.queryFields((t) => ({
  categories: t.field({
    type: [CategoryType],
    description: 'The whole category tree, flat; parentCategoryId links children to parents.',
    args: { ...scopeArgs, ...legacyApiKeyArgs },
    resolve: async (_root, args, ctx) => {
      const [scope, all] = await Promise.all([ctx.scope(args), ctx.loaders.categories()]);
      return all.map((row) => ({ row, all, languageCode: scope.language.code, marketId: scope.market.id }));
    },
  }),
  brands: t.field({
    type: [BrandType],
    args: scopeArgs,
    resolve: async (_root, args, ctx) => {
      const scope = await ctx.scope(args);
      const rows = await ctx.db.select().from(brands).orderBy(brands.name);
      return rows.map((row) => ({ row, languageCode: scope.language.code }));
    },
  }),
  products: t.field({
    type: ProductsResultType,
    args: {
      ...scopeArgs,
      ...legacyApiKeyArgs,
      skip: t.arg.int({ required: false, validate: skip }),
      take: t.arg.int({
        required: false,
        description: `Page size, default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}; 0 for only the count and facets`,
        validate: take(MAX_PAGE_SIZE),
      }),
      categoryAlias: t.arg.string({ required: false, validate: optionalText(INPUT_LIMITS.aliasMax) }),
      brandAlias: t.arg.string({ required: false, validate: optionalText(INPUT_LIMITS.aliasMax) }),
      discountCampaignAlias: t.arg.string({ required: false, validate: optionalText(INPUT_LIMITS.aliasMax) }),
      url: t.arg.string({
        required: false,
        description:
          'A list address (/c/parent/child, /b/brand, /dc/campaign) instead of an alias; any other address lists nothing',
        validate: optionalText(INPUT_LIMITS.urlMax),
      }),
      filter: t.arg({ type: FilterInputType, required: false }),
      sort: t.arg({
        type: SortType,
        required: false,
        description: 'As filter.sort, which wins when both are given',
        deprecationReason: 'Use filter.sort',
      }),
    },
    resolve: async (_root, args, ctx) => {
      const scope = await ctx.scope(args);
      const list = args.url ? listOfUrl(args.url) : null;
      if (args.url && !list) return EMPTY_LIST;
      return listProducts(ctx.db, ctx.loaders, scope, {
        skip: args.skip ?? 0,
        take: args.take ?? DEFAULT_PAGE_SIZE,
        categoryAlias: list?.type === 'CATEGORY' ? list.alias : args.categoryAlias,
        brandAlias: list?.type === 'BRAND' ? list.alias : args.brandAlias,
        discountCampaignAlias: list?.type === 'DISCOUNT_CAMPAIGN' ? list.alias : args.discountCampaignAlias,
        sort: args.filter?.sort ?? args.sort,
        productIds: args.filter?.productIds,
        searchText: args.filter?.searchText,
        facets: args.filter?.facets,
        price: args.filter?.price,
        rentalPeriod: args.filter?.rentalPeriod,
      });
    },
  }),
  product: t.field({
    type: ProductType,
    nullable: true,
    description: 'One product by alias; null when there is none in this market.',
    args: { ...scopeArgs, alias: t.arg.string({ required: true, validate: text(INPUT_LIMITS.aliasMax) }) },
    resolve: async (_root, args, ctx) => getProduct(ctx.db, await ctx.scope(args), args.alias),
  }),
}));
