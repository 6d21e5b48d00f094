import { adminBuilder } from '#src/admin/builder.ts';
import type { AdminContext } from '#src/admin/context.ts';
import { CUSTOMER_TYPES, SCHEDULED_PRICE_STATES } from '#src/db/schema.ts';
import { localized } from '#src/modules/channels/index.ts';
import { formatMoney } from '#src/modules/pricing/index.ts';
import { type MarketPrice, marketPrices, type ScheduledPriceRow } from './price-grid.ts';
import { STOCK_DESK_LIMITS, STOCK_DESK_REFUSALS, type StockDeskRefusalCode } from './refusals.ts';
import { STOCK_REASONS, type StockChangeRow, stockChangesOf } from './sku-detail.ts';
import { COUNT_MAX, type StockSkuPage, type StockSkuRow } from './sku-search.ts';

/** The staff languages and the locale amounts are written in for each. */
const LOCALES = { sv: 'sv-SE', en: 'en-GB' } as const;
export type StaffLanguage = keyof typeof LOCALES;

/** A row read in a staff language: names and amounts are written in it. */
type InLanguage<T> = T & { languageCode: StaffLanguage };

export const StockChangeReasonEnum = adminBuilder.enumType('StockChangeReason', {
  description:
    'DELIVERY adds the units received; STOCKTAKE sets the units counted; DAMAGE removes the units written off',
  values: STOCK_REASONS,
});

const StockDeskRefusalEnum = adminBuilder.enumType('StockDeskRefusal', {
  description: 'Why a change at the stock and price desk was refused; nothing was changed',
  values: STOCK_DESK_REFUSALS,
});

const ScheduledPriceStateEnum = adminBuilder.enumType('ScheduledPriceState', {
  description: 'PENDING until its moment; APPLIED by the shop at its moment; CANCELLED by staff',
  values: {
    PENDING: { value: SCHEDULED_PRICE_STATES[0] },
    APPLIED: { value: SCHEDULED_PRICE_STATES[1] },
    CANCELLED: { value: SCHEDULED_PRICE_STATES[2] },
  } as const,
});

const money = (minor: number, currency: string, language: StaffLanguage) =>
  formatMoney(minor, currency, LOCALES[language]);

const ScheduledPriceType = adminBuilder
  .objectRef<InLanguage<ScheduledPriceRow & { currencyCode: string; marketAlias: string }>>('ScheduledPrice')
  .implement({
    description: "A product's price in one market from a moment on, inc VAT",
    fields: (t) => ({
      id: t.exposeInt('id'),
      market: t.exposeString('marketAlias', { description: "The market's alias, e.g. se" }),
      sellingPriceIncVat: t.field({ type: 'Decimal', resolve: (row) => row.sellingIncVat }),
      regularPriceIncVat: t.field({ type: 'Decimal', resolve: (row) => row.regularIncVat }),
      sellingPriceFormatted: t.string({
        resolve: (row) => money(row.sellingIncVat, row.currencyCode, row.languageCode),
      }),
      regularPriceFormatted: t.string({
        resolve: (row) => money(row.regularIncVat, row.currencyCode, row.languageCode),
      }),
      startsAt: t.field({ type: 'DateTime', resolve: (row) => row.startsAt }),
      state: t.field({ type: ScheduledPriceStateEnum, resolve: (row) => row.state }),
      settledAt: t.field({
        type: 'DateTime',
        nullable: true,
        description: 'When it was applied or cancelled',
        resolve: (row) => row.settledAt,
      }),
    }),
  });

interface CustomerTypePrice {
  customerType: (typeof CUSTOMER_TYPES)[number];
  vatIncluded: boolean;
  selling: number;
  regular: number;
  lowest: number | null;
  currencyCode: string;
  languageCode: StaffLanguage;
}

const CustomerTypePriceType = adminBuilder.objectRef<CustomerTypePrice>('StockCustomerTypePrice').implement({
  description:
    'The price as one customer type sees it: a private person (PERSON) inc VAT, a company (ORGANIZATION) ex VAT',
  fields: (t) => ({
    customerType: t.exposeString('customerType', { description: 'PERSON or ORGANIZATION' }),
    vatIncluded: t.exposeBoolean('vatIncluded'),
    sellingPrice: t.field({ type: 'Decimal', resolve: (row) => row.selling }),
    regularPrice: t.field({ type: 'Decimal', resolve: (row) => row.regular }),
    sellingPriceFormatted: t.string({
      resolve: (row) => money(row.selling, row.currencyCode, row.languageCode),
    }),
    regularPriceFormatted: t.string({
      resolve: (row) => money(row.regular, row.currencyCode, row.languageCode),
    }),
    lowest30Days: t.field({
      type: 'Decimal',
      nullable: true,
      description: 'The lowest selling price of the 30-day reference window (see StockMarketPrice.lowest)',
      resolve: (row) => row.lowest,
    }),
    lowest30DaysFormatted: t.string({
      nullable: true,
      resolve: (row) => (row.lowest === null ? null : money(row.lowest, row.currencyCode, row.languageCode)),
    }),
  }),
});

