import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { adminBuilder } from '#src/admin/builder.ts';
import type { AdminContext } from '#src/admin/context.ts';
import { text } from '#src/graphql/input.ts';
import { CATALOG_TAG, productTag } from '#src/modules/storefront-cache/index.ts';
import {
  type StaffLanguage,
  StockChangeReasonEnum,
  type StockDeskAnswer,
  StockDeskChangeType,
  StockSkuConnectionType,
  StockSkuType,
} from './graphql-types.ts';
import { cancelScheduledPrice, type PriceChanged, schedulePrice, setPrice } from './price-changes.ts';
import { STOCK_DESK_LIMITS as L, type StockDeskResult } from './refusals.ts';
import { stockSku } from './sku-detail.ts';
import { searchStockSkus, skuCursorArticle } from './sku-search.ts';
import { changeStock, setLowStockThreshold } from './stock-changes.ts';

const languageCode = z.enum(['sv', 'en']).nullish();
const languageOf = (ctx: AdminContext, asked: string | null | undefined): StaffLanguage =>
  (asked ?? ctx.staff?.languageCode ?? 'sv') === 'en' ? 'en' : 'sv';

/** The SKU as it now is after a change, or the refusal. */
async function answerOf(
  ctx: AdminContext,
  result: StockDeskResult<unknown>,
  skuId: number | null,
  scheduledPriceId: number | null = null,
): Promise<StockDeskAnswer> {
  if (!result.ok)
    return { refusal: result.refusal, message: result.message, sku: null, scheduledPriceId: null };
  const language = languageOf(ctx, null);
  const sku = skuId === null ? null : await stockSku(ctx.db, skuId, language);
  return {
    refusal: null,
    message: null,
    sku: sku ? { ...sku, languageCode: language } : null,
    scheduledPriceId,
  };
}

/** After a price change committed: every instance's lists re-sort, the storefronts' pages expire. */
async function priceShown(ctx: AdminContext, change: PriceChanged) {
  await ctx.priceChanged(change);
  // Lists show prices too, so every catalog read expires, not only the product's page.
  await ctx.invalidateStorefronts([CATALOG_TAG, productTag(change.productAlias)]);
}

adminBuilder.queryFields((t) => ({
  stockSkus: t.field({
    type: StockSkuConnectionType,
    description: `SKUs by article number, ${L.pageDefault} a page by default: \`search\` matches the start of the SKU's or the product's article number, the start of the EAN, or every word of the product's Swedish or English name; \`lowOnly\` keeps those low in stock`,
    authScopes: { permission: 'catalog.read' },
    args: {
      search: t.arg.string({ validate: text(L.searchMax).nullish() }),
      lowOnly: t.arg.boolean(),
      first: t.arg.int({ validate: z.number().int().min(1).max(L.pageMax).nullish() }),
      after: t.arg.string({ validate: text(300).nullish(), description: "The previous page's endCursor" }),
      languageCode: t.arg.string({
        description: "Names in sv or en; by default the member's",
        validate: languageCode,
      }),
    },
    resolve: async (_root, args, ctx) => {
      const after = args.after ? skuCursorArticle(args.after) : null;
      if (args.after && after === null) {
        throw new GraphQLError('after: not a cursor of this list', {
          extensions: { code: 'BAD_USER_INPUT' },
        });
      }
      const language = languageOf(ctx, args.languageCode);
      const page = await searchStockSkus(ctx.db, {
        search: args.search,
        lowOnly: args.lowOnly,
        languageCode: language,
        first: args.first ?? L.pageDefault,
        after,
      });
      return { ...page, languageCode: language };
    },
  }),
  stockSku: t.field({
    type: StockSkuType,
    nullable: true,
    description:
      "One SKU with its stock, its product's prices per market and customer type, and its stock changes; null for an unknown id",
    authScopes: { permission: 'catalog.read' },
    args: {
      id: t.arg.int({ required: true }),
      languageCode: t.arg.string({ validate: languageCode }),
    },
    resolve: async (_root, args, ctx) => {
      const language = languageOf(ctx, args.languageCode);
      const sku = await stockSku(ctx.db, args.id, language);
      return sku ? { ...sku, languageCode: language } : null;
    },
  }),
}));

