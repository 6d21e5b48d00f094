import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { type CustomerTypeName, rentalBookings, rentalPrices, rentalUnits } from '#src/db/schema.ts';
import { exVatFromIncVat } from '#src/modules/pricing/index.ts';
import { blockedRange, blocking, handoverOf } from './bookings.ts';
import { type DamageWaiver, damageWaiverOf } from './damage-waiver.ts';
import { isDepotOpen } from './depot-days.ts';
import { freeUnitCounts } from './free-units.ts';
import { type RentalObject, rentalObjectsOf } from './objects.ts';
import { addDays, type PeriodProblem, periodProblem, type RentalPeriod, stockholmDate } from './period.ts';
import { type PeriodPrice, periodPrice } from './period-price.ts';

export interface QuoteRequest {
  productId: number;
  period: RentalPeriod;
  marketId: number;
  customerType: CustomerTypeName;
  now: Date;
}

/** What a period of an object costs and whether a unit is free for it, integer minor units. */
export interface RentalQuote {
  period: RentalPeriod;
  problem: PeriodProblem | null;
  freeUnits: number;
  price: (PeriodPrice & { totalExVat: number; vatRateBp: number }) | null;
  /** The deposit taken at pickup (private persons), and the damage waiver's amount when offered. */
  depositIncVat: number;
  damageWaiver: DamageWaiver | null;
}

/** The price row of an object for a market and customer type. */
export async function priceRowOf(db: Database, productId: number, marketId: number, type: CustomerTypeName) {
  return (await priceRowsOf(db, [productId], marketId, [type])).get(`${productId}|${type}`) ?? null;
}

/** Objects' price rows in a market for customer types, by `productId|customerType`. */
async function priceRowsOf(
  db: Database,
  productIds: readonly number[],
  marketId: number,
  types: readonly CustomerTypeName[],
): Promise<Map<string, typeof rentalPrices.$inferSelect>> {
  const rows = await db
    .select()
    .from(rentalPrices)
    .where(
      and(
        inArray(rentalPrices.productId, [...productIds]),
        eq(rentalPrices.marketId, marketId),
        inArray(rentalPrices.customerType, [...types]),
      ),
    );
  return new Map(rows.map((row) => [`${row.productId}|${row.customerType}`, row]));
}

/**
 * The answer to "can I have it on these days, and for how much": the period held to the rules
 * (a refused period is priced nowhere and has no free units), the units free for the whole of it
 * with the turnaround, and the price by the written rule (ADR 60).
 */
export async function quoteRental(db: Database, request: QuoteRequest): Promise<RentalQuote | null> {
  const { productId, customerType, ...rest } = request;
  const quotes = await quoteRentals(db, { ...rest, productIds: [productId], customerTypes: [customerType] });
  return quotes.get(productId)?.get(customerType) ?? null;
}

/**
 * `quoteRental` for many objects and customer types at once (a list's cards), in three queries
 * whatever their number: by product id, then customer type; products not rented are left out.
 */
