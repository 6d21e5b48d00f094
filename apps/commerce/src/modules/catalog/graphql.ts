import { z } from 'zod';
import { brands } from '#src/db/schema.ts';
import { builder, scopeArgs } from '#src/graphql/builder.ts';
import { INPUT_LIMITS, optionalText, skip, take, text } from '#src/graphql/input.ts';
import { localized, type Scope } from '#src/modules/channels/index.ts';
import {
  MAX_STOCK_QUERY_QUANTITY,
  STOCK_STATUSES,
  type Stock,
  stockOf,
  stockStatus,
} from '#src/modules/inventory/index.ts';
import { type UnitPrice, unitPrice } from '#src/modules/pricing/index.ts';
import { categoryPath } from './categories.ts';
import type { Facet, FacetValue } from './facet-query.ts';
import { FilterInputType } from './list-input.ts';
import type { CatalogLoaders } from './loaders.ts';
import {
  DEFAULT_PAGE_SIZE,
  getProduct,
  listProducts,
  MAX_PAGE_SIZE,
  type ProductList,
  type ProductRecord,
  type SortOrder,
} from './products.ts';

type CategoryRow = Awaited<ReturnType<CatalogLoaders['categories']>>[number];
type BrandRow = NonNullable<Awaited<ReturnType<CatalogLoaders['brand']['load']>>>;
type SkuRow = Awaited<ReturnType<CatalogLoaders['skus']['load']>>[number];

export const PriceType = builder.objectRef<UnitPrice>('PriceType').implement({
  description: 'A price in integer minor units (öre, cents), with the same amounts formatted.',
  fields: (t) => ({
    isDiscounted: t.exposeBoolean('isDiscounted'),
    regularPriceIncVat: t.exposeInt('regularPriceIncVat'),
    regularPriceExVat: t.exposeInt('regularPriceExVat'),
    sellingPriceIncVat: t.exposeInt('sellingPriceIncVat'),
    sellingPriceExVat: t.exposeInt('sellingPriceExVat'),
    regularPriceIncVatFormatted: t.exposeString('regularPriceIncVatFormatted'),
    regularPriceExVatFormatted: t.exposeString('regularPriceExVatFormatted'),
    sellingPriceIncVatFormatted: t.exposeString('sellingPriceIncVatFormatted'),
    sellingPriceExVatFormatted: t.exposeString('sellingPriceExVatFormatted'),
    vat: t.exposeInt('vat'),
    vatFormatted: t.exposeString('vatFormatted'),
    discountPercentage: t.exposeInt('discountPercentage'),
    currency: t.exposeString('currency'),
  }),
});

export const StockStatusType = builder.enumType('StockStatus', { values: STOCK_STATUSES });

/** How many units a stock status is asked for. */
export const stockQuantityArgs = builder.args((t) => ({
  quantity: t.int({
    required: false,
    defaultValue: 1,
    description: `Units wanted, 1 to ${MAX_STOCK_QUERY_QUANTITY}`,
    validate: z
      .number()
      .int()
      .min(1, 'must be 1 or more')
      .max(MAX_STOCK_QUERY_QUANTITY, `at most ${MAX_STOCK_QUERY_QUANTITY}`)
      .nullish(),
  }),
}));

export const StockType = builder.objectRef<Stock>('StockType').implement({
  fields: (t) => ({
    inStock: t.exposeInt('inStock'),
    oversellable: t.exposeInt('oversellable'),
    static: t.exposeInt('static'),
    totalStock: t.exposeInt('totalStock', { description: 'inStock + oversellable + static' }),
    incoming: t.exposeString('incoming', { nullable: true, description: 'Expected restock date' }),
  }),
});

const CategoryType = builder
  .objectRef<{ row: CategoryRow; all: readonly CategoryRow[]; languageCode: string }>('CategoryType')
  .implement({
    fields: (t) => ({
      categoryId: t.int({ resolve: (c) => c.row.id }),
      parentCategoryId: t.int({ nullable: true, resolve: (c) => c.row.parentId }),
      alias: t.string({ resolve: (c) => c.row.alias }),
      canonicalUrl: t.string({ resolve: (c) => categoryPath(c.row, c.all) }),
      name: t.string({ resolve: (c) => localized(c.row.name, c.languageCode) }),
      description: t.string({ resolve: (c) => localized(c.row.description, c.languageCode) }),
      order: t.int({ resolve: (c) => c.row.position }),
    }),
  });

export const BrandType = builder.objectRef<{ row: BrandRow; languageCode: string }>('BrandType').implement({
  fields: (t) => ({
    brandId: t.int({ resolve: (b) => b.row.id }),
    alias: t.string({ resolve: (b) => b.row.alias }),
    canonicalUrl: t.string({ resolve: (b) => `/b/${b.row.alias}` }),
    name: t.string({ resolve: (b) => b.row.name }),
    description: t.string({ resolve: (b) => localized(b.row.description, b.languageCode) }),
  }),
});

