import { and, asc, eq } from 'drizzle-orm';
import { priceLog } from '#src/db/schema.ts';
import { builder, scopeArgs } from '#src/graphql/builder.ts';
import type { RequestContext } from '#src/graphql/context.ts';
import { INPUT_LIMITS, take, text } from '#src/graphql/input.ts';
import { stockOf, stockStatus } from '#src/modules/inventory/index.ts';
import { formatMoney, type MoneyFormat } from '#src/modules/pricing/index.ts';
import { type PriceLogRow, priceHistory, today } from '../price-log.ts';
import { type ProductRecord, RELATIONS } from '../products.ts';
import { DEFAULT_RELATED_COUNT, MAX_RELATED_COUNT, relatedProducts } from '../related-products.ts';
import { type Variant, type VariantGroup, variantGroupOf } from '../variants.ts';
import { StockStatusType, StockType, stockQuantityArgs } from './price-and-stock.ts';
import { ProductType, productPath, SkuType } from './product.ts';

type Formatted = { money: MoneyFormat };

const PriceLogItemType = builder
  .objectRef<PriceLogRow & Formatted & { isLowest: boolean }>('PriceLogItemType')
  .implement({
    description: 'The prices in force from `date` until the next entry of the log.',
    fields: (t) => {
      const fmt = (minor: number, row: Formatted) => formatMoney(minor, row.money.currency, row.money.locale);
      return {
        date: t.exposeString('date', { description: 'YYYY-MM-DD' }),
        sellingPriceIncVat: t.expose('sellingIncVat', { type: 'Decimal' }),
        sellingPriceExVat: t.expose('sellingExVat', { type: 'Decimal' }),
        regularPriceIncVat: t.expose('regularIncVat', { type: 'Decimal' }),
        regularPriceExVat: t.expose('regularExVat', { type: 'Decimal' }),
        sellingPriceIncVatFormatted: t.string({ resolve: (r) => fmt(r.sellingIncVat, r) }),
        sellingPriceExVatFormatted: t.string({ resolve: (r) => fmt(r.sellingExVat, r) }),
        regularPriceIncVatFormatted: t.string({ resolve: (r) => fmt(r.regularIncVat, r) }),
        regularPriceExVatFormatted: t.string({ resolve: (r) => fmt(r.regularExVat, r) }),
        isDiscounted: t.boolean({ resolve: (r) => r.sellingIncVat < r.regularIncVat }),
        discountIncVat: t.field({
          type: 'Decimal',
          resolve: (r) => Math.max(0, r.regularIncVat - r.sellingIncVat),
        }),
        discountExVat: t.field({
          type: 'Decimal',
          resolve: (r) => Math.max(0, r.regularExVat - r.sellingExVat),
        }),
        isLowest: t.exposeBoolean('isLowest', {
          description:
            'Holds the lowest selling price of the 30 days before the current discount began (without a discount: of the last 30 days)',
        }),
      };
    },
  });

const LowestPriceType = builder
  .objectRef<PriceLogRow & Formatted & { from: string; to: string }>('LowestPriceType')
  .implement({
    description: 'The lowest selling price in force in a period (the EU price-indication reference price).',
    fields: (t) => {
      const fmt = (minor: number, row: Formatted) => formatMoney(minor, row.money.currency, row.money.locale);
      return {
        sellingPriceIncVat: t.expose('sellingIncVat', { type: 'Decimal' }),
        sellingPriceExVat: t.expose('sellingExVat', { type: 'Decimal' }),
        sellingPriceIncVatFormatted: t.string({ resolve: (r) => fmt(r.sellingIncVat, r) }),
        sellingPriceExVatFormatted: t.string({ resolve: (r) => fmt(r.sellingExVat, r) }),
        fromDate: t.exposeString('from', { description: 'First day of the period, YYYY-MM-DD' }),
        toDate: t.exposeString('to', { description: 'Last day of the period, YYYY-MM-DD' }),
      };
    },
  });

const VariantAttributeType = builder
  .objectRef<{ key: string; value: string }>('VariantAttributeType')
  .implement({
    fields: (t) => ({ key: t.exposeString('key'), value: t.exposeString('value') }),
  });

const VariantDimensionEnum = builder.enumType('VariantDimension', { values: ['Color', 'Size'] as const });

export const VariantType = builder.objectRef<Variant>('VariantType');
VariantType.implement({
  description: 'A colour (another product of the group) or a size (a SKU) of a product.',
  fields: (t) => ({
    alias: t.exposeString('alias', { description: 'The alias of the product this variant is' }),
    canonicalUrl: t.string({
      description: "The address of the product this variant is, in the request's language (ADR 71)",
      resolve: (v) => productPath(v.languageAlias),
    }),
    level: t.exposeInt('level'),
    dimension: t.field({ type: VariantDimensionEnum, resolve: (v) => v.dimension }),
    label: t.exposeString('label', { description: "The dimension's name, e.g. Färg" }),
    value: t.exposeString('value', { description: 'e.g. Röd, 46 cm' }),
    attributes: t.field({ type: [VariantAttributeType], resolve: (v) => v.attributes }),
    productId: t.exposeInt('productId'),
    skuId: t.exposeInt('skuId', { nullable: true, description: 'Set on sizes' }),
    stock: t.field({ type: StockType, resolve: (v) => v.stock }),
    primaryImage: t.exposeString('primaryImage', { nullable: true }),
    variants: t.field({ type: [VariantType], resolve: (v) => v.variants }),
  }),
});