export async function quoteRentals(
  db: Database,
  request: Omit<QuoteRequest, 'productId' | 'customerType'> & {
    productIds: readonly number[];
    customerTypes: readonly CustomerTypeName[];
  },
  /** What the caller has read already: the objects, every object's free units for the period. */
  read: { objects?: Map<number, RentalObject>; free?: Map<number, number> } = {},
): Promise<Map<number, Map<CustomerTypeName, RentalQuote>>> {
  const { period, now, customerTypes } = request;
  const quotes = new Map<number, Map<CustomerTypeName, RentalQuote>>();
  const objects = read.objects ?? (await rentalObjectsOf(db, request.productIds));
  if (objects.size === 0) return quotes;
  const rows = await priceRowsOf(db, [...objects.keys()], request.marketId, customerTypes);
  const today = stockholmDate(now);
  const problems = new Map(
    [...objects.values()].map((o) => [
      o.productId,
      periodProblem(period, { minimumDays: o.minimumDays, today }),
    ]),
  );
  const priced = [...objects.keys()].filter(
    (id) => !problems.get(id) && customerTypes.some((type) => rows.has(`${id}|${type}`)),
  );
  const free =
    read.free ?? (priced.length ? await freeUnitCounts(db, period, now, priced) : new Map<number, number>());
  for (const [productId, object] of objects) {
    const byType = new Map<CustomerTypeName, RentalQuote>();
    quotes.set(productId, byType);
    const problem = problems.get(productId) ?? null;
    for (const type of customerTypes) {
      const row = rows.get(`${productId}|${type}`);
      if (problem || !row) {
        byType.set(type, {
          period,
          problem,
          freeUnits: 0,
          price: null,
          depositIncVat: 0,
          damageWaiver: null,
        });
        continue;
      }
      const total = periodPrice(period, {
        day: row.dayIncVat,
        weekend: row.weekendIncVat,
        week: row.weekIncVat,
      });
      byType.set(type, {
        period,
        problem: null,
        freeUnits: free.get(productId) ?? 0,
        price: {
          ...total,
          totalExVat: exVatFromIncVat(total.total, row.vatRateBp),
          vatRateBp: row.vatRateBp,
        },
        depositIncVat: row.depositIncVat,
        damageWaiver:
          object.damageWaiverBp === null
            ? null
            : damageWaiverOf(total.total, object.damageWaiverBp, row.vatRateBp),
      });
    }
  }
  return quotes;
}

export interface CalendarDay {
  date: string;
  /** Units free for the whole day: a one-dygn hire from its handover to the next day's. */
  freeUnits: number;
  /** The depot hands machines out and takes them back this day. */
  open: boolean;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The days of a month 'YYYY-MM', or null for anything else. */
export function monthDays(month: string): string[] | null {
  const match = MONTH.exec(month);
  if (!match) return null;
  const first = `${month}-01`;
  const days: string[] = [];
  for (let day = first; day.startsWith(month); day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The free and busy days of an object in a month: for each day, how many units no booking,
 * hold or maintenance touches between its handover and the next day's. One query: the object's
 * blocking rows over the month, found at once by `rental_bookings_product_blocked_idx`, matched
 * to each day (probing each unit on each day reads every day's rows again).
 */
export async function rentalCalendar(db: Database, productId: number, month: string, now: Date) {
  const days = monthDays(month);
  const handover = days && (await handoverOf(db, productId));
  if (!days || !handover) return null;
  const first = days[0] as string;
  const last = days[days.length - 1] as string;
  const whole = { handoverTime: handover.handoverTime, turnaroundHours: 0 };
  const dayRange = sql`tstzrange(
    ((day::date + ${whole.handoverTime}::time) at time zone 'Europe/Stockholm'),
    (((day::date + 1) + ${whole.handoverTime}::time) at time zone 'Europe/Stockholm'), '[)')`;
  const inService = and(eq(rentalUnits.productId, productId), isNull(rentalUnits.retiredAt));
  const taken = db
    .select({ unitId: rentalBookings.unitId, blocked: rentalBookings.blocked })
    .from(rentalBookings)
    .innerJoin(rentalUnits, and(eq(rentalUnits.id, rentalBookings.unitId), inService))
    .where(
      and(
        eq(rentalBookings.productId, productId),
        blocking(blockedRange({ from: first, to: addDays(last, 1) }, whole), now),
      ),
    )
    .as('taken');
  const units = db.select({ n: sql`count(*)::int` }).from(rentalUnits).where(inService);
  const rows = await db
    .select({
      date: sql<string>`to_char(day, 'YYYY-MM-DD')`,
      free: sql<number>`(${units}) - count(distinct ${taken.unitId})::int`,
    })
    .from(sql`generate_series(${first}::date, ${last}::date, interval '1 day') as day`)
    .leftJoin(taken, sql`${taken.blocked} && ${dayRange}`)
    .groupBy(sql`day`);
  const free = new Map(rows.map((row) => [row.date, row.free]));
  return days.map((date): CalendarDay => ({ date, freeUnits: free.get(date) ?? 0, open: isDepotOpen(date) }));
}
