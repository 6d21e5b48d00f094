import { and, eq, gt, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { BLOCKING_STATES, depots, rentalBookings, rentalObjects, rentalUnits } from '#src/db/schema.ts';
import { RENTAL_LIMITS, type RentalPeriod } from './period.ts';

type Executor = Database | Transaction;

/** What the range of a booking is made of: the depot's handover time and the object's turnaround. */
export interface Handover {
  handoverTime: string;
  turnaroundHours: number;
}

const local = (date: string, time: string | SQL) =>
  sql`((${date}::date + ${time}::time) at time zone 'Europe/Stockholm')`;

/**
 * The time a period takes a unit: from the pickup day's handover to the return day's, plus the
 * turnaround. Local times made instants by PostgreSQL's time zone rules, so a day is a day
 * across summer time. The handover may be columns, for a range per object in one query.
 */
export function blockedRange(
  period: RentalPeriod,
  handover: { handoverTime: string | SQL; turnaroundHours: number | SQL },
): SQL {
  const end = sql`${local(period.to, handover.handoverTime)} + make_interval(hours => ${handover.turnaroundHours})`;
  return sql`tstzrange(${local(period.from, handover.handoverTime)}, ${end}, '[)')`;
}

/**
 * A unit's rows that keep it from anyone else, overlapping `range`. Read at `now`, a hold past its
 * time does not count: reads need not write its expiry first (bookings do, for the constraint).
 */
export const blocking = (range: SQL, now?: Date) =>
  and(
    inArray(rentalBookings.state, [...BLOCKING_STATES]),
    sql`${rentalBookings.blocked} && ${range}`,
    now ? or(ne(rentalBookings.state, 'held'), gt(rentalBookings.holdExpiresAt, now)) : undefined,
  );

/** The handover rules of a rental object, or null for a product that is not rented. */
export async function handoverOf(db: Executor, productId: number): Promise<Handover | null> {
  const [row] = await db
    .select({ handoverTime: depots.handoverTime, turnaroundHours: rentalObjects.turnaroundHours })
    .from(rentalObjects)
    .innerJoin(depots, eq(depots.id, rentalObjects.depotId))
    .where(eq(rentalObjects.productId, productId));
  return row ?? null;
}

/** Holds that ran out free their units; done before anything books, so they never block. */
export async function expireHolds(db: Executor, now: Date, productId?: number) {
  await db
    .update(rentalBookings)
    .set({ state: 'expired', updatedAt: now })
    .where(
      and(
        eq(rentalBookings.state, 'held'),
        lte(rentalBookings.holdExpiresAt, now),
        productId === undefined ? undefined : eq(rentalBookings.productId, productId),
      ),
    );
}

/** The object's units in service with nothing blocking `range`, first unit first. */
export async function freeUnits(db: Executor, productId: number, range: SQL, now?: Date): Promise<number[]> {
  const taken = db
    .select({ one: sql`1` })
    .from(rentalBookings)
    .where(
      and(
        eq(rentalBookings.unitId, rentalUnits.id),
        // Redundant with the unit, but lets the planner search the object's rows by range however it joins.
        eq(rentalBookings.productId, productId),
        blocking(range, now),
      ),
    );
  const rows = await db
    .select({ id: rentalUnits.id })
    .from(rentalUnits)
    .where(
      and(
        eq(rentalUnits.productId, productId),
        sql`${rentalUnits.retiredAt} is null`,
        sql`not exists (${taken})`,
      ),
    )
    .orderBy(rentalUnits.id);
  return rows.map((row) => row.id);
}

/** PostgreSQL's exclusion_violation: another booking of the unit overlaps (committed meanwhile). */
function isOverlap(error: unknown): boolean {
  for (let e = error; e instanceof Error || (typeof e === 'object' && e !== null); e = (e as Error).cause) {
    if ((e as { code?: string }).code === '23P01') return true;
    if (!(e as Error).cause) break;
  }
  return false;
}

export type BookingRequest = {
  productId: number;
  period: RentalPeriod;
  now: Date;
} & (
  | { state: 'held'; cartId: string }
  | { state: 'confirmed'; orderId: number }
  | { state: 'maintenance'; unitId: number; note: string }
);

export type BookingOutcome =
  | { ok: true; bookingId: number; unitId: number }
  | { ok: false; refusal: 'NOT_A_RENTAL' | 'NO_UNIT_FREE' };

/**
 * Takes the first free unit of the object for the period (a maintenance block: the unit named).
 * The exclusion constraint is the judge: a unit booked by a concurrent request between the look
 * and the insert refuses the insert, and the next free unit is tried, each in its own savepoint.
 */
export async function bookUnit(db: Executor, request: BookingRequest): Promise<BookingOutcome> {
  const { productId, period, now } = request;
  return db.transaction(async (tx) => {
    const handover = await handoverOf(tx, productId);
    if (!handover) return { ok: false, refusal: 'NOT_A_RENTAL' };
    await expireHolds(tx, now, productId);
    const range = blockedRange(period, handover);
    const candidates =
      request.state === 'maintenance' ? [request.unitId] : await freeUnits(tx, productId, range);
    for (const unitId of candidates) {
      try {
        const [row] = await tx.transaction((savepoint) =>
          savepoint
            .insert(rentalBookings)
            .values({
              unitId,
              productId,
              state: request.state,
              fromDate: period.from,
              toDate: period.to,
              blocked: range,
              cartId: request.state === 'held' ? request.cartId : null,
              holdExpiresAt:
                request.state === 'held'
                  ? new Date(now.getTime() + RENTAL_LIMITS.holdMinutes * 60_000)
                  : null,
              orderId: request.state === 'confirmed' ? request.orderId : null,
              note: request.state === 'maintenance' ? request.note : null,
              createdAt: now,
              updatedAt: now,
            })
            .returning({ id: rentalBookings.id }),
        );
        if (row) return { ok: true, bookingId: row.id, unitId };
      } catch (error) {
        if (!isOverlap(error)) throw error;
      }
    }
    return { ok: false, refusal: 'NO_UNIT_FREE' };
  });
}

/** A cart's live holds run another hold-time from now: the shopper is still in the checkout. */
export async function renewHolds(db: Executor, cartId: string, now: Date) {
  await expireHolds(db, now);
  await db
    .update(rentalBookings)
    .set({ holdExpiresAt: new Date(now.getTime() + RENTAL_LIMITS.holdMinutes * 60_000), updatedAt: now })
    .where(and(eq(rentalBookings.cartId, cartId), eq(rentalBookings.state, 'held')));
}
