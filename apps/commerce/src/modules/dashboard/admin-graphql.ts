import { z } from 'zod';
import { adminBuilder } from '#src/admin/builder.ts';
import { localized } from '#src/modules/channels/index.ts';
import { formatMoney } from '#src/modules/pricing/index.ts';
import { DEALER_TIME_ZONE } from './dealer-calendar.ts';
import { type LowStock, type LowStockSku, lowStock } from './low-stock.ts';
import { type DashboardMarket, salesPerMarket } from './market-sales.ts';
import { type Sales, salesPeriods } from './sales.ts';
import { type WaitingOrders, waitingOrders } from './waiting-orders.ts';

/** The staff languages and the locale amounts are written in for each. */
const LOCALES = { sv: 'sv-SE', en: 'en-GB' } as const;
type StaffLanguage = keyof typeof LOCALES;

/** The page as of one moment, in one language: each part is read only when asked for. */
interface DashboardRoot {
  now: Date;
  languageCode: StaffLanguage;
}
interface Money extends Sales {
  currencyCode: string;
  locale: string;
}
interface Day extends Money {
  date: string;
}
interface MarketAnswer extends DashboardMarket {
  languageCode: StaffLanguage;
}

const LOW_STOCK_FIRST_MAX = 100;

const money = (sales: Sales, currencyCode: string, languageCode: StaffLanguage): Money => ({
  ...sales,
  currencyCode,
  locale: LOCALES[languageCode],
});

const sumOf = (days: readonly Sales[]): Sales => ({
  orders: days.reduce((n, d) => n + d.orders, 0),
  incVat: days.reduce((n, d) => n + d.incVat, 0),
  exVat: days.reduce((n, d) => n + d.exVat, 0),
});

const SalesType = adminBuilder.objectRef<Money>('DashboardSales').implement({
  description:
    'Orders that count as sales (not cancelled) and their value net of credit notes: items after discounts plus shipping',
  fields: (t) => ({
    orders: t.exposeInt('orders'),
    incVat: t.expose('incVat', { type: 'Decimal' }),
    exVat: t.expose('exVat', { type: 'Decimal' }),
    incVatFormatted: t.string({ resolve: (m) => formatMoney(m.incVat, m.currencyCode, m.locale) }),
    exVatFormatted: t.string({ resolve: (m) => formatMoney(m.exVat, m.currencyCode, m.locale) }),
  }),
});

const DayType = adminBuilder.objectRef<Day>('DashboardDay').implement({
  description: "One Stockholm day's sales in a market",
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD, a day in Stockholm' }),
    orders: t.exposeInt('orders'),
    incVat: t.expose('incVat', { type: 'Decimal' }),
    exVat: t.expose('exVat', { type: 'Decimal' }),
    incVatFormatted: t.string({ resolve: (m) => formatMoney(m.incVat, m.currencyCode, m.locale) }),
    exVatFormatted: t.string({ resolve: (m) => formatMoney(m.exVat, m.currencyCode, m.locale) }),
  }),
});

const MarketType = adminBuilder.objectRef<MarketAnswer>('DashboardMarket').implement({
  description: "A market's sales in its own currency",
  fields: (t) => ({
    alias: t.exposeString('alias', { description: 'The market, e.g. se' }),
    countryCode: t.exposeString('countryCode'),
    countryName: t.string({ resolve: (m) => localized(m.countryName, m.languageCode) }),
    currencyCode: t.exposeString('currencyCode'),
    today: t.field({
      type: SalesType,
      resolve: (m) => money(m.today, m.currencyCode, m.languageCode),
    }),
    week: t.field({
      type: SalesType,
      description: 'This ISO week, from Monday 00:00 in Stockholm',
      resolve: (m) => money(m.week, m.currencyCode, m.languageCode),
    }),
    chartTotal: t.field({
      type: SalesType,
      description: "The chart's 30 days together",
      resolve: (m) => money(sumOf(m.days), m.currencyCode, m.languageCode),
    }),
    cancelledToday: t.exposeInt('cancelledToday', { description: 'Orders placed today and cancelled since' }),
    cancelledWeek: t.exposeInt('cancelledWeek', {
      description: 'Orders placed this week and cancelled since',
    }),
    days: t.field({
      type: [DayType],
      description: 'Every day of the chart, oldest first, ending today; a day without orders is zeros',
      resolve: (m) =>
        m.days.map((day) => ({ ...money(day, m.currencyCode, m.languageCode), date: day.date })),
    }),
  }),
});

