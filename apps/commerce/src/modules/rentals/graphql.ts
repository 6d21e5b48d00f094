import DataLoader from 'dataloader';
import { z } from 'zod';
import type { CustomerTypeName, rentalPrices } from '#src/db/schema.ts';
import { builder, scopeArgs } from '#src/graphql/builder.ts';
import type { RequestContext } from '#src/graphql/context.ts';
import { CustomerTypeEnum } from '#src/graphql/customer-type.ts';
import { RentalPeriodInputType } from '#src/graphql/rental-period.ts';
import { PriceType, ProductsResultType, ProductType } from '#src/modules/catalog/graphql/index.ts';
import { exVatFromIncVat, type MoneyFormat, unitPrice } from '#src/modules/pricing/index.ts';
import { quoteRental, quoteRentals, type RentalQuote, rentalCalendar } from './availability.ts';
import { DELIVERY_PROBLEMS, type DeliveryQuote, deliveryQuote } from './delivery.ts';
import { freeUnitsReadIn } from './free-units.ts';
import { type RentalObject, rentalObjectsOf, rentalPriceRows, rentalProductId } from './objects.ts';
import { isLocalDate, PERIOD_PROBLEMS, type RentalPeriod, rentalDays } from './period.ts';

/** One amount as the API's Price: nothing off, the excluding-VAT amount as given. */
export const price = (incVat: number, exVat: number, money: MoneyFormat) =>
  unitPrice(
    { regularIncVat: incVat, regularExVat: exVat, sellingIncVat: incVat, sellingExVat: exVat },
    money,
  );

const loaders = new WeakMap<object, DataLoader<number, RentalObject | null>>();
/** One read of the rental objects per request, however many products ask. */
function objectLoader(ctx: RequestContext) {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      const found = await rentalObjectsOf(ctx.db, ids);
      return ids.map((id) => found.get(id) ?? null);
    });
    loaders.set(ctx, loader);
  }
  return loader;
}

/** Both customer types: a list's cards ask each, and one batch answers them together. */
const QUOTED_TYPES = ['PERSON', 'ORGANIZATION'] as const satisfies readonly CustomerTypeName[];
type QuotesByType = Map<CustomerTypeName, RentalQuote>;
const quoteLoaders = new WeakMap<object, Map<string, DataLoader<number, QuotesByType | null>>>();
/** One read of a period's quotes per request, however many cards of a list ask and for whom. */
function quoteLoader(ctx: RequestContext, request: { period: RentalPeriod; marketId: number; now: Date }) {
  let byRequest = quoteLoaders.get(ctx);
  if (!byRequest) {
    byRequest = new Map();
    quoteLoaders.set(ctx, byRequest);
  }
  const key = JSON.stringify([request.period.from, request.period.to, request.marketId]);
  let loader = byRequest.get(key);
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      // The cards' `rental` field has read these objects in this request already, and a list
      // asked for the period every object's free units.
      const objects = new Map<number, RentalObject>();
      for (const object of await objectLoader(ctx).loadMany(ids)) {
        if (object && !(object instanceof Error)) objects.set(object.productId, object);
      }
      const free = await freeUnitsReadIn(ctx.loaders, request.period);
      const quotes = await quoteRentals(
        ctx.db,
        { ...request, productIds: ids, customerTypes: QUOTED_TYPES },
        { objects, free },
      );
      return ids.map((id) => quotes.get(id) ?? null);
    });
    byRequest.set(key, loader);
  }
  return loader;
}

const DepotType = builder.objectRef<RentalObject['depot']>('RentalDepotType').implement({
  description: 'Where rented machines are picked up and returned',
  fields: (t) => ({
    name: t.exposeString('name'),
    street: t.exposeString('street'),
    zip: t.exposeString('zip'),
    city: t.exposeString('city'),
    countryCode: t.exposeString('countryCode'),
    phone: t.exposeString('phone'),
    handoverTime: t.exposeString('handoverTime', {
      description: 'Pickup and return time on the period’s first and last day, HH:MM in Stockholm',
    }),
  }),
});

