/**
 * Rental availability at 20,000 bookings: seeds a fresh database (embedded PGlite, or
 * BENCH_DATABASE_URL's PostgreSQL) with a catalog of BENCH_PRODUCTS products and its rental
 * objects, fills BENCH_BOOKINGS bookings (bench/rental-filler.ts), starts the commerce service on
 * it and asks the storefront's `rentalCalendar` and `rentalAvailability` through /graphql, printing
 * p50/p95/p99 beside the goal (p95 under 10 ms) and the module's function alone; then the rentals
 * category listed for a period as the storefront asks it (the free machines, their facets and each
 * card's price for both customer types), beside its goal (p95 under 20 ms). Figures only: nothing
 * passes or fails on time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../apps/commerce/src/db/client.ts';
import { markets } from '../apps/commerce/src/db/schema.ts';
import { quoteRental, rentalCalendar } from '../apps/commerce/src/modules/rentals/availability.ts';
import { isDepotOpen } from '../apps/commerce/src/modules/rentals/depot-days.ts';
import { freeRentalProducts } from '../apps/commerce/src/modules/rentals/free-units.ts';
import {
  addDays,
  type RentalPeriod,
  stockholmDate,
  weekday,
} from '../apps/commerce/src/modules/rentals/period.ts';
import { seedCatalog } from '../apps/commerce/src/seed/seed.ts';
import { startCommerceApi } from './commerce-api.ts';
import { latency, ms } from './measure.ts';
import { fillBookings } from './rental-filler.ts';

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 20_000);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 2_000);
const GOAL_MS = 10;
const LISTING_GOAL_MS = 20;
const API_KEY = 'bench-key';

const CALENDAR = `query ($alias: String!, $month: String!) {
  rentalCalendar(alias: $alias, month: $month, marketId: "se") { month units days { date freeUnits open } }
}`;
const AVAILABILITY = `query ($alias: String!, $from: String!, $to: String!) {
  rentalAvailability(alias: $alias, from: $from, to: $to, customerType: PERSON, marketId: "se") {
    from to problem freeUnits available days weeks weekends dayRates
    price { sellingPriceIncVat sellingPriceIncVatFormatted } deposit { sellingPriceIncVat } damageWaiver { sellingPriceIncVat }
  }
}`;

/** The rentals category for a period, as the storefront's list page asks it. */
const LISTING = `query ($period: RentalPeriodInput) {
  products(categoryAlias: "uthyrning", marketId: "se", take: 20, filter: { rentalPeriod: $period, filterMode: BY_GROUP }) {
    count rentalPeriodProblem
    products { productId alias name rental { units }
      person: rentalAvailability(period: $period) { freeUnits price { sellingPriceIncVatFormatted sellingPriceExVatFormatted } }
      company: rentalAvailability(period: $period, customerType: ORGANIZATION) { freeUnits price { sellingPriceIncVatFormatted sellingPriceExVatFormatted } }
    }
    filters { facets { filterId values { _id label count } } }
  }
}`;