const WaitingType = adminBuilder.objectRef<WaitingOrders>('DashboardWaitingOrders').implement({
  description: 'How many orders wait in a stage for the shop to move them on',
  fields: (t) => ({
    stage: t.string({
      description: "The stage as the order desk's OrderStage names it: PLACED, CONFIRMED, PICKING or SHIPPED",
      resolve: (w) => w.stage.toUpperCase(),
    }),
    count: t.exposeInt('count'),
  }),
});

const LowStockSkuType = adminBuilder.objectRef<LowStockSku>('LowStockSku').implement({
  description: 'A SKU at or below its low-stock threshold in our own stock',
  fields: (t) => ({
    skuId: t.exposeInt('skuId'),
    productId: t.exposeInt('productId'),
    articleNumber: t.exposeString('articleNumber'),
    productName: t.exposeString('productName'),
    skuName: t.exposeString('skuName', { description: 'The size; empty for a product without sizes' }),
    inStock: t.exposeInt('inStock'),
    oversellable: t.exposeInt('oversellable', {
      description:
        'Units the supplier can still deliver; with inStock 0 and none of these, it cannot be sold',
    }),
    threshold: t.exposeInt('threshold'),
  }),
});

const LowStockType = adminBuilder.objectRef<LowStock>('LowStock').implement({
  fields: (t) => ({
    count: t.exposeInt('count', { description: 'Every SKU low in stock' }),
    skus: t.field({ type: [LowStockSkuType], description: 'The most urgent first', resolve: (l) => l.skus }),
  }),
});

const DashboardType = adminBuilder.objectRef<DashboardRoot>('Dashboard').implement({
  description: `The start page as of now; "today" and "this week" are days in ${DEALER_TIME_ZONE}`,
  fields: (t) => ({
    today: t.string({ description: 'YYYY-MM-DD', resolve: (d) => salesPeriods(d.now).today }),
    weekStart: t.string({
      description: 'Monday of this ISO week, YYYY-MM-DD',
      resolve: (d) => salesPeriods(d.now).weekStart,
    }),
    chartFirstDay: t.string({
      description: "The first day of the sales chart's 30 days, YYYY-MM-DD",
      resolve: (d) => salesPeriods(d.now).firstDay,
    }),
    markets: t.field({
      type: [MarketType],
      description: 'Every market, in its currency, in the markets order',
      resolve: async (d, _args, ctx) =>
        (await salesPerMarket(ctx.db, d.now)).map((m) => ({ ...m, languageCode: d.languageCode })),
    }),
    waitingOrders: t.field({
      type: [WaitingType],
      description: 'Orders waiting in each stage before delivered, in the order an order moves',
      resolve: (_d, _args, ctx) => waitingOrders(ctx.db),
    }),
    lowStock: t.field({
      type: LowStockType,
      args: {
        first: t.arg.int({
          defaultValue: 20,
          validate: z.number().int().min(1).max(LOW_STOCK_FIRST_MAX),
        }),
      },
      resolve: (d, args, ctx) => lowStock(ctx.db, d.languageCode, args.first ?? 20),
    }),
  }),
});

adminBuilder.queryFields((t) => ({
  dashboard: t.field({
    type: DashboardType,
    description: "The start page's figures: sales per market, orders waiting per stage, SKUs low in stock",
    authScopes: { permission: 'dashboard.read' },
    args: {
      languageCode: t.arg.string({
        description: "The language amounts and names are written in (sv or en); by default the member's",
        validate: z.enum(['sv', 'en']),
      }),
    },
    resolve: (_root, args, ctx) => ({
      now: new Date(ctx.now()),
      languageCode: (args.languageCode ?? ctx.staff?.languageCode ?? 'sv') as StaffLanguage,
    }),
  }),
}));