type PriceRow = typeof rentalPrices.$inferSelect & { money: MoneyFormat };
const RentalPriceType = builder.objectRef<PriceRow>('RentalPriceType').implement({
  description: "A rental object's prices for one customer type in the request's market",
  fields: (t) => ({
    customerType: t.field({ type: CustomerTypeEnum, resolve: (p) => p.customerType }),
    day: t.field({
      type: PriceType,
      resolve: (p) => price(p.dayIncVat, exVatFromIncVat(p.dayIncVat, p.vatRateBp), p.money),
    }),
    weekend: t.field({
      type: PriceType,
      description: 'Friday pickup to Monday return',
      resolve: (p) => price(p.weekendIncVat, exVatFromIncVat(p.weekendIncVat, p.vatRateBp), p.money),
    }),
    week: t.field({
      type: PriceType,
      resolve: (p) => price(p.weekIncVat, exVatFromIncVat(p.weekIncVat, p.vatRateBp), p.money),
    }),
    deposit: t.field({
      type: PriceType,
      nullable: true,
      description: 'Taken at pickup and paid back on return; null when none is taken',
      resolve: (p) => (p.depositIncVat > 0 ? price(p.depositIncVat, p.depositIncVat, p.money) : null),
    }),
  }),
});

type RentalShape = RentalObject & { marketId: number; money: MoneyFormat };
const RentalType = builder.objectRef<RentalShape>('RentalType').implement({
  description: 'How a rented product is hired: its fleet, rules, depot and prices (ADR 60)',
  fields: (t) => ({
    units: t.exposeInt('units', { description: 'Machines in the fleet' }),
    minimumDays: t.exposeInt('minimumDays', { description: 'The shortest hire, in days of 24 hours' }),
    turnaroundHours: t.exposeInt('turnaroundHours', { description: 'Service between two hires of a unit' }),
    damageWaiverPercent: t.float({
      nullable: true,
      description: 'The damage waiver, a percentage of the rent; null when none is offered',
      resolve: (r) => (r.damageWaiverBp === null ? null : r.damageWaiverBp / 100),
    }),
    depot: t.field({ type: DepotType, resolve: (r) => r.depot }),
    prices: t.field({
      type: [RentalPriceType],
      resolve: async (r, _args, ctx) =>
        (await rentalPriceRows(ctx.db, r.productId, r.marketId)).map((row) => ({ ...row, money: r.money })),
    }),
  }),
});

builder.objectField(ProductType, 'rental', (t) =>
  t.field({
    type: RentalType,
    nullable: true,
    description: 'How the product is rented; null for a product that is sold',
    resolve: async (p, _args, ctx) => {
      const object = await objectLoader(ctx).load(p.id);
      return object && { ...object, marketId: p.scope.market.id, money: p.scope.money };
    },
  }),
);

const RentalDayType = builder
  .objectRef<{ date: string; freeUnits: number; open: boolean }>('RentalDayType')
  .implement({
    fields: (t) => ({
      date: t.exposeString('date', { description: 'YYYY-MM-DD in Stockholm' }),
      freeUnits: t.exposeInt('freeUnits', { description: 'Units no hire, hold or service touches that day' }),
      open: t.exposeBoolean('open', { description: 'The depot hands out and takes back machines that day' }),
    }),
  });

const RentalCalendarType = builder
  .objectRef<{ month: string; units: number; days: { date: string; freeUnits: number; open: boolean }[] }>(
    'RentalCalendarType',
  )
  .implement({
    fields: (t) => ({
      month: t.exposeString('month'),
      units: t.exposeInt('units'),
      days: t.field({ type: [RentalDayType], resolve: (c) => c.days }),
    }),
  });