const load = () =>
  `load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} on ${availableParallelism()} cores`;

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  const dataDir = mkdtempSync(join(tmpdir(), 'rentals-bench-'));
  const database = await openDatabase({ url, dataDir, durable: false });
  const { db } = database;
  await seedCatalog(db, { products: PRODUCTS, seed: 1, apiKey: API_KEY });
  const fill = await fillBookings(db, BOOKINGS, new Date());
  const vacuumStarted = performance.now();
  await db.execute('vacuum analyze');
  const vacuumMs = performance.now() - vacuumStarted;
  const marketId = (await db.select().from(markets)).find((market) => market.alias === 'se')?.id as number;
  const { busy } = fill;

  const quote = (period: RentalPeriod) =>
    quoteRental(db, { productId: busy.productId, period, marketId, customerType: 'PERSON', now: new Date() });
  /** Bookable periods of `days` dygn picked up from `start` on, on a `pickupDay` (0 Sunday … 6) when given. */
  function* periodsFrom(start: string, days: number, pickupDay?: number) {
    for (let from = start; from < addDays(start, 365); from = addDays(from, 1)) {
      const period = { from, to: addDays(from, days) };
      if (!isDepotOpen(period.from) || !isDepotOpen(period.to)) continue;
      if (pickupDay === undefined || weekday(from) === pickupDay) yield period;
    }
  }
  /** The first period from a week ahead that a unit of the busy object is free for. */
  async function firstFree(days: number, pickupDay?: number) {
    for (const period of periodsFrom(addDays(stockholmDate(new Date()), 7), days, pickupDay)) {
      if (((await quote(period))?.freeUnits ?? 0) > 0) return period;
    }
    throw new Error(`No unit of ${busy.alias} is free for ${days} dygn in a year`);
  }
  /** The first period inside the fleet hire, when no unit of the busy object is free. */
  const fullyBooked = (days: number, pickupDay?: number) =>
    periodsFrom(busy.fleetHire.from, days, pickupDay).next().value as RentalPeriod;
  const month = busy.fleetHire.from.slice(0, 7);
  const periods: [string, RentalPeriod][] = [
    ['weekend, free', await firstFree(3, 5)],
    ['weekend, fully booked', fullyBooked(3, 5)],
    ['10 days, free', await firstFree(10)],
    ['10 days, fully booked', fullyBooked(10)],
  ];

  const api = await startCommerceApi(database);
  const storefront = { path: '/graphql', apiKey: API_KEY } as const;
  const states = Object.entries(fill.states)
    .map(([state, n]) => `${state} ${n.toLocaleString('en')}`)
    .join(', ');
  console.log(
    `Rentals: ${BOOKINGS.toLocaleString('en')} bookings of ${fill.units} units of ${fill.objects} rental objects on ${database.kind}, filled in ${ms(fill.ms)} (vacuum analyze ${ms(vacuumMs)})`,
  );
  console.log(`  ${states}`);
  console.log(
    `  busy object: ${busy.alias}, ${busy.units} units, the whole fleet hired ${busy.fleetHire.from} to ${busy.fleetHire.to}`,
  );
  console.log(
    `goal: p95 under ${GOAL_MS} ms at 20,000 bookings (through /graphql); "query" is the module's function alone; ${load()}`,
  );
  const options = { concurrency: 1, seconds: 5, warmup: 10, limit: 500 };
  type Figures = Awaited<ReturnType<typeof latency>>;
  const figures = (r: Figures) =>
    `p50 ${ms(r.p50).padStart(8)}  p95 ${ms(r.p95).padStart(8)}  p99 ${ms(r.p99).padStart(8)}`;
  const line = (name: string, http: Figures, query?: Figures, answer = '') =>
    console.log(
      `  ${name.padEnd(48)} ${figures(http)}${query ? `  ${http.p95 < GOAL_MS ? 'within' : 'OVER  '} goal  query ${figures(query)}` : ''}${answer}`,
    );
  const p95s: number[] = [];

  line(
    'baseline: { __typename } (HTTP, API key)',
    await latency(async () => void (await api.graphql(storefront, '{ __typename }')), options),
  );
  const calendarHttp = await latency(
    async () => void (await api.graphql(storefront, CALENDAR, { alias: busy.alias, month })),
    options,
  );
  const calendarQuery = await latency(
    async () => void (await rentalCalendar(db, busy.productId, month, new Date())),
    options,
  );
  const days = (await api.graphql(storefront, CALENDAR, { alias: busy.alias, month })).rentalCalendar
    .days as { freeUnits: number; open: boolean }[];
  p95s.push(calendarHttp.p95);
  line(
    `calendar ${month}, ${busy.units} units`,
    calendarHttp,
    calendarQuery,
    `  (${days.filter((d) => d.freeUnits === 0).length} of ${days.length} days fully booked)`,
  );
  for (const [name, period] of periods) {
    const variables = { alias: busy.alias, ...period };
    const http = await latency(
      async () => void (await api.graphql(storefront, AVAILABILITY, variables)),
      options,
    );
    const query = await latency(async () => void (await quote(period)), options);
    const answer = (await api.graphql(storefront, AVAILABILITY, variables)).rentalAvailability;
    if (answer.problem) throw new Error(`${name} ${period.from} to ${period.to}: ${answer.problem}`);
    p95s.push(http.p95);
    line(
      `${name} ${period.from} to ${period.to}`,
      http,
      query,
      `  (${answer.freeUnits} free, ${answer.price.sellingPriceIncVatFormatted})`,
    );
  }
  console.log(`  worst p95 ${ms(Math.max(...p95s))} (goal ${GOAL_MS} ms); ${load()}`);

  console.log(
    `goal: the rentals category listed for a period, p95 under ${LISTING_GOAL_MS} ms (through /graphql, 20 cards priced for both customer types); "query" is the free machines alone`,
  );
  const listings: [string, RentalPeriod][] = [
    ['weekend', periods[0]?.[1] as RentalPeriod],
    ['10 days', periods[2]?.[1] as RentalPeriod],
    ['fleet hired', fullyBooked(3, 5)],
  ];
  const plain = await latency(
    async () => void (await api.graphql(storefront, LISTING, { period: null })),
    options,
  );
  console.log(`  ${'category, no period (the same document)'.padEnd(48)} ${figures(plain)}`);
  for (const [name, period] of listings) {
    const http = await latency(
      async () => void (await api.graphql(storefront, LISTING, { period })),
      options,
    );
    const query = await latency(
      async () => void (await freeRentalProducts(db, period, new Date(), {})),
      options,
    );
    const answer = (await api.graphql(storefront, LISTING, { period })).products;
    if (answer.rentalPeriodProblem) throw new Error(`${name}: ${answer.rentalPeriodProblem}`);
    const free = await freeRentalProducts(db, period, new Date(), {});
    const listed = free.ok && free.productIds.has(busy.productId);
    console.log(
      `  ${`category, ${name} ${period.from} to ${period.to}`.padEnd(48)} ${figures(http)}  ${http.p95 < LISTING_GOAL_MS ? 'within' : 'OVER  '} goal  query ${figures(query)}  (${answer.count} of ${fill.objects} free, ${busy.alias} ${listed ? 'listed' : 'not listed'})`,
    );
  }
  await api.shutdown();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