export const SkuType = builder.objectRef<SkuRow>('SkuType').implement({
  fields: (t) => ({
    skuId: t.exposeInt('id'),
    productId: t.exposeInt('productId'),
    name: t.exposeString('name'),
    articleNumber: t.exposeString('articleNumber'),
    gtin: t.exposeString('gtin'),
    stock: t.field({ type: StockType, resolve: (sku) => stockOf([sku]) }),
  }),
});

const ProductImageType = builder.objectRef<{ fileName: string }>('ProductImageType').implement({
  fields: (t) => ({
    fileName: t.exposeString('fileName', {
      description: 'Served by this API at /images/products/{fileName}',
    }),
  }),
});

const ProductTextsType = builder
  .objectRef<Pick<ProductRecord, 'text1' | 'text2' | 'text3'>>('ProductTextsType')
  .implement({
    fields: (t) => ({
      text1: t.exposeString('text1', { description: 'Description' }),
      text2: t.exposeString('text2', { description: 'Short selling text' }),
      text3: t.exposeString('text3', { description: 'Extra information' }),
    }),
  });

export const MetadataType = builder
  .objectRef<{ title: string; description: string }>('MetadataType')
  .implement({
    fields: (t) => ({ title: t.exposeString('title'), description: t.exposeString('description') }),
  });

interface ParameterShape {
  parameterId: number;
  identifier: string;
  name: string;
  value: string;
  show: boolean;
}

const ParameterType = builder.objectRef<ParameterShape>('ParameterType').implement({
  fields: (t) => ({
    parameterId: t.exposeInt('parameterId'),
    identifier: t.exposeString('identifier'),
    name: t.exposeString('name'),
    value: t.exposeString('value'),
    show: t.exposeBoolean('show'),
  }),
});

const ParameterGroupType = builder
  .objectRef<{ parameterGroupId: number; name: string; parameters: ParameterShape[] }>('ParameterGroupType')
  .implement({
    fields: (t) => ({
      parameterGroupId: t.exposeInt('parameterGroupId'),
      name: t.exposeString('name'),
      parameters: t.field({ type: [ParameterType], resolve: (g) => g.parameters }),
    }),
  });

const CampaignType = builder
  .objectRef<{ alias: string; name: string; hideTitle: boolean }>('CampaignRuleType')
  .implement({
    fields: (t) => ({
      alias: t.exposeString('alias'),
      name: t.exposeString('name'),
      hideTitle: t.exposeBoolean('hideTitle'),
    }),
  });

export const ProductType = builder.objectRef<ProductRecord>('ProductType').implement({
  fields: (t) => ({
    productId: t.exposeInt('id'),
    alias: t.exposeString('alias'),
    articleNumber: t.exposeString('articleNumber'),
    name: t.exposeString('name'),
    canonicalUrl: t.string({ resolve: (p) => `/p/${p.alias}` }),
    discontinued: t.exposeBoolean('discontinued'),
    dateCreated: t.string({ resolve: (p) => p.createdAt.toISOString() }),
    texts: t.field({ type: ProductTextsType, resolve: (p) => p }),
    meta: t.field({
      type: MetadataType,
      resolve: (p) => ({ title: p.metaTitle, description: p.metaDescription }),
    }),
    unitPrice: t.field({ type: PriceType, resolve: (p) => unitPrice(p.price, p.scope.money) }),
    discountType: t.string({
      description: 'PRICE_CAMPAIGN when a campaign sets the price, else NONE',
      resolve: async (p, _args, ctx) =>
        (await ctx.loaders.campaigns.load(p.id)).length > 0 ? 'PRICE_CAMPAIGN' : 'NONE',
    }),
    brand: t.field({
      type: BrandType,
      resolve: async (p, _args, ctx) => {
        const row = await ctx.loaders.brand.load(p.brandId);
        if (!row) throw new Error(`Brand ${p.brandId} missing`);
        return { row, languageCode: p.scope.language.code };
      },
    }),
    primaryCategory: t.field({
      type: CategoryType,
      resolve: async (p, _args, ctx) => {
        const all = await ctx.loaders.categories();
        const row = all.find((c) => c.id === p.primaryCategoryId);
        if (!row) throw new Error(`Category ${p.primaryCategoryId} missing`);
        return { row, all, languageCode: p.scope.language.code };
      },
    }),
    productImages: t.field({
      type: [ProductImageType],
      resolve: (p, _args, ctx) => ctx.loaders.images.load(p.id),
    }),
    skus: t.field({ type: [SkuType], resolve: (p, _args, ctx) => ctx.loaders.skus.load(p.id) }),
    totalStock: t.field({
      type: StockType,
      resolve: async (p, _args, ctx) => stockOf(await ctx.loaders.skus.load(p.id)),
    }),
    stockStatus: t.field({
      type: StockStatusType,
      description: 'What the shopper is told about availability when buying `quantity` units',
      args: stockQuantityArgs,
      resolve: async (p, args, ctx) =>
        stockStatus(stockOf(await ctx.loaders.skus.load(p.id)), args.quantity ?? 1, p.discontinued),
    }),
    discountCampaigns: t.field({
      type: [CampaignType],
      resolve: async (p, _args, ctx) =>
        (await ctx.loaders.campaigns.load(p.id)).map(({ campaign }) => ({
          alias: campaign.alias,
          name: localized(campaign.name, p.scope.language.code),
          hideTitle: campaign.hideTitle,
        })),
    }),
    parameterGroups: t.field({
      type: [ParameterGroupType],
      resolve: async (p, _args, ctx) => parameterGroupsOf(await ctx.loaders.parameters.load(p.id), p.scope),
    }),
  }),
});