adminBuilder.mutationFields((t) => {
  const priceArgs = {
    skuId: t.arg.int({ required: true }),
    market: t.arg.string({ required: true, description: "The market's alias, e.g. se", validate: text(64) }),
    sellingPriceIncVat: t.arg({ type: 'Decimal', required: true }),
    regularPriceIncVat: t.arg({
      type: 'Decimal',
      description: 'The price before a discount; absent: the selling price (not discounted)',
    }),
  };
  return {
    setPrice: t.field({
      type: StockDeskChangeType,
      description:
        "Sets the SKU's product's price in one market now, inc VAT (ex VAT follows from the VAT rate; every size costs the same): the price, its price log entry (which the product page's lowest price of 30 days reads) and the audit row in one transaction; lists and pages show it within a second",
      authScopes: { permission: 'catalog.write' },
      args: priceArgs,
      resolve: async (_root, args, ctx) => {
        const result = await setPrice(ctx.db, {
          skuId: args.skuId,
          marketAlias: args.market,
          sellingIncVat: args.sellingPriceIncVat,
          regularIncVat: args.regularPriceIncVat,
          actor: ctx.actor,
          now: ctx.now(),
        });
        if (result.ok) await priceShown(ctx, result.value);
        return answerOf(ctx, result, args.skuId);
      },
    }),
    schedulePrice: t.field({
      type: StockDeskChangeType,
      description: `Sets the SKU's product's price in one market from a moment on (later than now, at most ${L.scheduleDays} days ahead); the shop applies it at that moment, once, writing the price log and expiring the storefronts' pages`,
      authScopes: { permission: 'catalog.write' },
      args: { ...priceArgs, startsAt: t.arg({ type: 'DateTime', required: true }) },
      resolve: async (_root, args, ctx) => {
        const result = await schedulePrice(ctx.db, {
          skuId: args.skuId,
          marketAlias: args.market,
          sellingIncVat: args.sellingPriceIncVat,
          regularIncVat: args.regularPriceIncVat,
          startsAt: args.startsAt,
          actor: ctx.actor,
          now: ctx.now(),
        });
        if (result.ok) ctx.scheduledPricesChanged();
        return answerOf(ctx, result, args.skuId, result.ok ? result.value : null);
      },
    }),
    cancelScheduledPrice: t.field({
      type: StockDeskChangeType,
      description: 'Calls off a scheduled price that is still pending, with its audit row',
      authScopes: { permission: 'catalog.write' },
      args: {
        id: t.arg.int({ required: true }),
        skuId: t.arg.int({ description: 'The SKU whose page asks: answered as it now is' }),
      },
      resolve: async (_root, args, ctx) => {
        const result = await cancelScheduledPrice(ctx.db, { id: args.id, actor: ctx.actor, now: ctx.now() });
        if (result.ok) ctx.scheduledPricesChanged();
        return answerOf(ctx, result, args.skuId ?? null, result.ok ? result.value.id : null);
      },
    }),
    changeStock: t.field({
      type: StockDeskChangeType,
      description: `Changes a SKU's own stock for a reason: DELIVERY adds the units received, STOCKTAKE sets the units counted, DAMAGE removes those written off (not more than there are). The SKU is locked, so changes at once never lose one; the count and the audit row with the reason in one transaction. Stock back from none mails the shoppers waiting for it.`,
      authScopes: { permission: 'catalog.write' },
      args: {
        skuId: t.arg.int({ required: true }),
        reason: t.arg({ type: StockChangeReasonEnum, required: true }),
        quantity: t.arg.int({ required: true, description: `0 to ${L.unitsMax}` }),
        note: t.arg.string({
          description: `At most ${L.noteMax} characters`,
          validate: z
            .string()
            .max(L.noteMax * 4)
            .nullish(),
        }),
      },
      resolve: async (_root, args, ctx) => {
        const result = await changeStock(ctx.db, { ...args, actor: ctx.actor });
        if (result.ok) {
          const { productAlias, before, after } = result.value;
          // The facet index holds no stock: the status is read from the SKUs on every request.
          await ctx.invalidateStorefronts([CATALOG_TAG, productTag(productAlias)]);
          if (after > before) ctx.stockRaised();
        }
        return answerOf(ctx, result, args.skuId);
      },
    }),
    setLowStockThreshold: t.field({
      type: StockDeskChangeType,
      description: `Sets the count (0 to ${L.unitsMax}) at or below which the SKU is low in stock, on the desk and the start page; the shop does not show it`,
      authScopes: { permission: 'catalog.write' },
      args: { skuId: t.arg.int({ required: true }), threshold: t.arg.int({ required: true }) },
      resolve: async (_root, args, ctx) =>
        answerOf(ctx, await setLowStockThreshold(ctx.db, { ...args, actor: ctx.actor }), args.skuId),
    }),
  };
});