const RentalPeriodProblemEnum = builder.enumType('RentalPeriodProblem', {
  description:
    "Why a period cannot be booked (ADR 60): rentalAvailability's problem, and the details.problem of a cart's RENTAL_PERIOD_INVALID",
  values: PERIOD_PROBLEMS,
});

export const RentalDeliveryProblemEnum = builder.enumType('RentalDeliveryProblem', {
  description:
    'Why a hire cannot be delivered to a zip (ADR 66): INVALID_ZIP, not a Swedish zip of five digits; NOT_DELIVERED, not one the depot delivers to',
  values: DELIVERY_PROBLEMS,
});

export const RentalDeliveryType = builder
  .objectRef<DeliveryQuote & { money: MoneyFormat }>('RentalDeliveryType')
  .implement({
    description:
      "Delivery of a hire to its site and fetching it back from there, from the object's depot (ADR 66)",
    fields: (t) => ({
      zip: t.exposeString('zip', { description: 'The zip as asked, its five digits when it is one' }),
      problem: t.field({
        type: RentalDeliveryProblemEnum,
        nullable: true,
        description: 'Why there is no delivery there; null when there is',
        resolve: (d) => d.problem,
      }),
      price: t.field({
        type: PriceType,
        nullable: true,
        description: "Both trips, at the hire's VAT rate; null when not delivered",
        resolve: (d) => (d.problem === null ? price(d.incVat, d.exVat, d.money) : null),
      }),
    }),
  });

type Availability = RentalQuote & { money: MoneyFormat; delivery?: DeliveryQuote | null };
const RentalAvailabilityType = builder.objectRef<Availability>('RentalAvailabilityType').implement({
  description: 'What a period of a rental object costs and whether a unit is free for all of it',
  fields: (t) => ({
    from: t.string({ resolve: (a) => a.period.from }),
    to: t.string({ resolve: (a) => a.period.to }),
    problem: t.field({
      type: RentalPeriodProblemEnum,
      nullable: true,
      description: 'Why the period cannot be booked; null when it can',
      resolve: (a) => a.problem,
    }),
    freeUnits: t.exposeInt('freeUnits'),
    delivery: t.field({
      type: RentalDeliveryType,
      nullable: true,
      description: 'Delivery to the deliveryZip asked (independent of the days); null when none was asked',
      resolve: (a) => (a.delivery ? { ...a.delivery, money: a.money } : null),
    }),
    available: t.boolean({ resolve: (a) => a.problem === null && a.freeUnits > 0 }),
    days: t.int({ nullable: true, resolve: (a) => (a.price ? rentalDays(a.period) : null) }),
    weeks: t.int({ nullable: true, resolve: (a) => a.price?.weeks ?? null }),
    weekends: t.int({ nullable: true, resolve: (a) => a.price?.weekends ?? null }),
    dayRates: t.int({
      nullable: true,
      description: 'Single days charged',
      resolve: (a) => a.price?.days ?? null,
    }),
    price: t.field({
      type: PriceType,
      nullable: true,
      resolve: (a) => a.price && price(a.price.total, a.price.totalExVat, a.money),
    }),
    deposit: t.field({
      type: PriceType,
      nullable: true,
      resolve: (a) => (a.depositIncVat > 0 ? price(a.depositIncVat, a.depositIncVat, a.money) : null),
    }),
    damageWaiver: t.field({
      type: PriceType,
      nullable: true,
      description:
        "The object's damage waiver for the period, a share of the rent at the hire's VAT rate, which a cart line takes with rentalPeriod.damageWaiver (ADR 68); null when none is offered or the period has no price",
      resolve: (a) => a.damageWaiver && price(a.damageWaiver.incVat, a.damageWaiver.exVat, a.money),
    }),
  }),
});