function parameterGroupsOf(rows: Awaited<ReturnType<CatalogLoaders['parameters']['load']>>, scope: Scope) {
  const lang = scope.language.code;
  const groups = new Map<number, { parameterGroupId: number; name: string; parameters: ParameterShape[] }>();
  for (const row of rows) {
    let group = groups.get(row.group.id);
    if (!group) {
      group = { parameterGroupId: row.group.id, name: localized(row.group.name, lang), parameters: [] };
      groups.set(row.group.id, group);
    }
    const value = localized(row.value, lang);
    group.parameters.push({
      parameterId: row.parameter.id,
      identifier: row.parameter.identifier,
      name: localized(row.parameter.name, lang),
      value: row.parameter.unit ? `${value} ${row.parameter.unit}` : value,
      show: row.show,
    });
  }
  return [...groups.values()];
}

const FacetValueType = builder.objectRef<FacetValue>('FacetValueType').implement({
  description: 'One value to filter by, with how many listed products have it.',
  fields: (t) => ({
    _id: t.exposeString('_id', { description: 'The id to put in filter.facets (and in the URL)' }),
    facetId: t.exposeString('facetId'),
    parentId: t.exposeString('parentId', { nullable: true }),
    label: t.exposeString('label'),
    order: t.exposeInt('order'),
    count: t.exposeInt('count', {
      description: "Listed products with this value when every other facet's selection applies",
    }),
    hidden: t.exposeBoolean('hidden'),
  }),
});

const FacetGroupType = builder.objectRef<Facet>('FacetGroupType').implement({
  fields: (t) => ({
    filterId: t.exposeString('filterId', {
      description: 'categories, brands, skus, price, discount or p-{parameterId}',
    }),
    group: t.exposeString('group'),
    label: t.exposeString('label'),
    type: t.exposeString('type', { description: 'Category, Brand, Sku, Price, Discount or Parameter' }),
    values: t.field({ type: [FacetValueType], resolve: (f) => f.values }),
  }),
});

const FilterType = builder.objectRef<{ facets: Facet[] }>('FilterType').implement({
  fields: (t) => ({ facets: t.field({ type: [FacetGroupType], resolve: (f) => f.facets }) }),
});

const ProductsResultType = builder.objectRef<ProductList>('ProductsResultType').implement({
  fields: (t) => ({
    products: t.field({ type: [ProductType], resolve: (r) => r.products }),
    count: t.exposeInt('count', { description: 'All matching products, not only this page' }),
    filters: t.field({ type: FilterType, resolve: (r) => ({ facets: r.facets }) }),
  }),
});

builder.queryFields((t) => ({
  categories: t.field({
    type: [CategoryType],
    description: 'The whole category tree, flat; parentCategoryId links children to parents.',
    args: scopeArgs,
    resolve: async (_root, args, ctx) => {
      const [scope, all] = await Promise.all([ctx.scope(args), ctx.loaders.categories()]);
      return all.map((row) => ({ row, all, languageCode: scope.language.code }));
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
      skip: t.arg.int({ required: false, validate: skip }),
      take: t.arg.int({
        required: false,
        description: `Page size, default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}; 0 for only the count and facets`,
        validate: take(MAX_PAGE_SIZE),
      }),
      categoryAlias: t.arg.string({ required: false, validate: optionalText(INPUT_LIMITS.aliasMax) }),
      brandAlias: t.arg.string({ required: false, validate: optionalText(INPUT_LIMITS.aliasMax) }),
      discountCampaignAlias: t.arg.string({ required: false, validate: optionalText(INPUT_LIMITS.aliasMax) }),
      filter: t.arg({ type: FilterInputType, required: false }),
    },
    resolve: async (_root, args, ctx) =>
      listProducts(ctx.db, ctx.loaders, await ctx.scope(args), {
        skip: args.skip ?? 0,
        take: args.take ?? DEFAULT_PAGE_SIZE,
        categoryAlias: args.categoryAlias,
        brandAlias: args.brandAlias,
        discountCampaignAlias: args.discountCampaignAlias,
        sort: args.filter?.sort as SortOrder | null | undefined,
        productIds: args.filter?.productIds,
        searchText: args.filter?.searchText,
        facets: args.filter?.facets,
        price: args.filter?.price,
      }),
  }),
  product: t.field({
    type: ProductType,
    nullable: true,
    description: 'One product by alias; null when there is none in this market.',
    args: { ...scopeArgs, alias: t.arg.string({ required: true, validate: text(INPUT_LIMITS.aliasMax) }) },
    resolve: async (_root, args, ctx) => getProduct(ctx.db, await ctx.scope(args), args.alias),
  }),
}));