const LowestPriceType = adminBuilder
  .objectRef<NonNullable<MarketPrice['lowest']> & { currencyCode: string; languageCode: StaffLanguage }>(
    'StockLowestPrice',
  )
  .implement({
    description:
      "The lowest selling price of the product's 30-day reference window (the Omnibus rule), from the price log",
    fields: (t) => ({
      sellingPriceIncVat: t.field({ type: 'Decimal', resolve: (row) => row.sellingIncVat }),
      sellingPriceExVat: t.field({ type: 'Decimal', resolve: (row) => row.sellingExVat }),
      from: t.exposeString('from', { description: 'The window, YYYY-MM-DD' }),
      to: t.exposeString('to'),
      shownOnProductPage: t.exposeBoolean('shownOnProductPage', {
        description:
          'True: discounted now, the 30 days before the discount began, as the product page shows it; false: the last 30 days, what a discount starting today is measured against',
      }),
    }),
  });

const MarketPriceType = adminBuilder.objectRef<InLanguage<MarketPrice>>('StockMarketPrice').implement({
  description: "The SKU's product's price in one market (every size of a product costs the same)",
  fields: (t) => ({
    market: t.exposeString('marketAlias', { description: "The market's alias, e.g. se" }),
    marketName: t.string({ resolve: (row) => localized(row.countryName, row.languageCode) }),
    currencyCode: t.exposeString('currencyCode'),
    vatRateBp: t.exposeInt('vatRateBp', { description: 'VAT in basis points: 2500 = 25 %' }),
    sold: t.boolean({
      description: 'False: the product has no price in the market and is not sold there',
      resolve: (row) => row.price !== null,
    }),
    isDiscounted: t.boolean({
      resolve: (row) => (row.price ? row.price.sellingIncVat < row.price.regularIncVat : false),
    }),
    customerTypes: t.field({
      type: [CustomerTypePriceType],
      description: 'Empty when not sold in the market',
      resolve: ({ price, lowest, currencyCode, languageCode }) =>
        price
          ? CUSTOMER_TYPES.map((customerType) => {
              const vatIncluded = customerType === 'PERSON';
              return {
                customerType,
                vatIncluded,
                selling: vatIncluded ? price.sellingIncVat : price.sellingExVat,
                regular: vatIncluded ? price.regularIncVat : price.regularExVat,
                lowest: lowest ? (vatIncluded ? lowest.sellingIncVat : lowest.sellingExVat) : null,
                currencyCode,
                languageCode,
              };
            })
          : [],
    }),
    lowest: t.field({
      type: LowestPriceType,
      nullable: true,
      resolve: (row) =>
        row.lowest ? { ...row.lowest, currencyCode: row.currencyCode, languageCode: row.languageCode } : null,
    }),
    scheduled: t.field({
      type: [ScheduledPriceType],
      description: 'Pending prices, soonest first, then the latest applied or cancelled',
      resolve: (row) =>
        row.scheduled.map((s) => ({
          ...s,
          currencyCode: row.currencyCode,
          marketAlias: row.marketAlias,
          languageCode: row.languageCode,
        })),
    }),
  }),
});

const StockChangeType = adminBuilder.objectRef<StockChangeRow>('StockChangeEntry').implement({
  description: "A change of a SKU's stock or low-stock threshold, from the audit trail",
  fields: (t) => ({
    id: t.string({ resolve: (row) => String(row.id) }),
    at: t.field({ type: 'DateTime', resolve: (row) => row.at }),
    actor: t.exposeString('actor', { description: "The member's email then, or the shop's own name" }),
    action: t.exposeString('action', {
      description:
        'As the audit trail names it: stock.delivery, stock.stocktake, stock.damage, stock.threshold, stock.import',
    }),
    reason: t.field({
      type: StockChangeReasonEnum,
      nullable: true,
      description: 'Null for a change of the threshold or one another desk made (an import)',
      resolve: (row) => row.reason,
    }),
    quantity: t.exposeInt('quantity', {
      nullable: true,
      description: 'Units delivered, counted or written off',
    }),
    before: t.exposeInt('before', { nullable: true, description: 'Units in stock before' }),
    after: t.exposeInt('after', { nullable: true, description: 'Units in stock after' }),
    thresholdBefore: t.exposeInt('thresholdBefore', { nullable: true }),
    thresholdAfter: t.exposeInt('thresholdAfter', { nullable: true }),
    note: t.exposeString('note', { nullable: true }),
  }),
});