const VariantDimensionType = builder
  .objectRef<VariantGroup['dimensions'][number]>('VariantDimensionType')
  .implement({
    fields: (t) => ({
      dimension: t.field({ type: VariantDimensionEnum, resolve: (d) => d.dimension }),
      level: t.exposeInt('level'),
      label: t.exposeString('label'),
      value: t.exposeString('value', {
        nullable: true,
        description:
          "This product's value in the dimension, e.g. Röd; null for sizes, which the shopper chooses",
      }),
    }),
  });

const VariantGroupType = builder.objectRef<VariantGroup>('VariantGroupType').implement({
  fields: (t) => ({
    variantGroupId: t.exposeString('variantGroupId'),
    variants: t.field({ type: [VariantType], resolve: (g) => g.variants }),
  }),
});

/** One price history and variant group per product and request, however many fields read them. */
const perRequest = new WeakMap<object, Map<string, Promise<unknown>>>();
function once<T>(ctx: object, key: string, load: () => Promise<T>): Promise<T> {
  let cache = perRequest.get(ctx);
  if (!cache) {
    cache = new Map();
    perRequest.set(ctx, cache);
  }
  let value = cache.get(key) as Promise<T> | undefined;
  if (!value) {
    value = load();
    cache.set(key, value);
  }
  return value;
}

function historyOf(ctx: RequestContext, p: ProductRecord) {
  return once(ctx, `history:${p.id}:${p.scope.market.id}`, async () => {
    const rows = await ctx.db
      .select({
        date: priceLog.date,
        regularIncVat: priceLog.regularIncVat,
        regularExVat: priceLog.regularExVat,
        sellingIncVat: priceLog.sellingIncVat,
        sellingExVat: priceLog.sellingExVat,
      })
      .from(priceLog)
      .where(and(eq(priceLog.productId, p.id), eq(priceLog.marketId, p.scope.market.id)))
      .orderBy(asc(priceLog.date), asc(priceLog.id));
    return priceHistory(rows, today());
  });
}

/** The product's variant group, loaded once per request. */
export function variantsOf(ctx: RequestContext, p: ProductRecord) {
  return once(ctx, `variants:${p.id}:${p.scope.market.id}:${p.scope.language.code}`, () =>
    variantGroupOf(ctx.db, ctx.loaders, p),
  );
}

builder.objectFields(ProductType, (t) => ({
  priceLog: t.field({
    type: [PriceLogItemType],
    description: "The product's price changes in the request's market, oldest first.",
    resolve: async (p, _args, ctx) =>
      (await historyOf(ctx, p)).entries.map((row) => ({ ...row, money: p.scope.money })),
  }),
  lowestPriceLast30Days: t.field({
    type: LowestPriceType,
    nullable: true,
    description:
      'The lowest selling price of the 30 days before the current discount began, to show beside a discount; null when not discounted.',
    resolve: async (p, _args, ctx) => {
      if (p.price.sellingIncVat >= p.price.regularIncVat) return null;
      const lowest = (await historyOf(ctx, p)).lowestBeforeDiscount;
      return lowest ? { ...lowest, money: p.scope.money } : null;
    },
  }),
  variantGroup: t.field({
    type: VariantGroupType,
    nullable: true,
    description: 'Colours (products sharing the variant group) and sizes (SKUs); null when neither.',
    resolve: (p, _args, ctx) => variantsOf(ctx, p),
  }),
  variantDimensions: t.field({
    type: [VariantDimensionType],
    resolve: async (p, _args, ctx) => (await variantsOf(ctx, p))?.dimensions ?? [],
  }),
}));

builder.objectField(SkuType, 'stockStatus', (t) =>
  t.field({
    type: StockStatusType,
    description: 'What the shopper is told about this size when buying `quantity` units',
    args: stockQuantityArgs,
    resolve: (sku, args) => stockStatus(stockOf([sku]), args.quantity ?? 1),
  }),
);

const RelationType = builder.enumType('ProductRelation', { values: RELATIONS });

builder.objectField(ProductType, 'relation', (t) =>
  t.field({
    type: RelationType,
    nullable: true,
    description: 'How a product answered by relatedProducts relates to the one asked about; null elsewhere',
    resolve: (p) => p.relation ?? null,
  }),
);

builder.queryFields((t) => ({
  relatedProducts: t.field({
    type: [ProductType],
    description: 'Products to show beside one (RELATED: same category and brand first); the same every time.',
    args: {
      ...scopeArgs,
      alias: t.arg.string({ required: true, validate: text(INPUT_LIMITS.aliasMax) }),
      relation: t.arg({ type: RelationType, required: false, defaultValue: 'RELATED' }),
      take: t.arg.int({
        required: false,
        defaultValue: DEFAULT_RELATED_COUNT,
        description: `At most ${MAX_RELATED_COUNT}`,
        validate: take(MAX_RELATED_COUNT),
      }),
    },
    resolve: async (_root, args, ctx) => {
      const related = await relatedProducts(
        ctx.db,
        await ctx.scope(args),
        args.alias,
        args.take ?? DEFAULT_RELATED_COUNT,
      );
      return related.map((product) => ({ ...product, relation: args.relation ?? 'RELATED' }));
    },
  }),
}));
