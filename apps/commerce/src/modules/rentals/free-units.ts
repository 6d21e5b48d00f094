import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { depots, rentalBookings, rentalObjects, rentalUnits } from '#src/db/schema.ts';
import { blockedRange, blocking } from './bookings.ts';
import { type PeriodProblem, periodProblem, type RentalPeriod, rentalDays, stockholmDate } from './period.ts';

/**
 * Why no machine can be hired for a period, whatever the machine: the period's rules but an
 * object's own shortest hire (an object that needs more days is simply not free for it).
 */
const periodProblemForAll = (period: RentalPeriod, now: Date): PeriodProblem | null =>
  periodProblem(period, { minimumDays: 1, today: stockholmDate(now) });

/**
 * A range that holds every object's blocked range of the period, whatever its depot's handover
 * time and its turnaround: from the pickup day's start to the return day's end plus the longest
 * turnaround. A constant, so the blocking rows near the period are found by the GiST index at
 * once; each object's own range (made of columns) only sifts those.
 */
const coveringRange = (period: RentalPeriod) =>
  sql`tstzrange((${period.from}::date::timestamp at time zone 'Europe/Stockholm'),
    ((${period.to}::date + 1)::timestamp at time zone 'Europe/Stockholm')
      + make_interval(hours => (select max(turnaround_hours) from rental_objects)), '[)')`;

/**
 * How many units of each rental object are free for the whole of a period, each object's range
 * made of its own depot's handover and turnaround, in one query: the blocking rows near the period
 * (`rental_bookings_product_blocked_idx`, by `coveringRange`) anti-joined to the units in service.
 * Objects whose shortest hire is longer than the period, and objects with no unit free, are left
 * out. `productIds` narrows it; without them every rental object is asked. The period must be
 * valid (`periodProblem`).
 */
export async function freeUnitCounts(
  db: Database,
  period: RentalPeriod,
  now: Date,
  productIds?: readonly number[],
): Promise<Map<number, number>> {
  if (productIds?.length === 0) return new Map();
  const range = blockedRange(period, {
    handoverTime: sql`${depots.handoverTime}`,
    turnaroundHours: sql`${rentalObjects.turnaroundHours}`,
  });
  const taken = db
    .select({ one: sql`1` })
    .from(rentalBookings)
    .where(
      and(
        eq(rentalBookings.productId, rentalUnits.productId),
        eq(rentalBookings.unitId, rentalUnits.id),
        sql`${rentalBookings.blocked} && ${coveringRange(period)}`,
        blocking(range, now),
      ),
    );
  const rows = await db
    .select({ productId: rentalUnits.productId, free: sql<number>`count(*)::int` })
    .from(rentalUnits)
    .innerJoin(rentalObjects, eq(rentalObjects.productId, rentalUnits.productId))
    .innerJoin(depots, eq(depots.id, rentalObjects.depotId))
    .where(
      and(
        isNull(rentalUnits.retiredAt),
        lte(rentalObjects.minimumDays, rentalDays(period)),
        productIds ? inArray(rentalUnits.productId, [...productIds]) : undefined,
        sql`not exists (${taken})`,
      ),
    )
    .groupBy(rentalUnits.productId);
  return new Map(rows.map((row) => [row.productId, row.free]));
}

/** Per request, per period: the free units a list read, which its cards' prices read again. */
const readInRequest = new WeakMap<object, Map<string, Promise<Map<number, number>>>>();
const periodKey = (period: RentalPeriod) => `${period.from}|${period.to}`;

/**
 * The rental objects a list shows for a period: those with a unit free for the whole of it, or
 * the period's problem when no machine can be hired for it. `request` is any object that lives
 * as long as the request: what it read is kept there for `freeUnitsReadIn`.
 */
export async function freeRentalProducts(
  db: Database,
  period: RentalPeriod,
  now: Date,
  request: object,
): Promise<{ ok: true; productIds: Set<number> } | { ok: false; problem: PeriodProblem }> {
  const problem = periodProblemForAll(period, now);
  if (problem) return { ok: false, problem };
  let byPeriod = readInRequest.get(request);
  if (!byPeriod) {
    byPeriod = new Map();
    readInRequest.set(request, byPeriod);
  }
  let counts = byPeriod.get(periodKey(period));
  if (!counts) {
    counts = freeUnitCounts(db, period, now);
    byPeriod.set(periodKey(period), counts);
  }
  return { ok: true, productIds: new Set((await counts).keys()) };
}

/** Every object's free units for a period, when a list of the request has read them (else undefined). */
export const freeUnitsReadIn = (request: object, period: RentalPeriod) =>
  readInRequest.get(request)?.get(periodKey(period));
