import { DEFAULT_LANGUAGE_CODE } from '@shop/contract';
import { builder } from '#src/graphql/builder.ts';
import type { RequestContext } from '#src/graphql/context.ts';
import { campaignsInMarket, setsPrice } from '#src/modules/campaigns/index.ts';
import { addressesIn, localized, type Scope } from '#src/modules/channels/index.ts';
import { stockOf, stockStatus } from '#src/modules/inventory/index.ts';
import { categoryLineage } from '#src/modules/listing/index.ts';
import { unitPrice } from '#src/modules/pricing/index.ts';
import type { CatalogLoaders } from '../loaders.ts';
import type { ProductRecord } from '../products.ts';
import { BrandType, CategoryType } from './category-and-brand.ts';
import { AlternateUrlType, MetadataType } from './metadata.ts';
import { PriceType, StockStatusType, StockType, stockQuantityArgs } from './price-and-stock.ts';
import { packageTypes } from './product-package.ts';

/** The product's running campaigns that its market shows (ADR 77). */
export async function shownCampaigns(p: ProductRecord, ctx: RequestContext) {
  const rows = await ctx.loaders.campaigns.load(p.id);
  return campaignsInMarket(rows, { id: p.scope.market.id, currency: p.scope.money.currency });
}

type SkuRow = Awaited<ReturnType<CatalogLoaders['skus']['load']>>[number];

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

const ProductImageType = builder
  .objectRef<{ fileName: string; alt: string | null }>('ProductImageType')
  .implement({
    fields: (t) => ({
      fileName: t.exposeString('fileName', {
        description:
          'Served by this API at /images/products/{fileName}. An uploaded photo (`photo-{key}.webp`) is also there in each of the widths PRODUCT_PHOTO_WIDTHS names, as `photo-{key}-{width}.webp`',
      }),
      alt: t.exposeString('alt', {
        nullable: true,
        description:
          "What the image shows, in the request's language (the Swedish where it has none there); null where staff gave none, as for the generated drawings: the shop words its own",
      }),
    }),
  });

/** An image's alt text in the language, else the Swedish; null where neither is given. */
const altIn = (alt: Record<string, string> | null, languageCode: string) =>
  alt?.[languageCode] || alt?.[DEFAULT_LANGUAGE_CODE] || null;

const ProductTextsType = builder
  .objectRef<Pick<ProductRecord, 'text1' | 'text2' | 'text3'>>('ProductTextsType')
  .implement({
    fields: (t) => ({
      text1: t.exposeString('text1', { description: 'Description' }),
      text2: t.exposeString('text2', { description: 'Short selling text' }),
      text3: t.exposeString('text3', { description: 'Extra information' }),
    }),
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

export const CampaignType = builder
  .objectRef<{ alias: string; name: string; hideTitle: boolean }>('CampaignRuleType')
  .implement({
    fields: (t) => ({
      alias: t.exposeString('alias'),
      name: t.exposeString('name'),
      hideTitle: t.exposeBoolean('hideTitle'),
    }),
  });

/** A product page's path, by the alias of its language. */
export const productPath = (alias: string) => `/p/${alias}`;

export const ProductType = builder.objectRef<ProductRecord>('ProductType');
const ProductPackageType = packageTypes(ProductType);

ProductType.implement({
  fields: (t) => ({
    productId: t.exposeInt('id'),
    alias: t.exposeString('alias', {
      description: "The product's alias, the same in every language: the argument other operations take",
    }),
    articleNumber: t.exposeString('articleNumber'),
    name: t.exposeString('name'),
    canonicalUrl: t.string({
      description: "The product page's address in the request's language (ADR 71)",
      resolve: (p) => productPath(p.languageAlias),
    }),
    alternates: t.field({
      type: [AlternateUrlType],
      description: "The product page's address in each of the shop's languages",
      resolve: async (p, _args, ctx) =>
        addressesIn(await ctx.loaders.languageAliases.load(p.id), p.alias, productPath),
    }),
    discontinued: t.exposeBoolean('discontinued'),
    type: t.string({
      nullable: true,
      description:
        "The platform's product type, 'product' or 'package': every product of this shop is a 'product'",
      resolve: () => 'product',
    }),
    productPackage: t.field({
      type: ProductPackageType,
      nullable: true,
      description:
        "A package's groups: always null, the platform's answer for a product that is not a package",
      resolve: () => null,
    }),
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
        (await shownCampaigns(p, ctx)).some(({ campaign }) => setsPrice(campaign))
          ? 'PRICE_CAMPAIGN'
          : 'NONE',
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
        return { row, all, languageCode: p.scope.language.code, marketId: p.scope.market.id };
      },
    }),
    categories: t.field({
      type: [CategoryType],
      description:
        'The categories whose lists show the product: the primary category and those above it, top first',
      resolve: async (p, _args, ctx) => {
        const all = await ctx.loaders.categories();
        const primary = all.find((c) => c.id === p.primaryCategoryId);
        if (!primary) throw new Error(`Category ${p.primaryCategoryId} missing`);
        return categoryLineage(primary, all).map((row) => ({
          row,
          all,
          languageCode: p.scope.language.code,
          marketId: p.scope.market.id,
        }));
      },
    }),
    productImages: t.field({
      type: [ProductImageType],
      description:
        'The photos staff uploaded, first to last; for a product without any, its generated drawings (ADR 79)',
      resolve: async (p, _args, ctx) =>
        (await ctx.loaders.images.load(p.id)).map((image) => ({
          fileName: image.fileName,
          alt: altIn(image.alt, p.scope.language.code),
        })),
    }),
    images: t.stringList({
      description: "The images' file names, as the platform's older cart documents ask for them",
      deprecationReason: 'Use productImages',
      resolve: async (p, _args, ctx) => (await ctx.loaders.images.load(p.id)).map((image) => image.fileName),
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
        (await shownCampaigns(p, ctx)).map(({ campaign }) => ({
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