builder.objectField(ProductType, 'rentalAvailability', (t) =>
  t.field({
    type: RentalAvailabilityType,
    nullable: true,
    description:
      "rentalAvailability's answer for this product, read at once for a list's cards (give the list's filter.rentalPeriod); null without a period or for a product that is sold",
    args: {
      period: t.arg({ type: RentalPeriodInputType, required: false }),
      customerType: t.arg({ type: CustomerTypeEnum, required: false, defaultValue: 'PERSON' }),
    },
    resolve: async (p, args, ctx) => {
      if (!args.period) return null;
      const quotes = await quoteLoader(ctx, {
        period: { from: args.period.from, to: args.period.to },
        marketId: p.scope.market.id,
        now: new Date(ctx.now()),
      }).load(p.id);
      const quote = quotes?.get(args.customerType ?? 'PERSON');
      return quote ? { ...quote, money: p.scope.money } : null;
    },
  }),
);

builder.objectField(ProductsResultType, 'rentalPeriodProblem', (t) =>
  t.field({
    type: RentalPeriodProblemEnum,
    nullable: true,
    description:
      'Why filter.rentalPeriod cannot be hired (an object’s own shortest hire aside: an object needing more days is only left out); the list is then empty. Null when the period can be hired or none was asked',
    resolve: (list) => list.rentalPeriodProblem ?? null,
  }),
);

const localDate = z.string().max(10).refine(isLocalDate, 'must be a date written YYYY-MM-DD');

builder.queryFields((t) => ({
  rentalAvailability: t.field({
    type: RentalAvailabilityType,
    nullable: true,
    description:
      "The free units and the price of a period of a rental object, picked up on `from` and returned on `to` (local dates in Stockholm), for the customer type in the request's market; null when the alias names no rental object",
    args: {
      ...scopeArgs,
      alias: t.arg.string({ required: true, validate: z.string().min(1).max(200) }),
      from: t.arg.string({ required: true, validate: localDate }),
      to: t.arg.string({ required: true, validate: localDate }),
      customerType: t.arg({ type: CustomerTypeEnum, required: false, defaultValue: 'PERSON' }),
      deliveryZip: t.arg.string({
        required: false,
        description:
          'A Swedish zip to price delivery to the site and back for (ADR 66); empty or absent: none',
        validate: z.string().max(20),
      }),
    },
    resolve: async (_root, args, ctx) => {
      const scope = await ctx.scope(args);
      const productId = await rentalProductId(ctx.db, args.alias);
      if (productId === null) return null;
      const marketId = scope.market.id;
      const zip = args.deliveryZip?.trim();
      const [quote, delivery] = await Promise.all([
        quoteRental(ctx.db, {
          productId,
          period: { from: args.from, to: args.to },
          marketId,
          customerType: args.customerType ?? 'PERSON',
          now: new Date(ctx.now()),
        }),
        zip ? deliveryQuote(ctx.db, { productId, zip, marketId }) : null,
      ]);
      return quote && { ...quote, money: scope.money, delivery };
    },
  }),
  rentalCalendar: t.field({
    type: RentalCalendarType,
    nullable: true,
    description:
      'The free and busy days of a rental object in a month (YYYY-MM): per day the units free from its handover to the next day’s; null when the alias names no rental object',
    args: {
      ...scopeArgs,
      alias: t.arg.string({ required: true, validate: z.string().min(1).max(200) }),
      month: t.arg.string({
        required: true,
        // Years the calendar's dates can be: an absurd year is refused here, not by PostgreSQL.
        validate: z.string().regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, 'a month YYYY-MM of 1900 to 2099'),
      }),
    },
    resolve: async (_root, args, ctx) => {
      await ctx.scope(args);
      const productId = await rentalProductId(ctx.db, args.alias);
      if (productId === null) return null;
      const days = await rentalCalendar(ctx.db, productId, args.month, new Date(ctx.now()));
      const object = await objectLoader(ctx).load(productId);
      return days && { month: args.month, units: object?.units ?? 0, days };
    },
  }),
}));