const languageOf = (row: { languageCode: StaffLanguage }) => row.languageCode;

export const StockSkuType = adminBuilder.objectRef<InLanguage<StockSkuRow>>('StockSku').implement({
  description: 'A SKU at the stock and price desk: its product, stock and low-stock threshold',
  fields: (t) => ({
    id: t.exposeInt('skuId'),
    articleNumber: t.exposeString('articleNumber'),
    ean: t.exposeString('gtin', { description: 'The EAN (GTIN) on the package' }),
    size: t.exposeString('skuName', { description: 'Empty for a product without sizes' }),
    productId: t.exposeInt('productId'),
    productAlias: t.exposeString('productAlias', { description: 'The product page is /p/{alias}' }),
    productArticleNumber: t.exposeString('productArticleNumber'),
    productName: t.exposeString('productName', { description: "In the request's language, else Swedish" }),
    inStock: t.exposeInt('inStock', { description: 'Units in our own stock' }),
    oversellable: t.exposeInt('oversellable', { description: 'Units the supplier can deliver' }),
    alwaysAvailable: t.exposeInt('static', { description: 'Units always available (services, rentals)' }),
    incoming: t.exposeString('incoming', { nullable: true, description: 'Expected restock, YYYY-MM-DD' }),
    lowStockThreshold: t.exposeInt('lowStockThreshold'),
    isLow: t.exposeBoolean('isLow', {
      description:
        'Own stock at or below the threshold (never for always-available stock or a discontinued product)',
    }),
    discontinued: t.exposeBoolean('discontinued'),
    prices: t.field({
      type: [MarketPriceType],
      description: "Every market's price of the SKU's product, in the markets' order",
      resolve: async (row, _args, ctx: AdminContext) =>
        (await marketPrices(ctx.db, row.productId, ctx.now())).map((price) => ({
          ...price,
          languageCode: languageOf(row),
        })),
    }),
    stockChanges: t.field({
      type: [StockChangeType],
      description: `The latest changes of stock and threshold, newest first (at most ${STOCK_DESK_LIMITS.changesMax})`,
      args: { first: t.arg.int({ defaultValue: 20 }) },
      resolve: (row, args, ctx: AdminContext) =>
        stockChangesOf(ctx.db, row.skuId, Math.max(1, args.first ?? 20)),
    }),
  }),
});

export const StockSkuConnectionType = adminBuilder
  .objectRef<InLanguage<StockSkuPage>>('StockSkuConnection')
  .implement({
    description: 'A page of SKUs, by article number',
    fields: (t) => ({
      nodes: t.field({
        type: [StockSkuType],
        resolve: (page) => page.nodes.map((node) => ({ ...node, languageCode: page.languageCode })),
      }),
      totalCount: t.exposeInt('totalCount', { description: `How many match, counted up to ${COUNT_MAX}` }),
      countCapped: t.exposeBoolean('countCapped', {
        description: `True: more than ${COUNT_MAX} match (totalCount stops there)`,
      }),
      endCursor: t.exposeString('endCursor', { nullable: true, description: "The next page's `after`" }),
      hasNextPage: t.exposeBoolean('hasNextPage'),
    }),
  });

/** A change's answer: the SKU as it now is, or the refusal (nothing changed). */
export interface StockDeskAnswer {
  refusal: StockDeskRefusalCode | null;
  message: string | null;
  sku: InLanguage<StockSkuRow> | null;
  scheduledPriceId: number | null;
}

export const StockDeskChangeType = adminBuilder.objectRef<StockDeskAnswer>('StockDeskChange').implement({
  description: 'What a change at the stock and price desk did: the SKU as it now is, or why nothing changed',
  fields: (t) => ({
    refusal: t.field({ type: StockDeskRefusalEnum, nullable: true, resolve: (answer) => answer.refusal }),
    message: t.exposeString('message', { nullable: true, description: 'The refusal in English' }),
    sku: t.field({ type: StockSkuType, nullable: true, resolve: (answer) => answer.sku }),
    scheduledPriceId: t.exposeInt('scheduledPriceId', {
      nullable: true,
      description: 'The price scheduled or cancelled',
    }),
  }),
});
