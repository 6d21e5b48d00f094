import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { depots, rentalBookings, rentalObjects } from '#src/db/schema.ts';
import { type BookingOutcome, bookUnit, expireHolds } from './bookings.ts';
import type { DamageWaiver } from './damage-waiver.ts';
import type { DeliveryQuote } from './delivery.ts';
import { rentalObject } from './objects.ts';
import { type PeriodProblem, periodProblem, type RentalPeriod, stockholmDate } from './period.ts';

export type CartHoldOutcome = BookingOutcome | { ok: false; refusal: 'PERIOD'; problem: PeriodProblem };

/**
 * Holds a unit for a cart line's period (ADR 61), letting go of the line's previous hold first so
 * that the line may move to days overlapping its own. Run in the cart's transaction: a refusal
 * rolls the release back too.
 */
export async function holdForCartLine(
  tx: Transaction,
  request: { cartId: string; productId: number; period: RentalPeriod; previous: number | null; now: Date },
): Promise<CartHoldOutcome> {
  const object = await rentalObject(tx, request.productId);
  if (!object) return { ok: false, refusal: 'NOT_A_RENTAL' };
  const problem = periodProblem(request.period, {
    minimumDays: object.minimumDays,
    today: stockholmDate(request.now),
  });
  if (problem) return { ok: false, refusal: 'PERIOD', problem };
  if (request.previous !== null) await releaseHolds(tx, [request.previous], request.now);
  return bookUnit(tx, {
    state: 'held',
    cartId: request.cartId,
    productId: request.productId,
    period: request.period,
    now: request.now,
  });
}

/** Lets go of holds (a line removed or moved); bookings already confirmed are the desk's to cancel. */
export async function releaseHolds(db: Database | Transaction, bookingIds: number[], now: Date) {
  if (bookingIds.length === 0) return;
  await db
    .update(rentalBookings)
    .set({ state: 'cancelled', updatedAt: now })
    .where(and(inArray(rentalBookings.id, bookingIds), eq(rentalBookings.state, 'held')));
}

export interface LineBooking {
  id: number;
  productId: number;
  period: RentalPeriod;
  state: (typeof rentalBookings.$inferSelect)['state'];
  holdExpiresAt: Date | null;
  /** Delivery to the site (ADR 66): a cart's as priced now, an order's as it was placed; null: picked up. */
  delivery: DeliveryQuote | null;
  /** The damage waiver taken (ADR 68): a cart's as priced now, an order's as it was placed; null: none. */
  damageWaiver: DamageWaiver | null;
}

/** A booking's damage waiver columns: what the order was placed with. */
const damageWaiverOfRow = (row: typeof rentalBookings.$inferSelect): DamageWaiver | null =>
  row.damageWaiverIncVat === null
    ? null
    : { incVat: row.damageWaiverIncVat, exVat: row.damageWaiverExVat ?? 0 };

/** A booking's delivery columns: what the order was placed with. */
const deliveryOf = (row: typeof rentalBookings.$inferSelect): DeliveryQuote | null =>
  row.deliveryZip === null
    ? null
    : { zip: row.deliveryZip, problem: null, incVat: row.deliveryIncVat ?? 0, exVat: row.deliveryExVat ?? 0 };

/** The columns that keep a priced delivery on a booking; none for a pickup or one not delivered. */
const deliveryColumns = (delivery: DeliveryQuote | null) =>
  delivery && delivery.problem === null
    ? { deliveryZip: delivery.zip, deliveryIncVat: delivery.incVat, deliveryExVat: delivery.exVat }
    : { deliveryZip: null, deliveryIncVat: null, deliveryExVat: null };

/** The bookings cart lines point at, by id; a hold past its time reads as expired. */
export async function lineBookings(db: Database | Transaction, ids: number[], now: Date) {
  const found = new Map<number, LineBooking>();
  if (ids.length === 0) return found;
  const rows = await db.select().from(rentalBookings).where(inArray(rentalBookings.id, ids));
  for (const row of rows) {
    const ranOut = row.state === 'held' && row.holdExpiresAt !== null && row.holdExpiresAt <= now;
    found.set(row.id, {
      id: row.id,
      productId: row.productId,
      period: { from: row.fromDate, to: row.toDate },
      state: ranOut ? 'expired' : row.state,
      holdExpiresAt: row.holdExpiresAt,
      delivery: deliveryOf(row),
      damageWaiver: damageWaiverOfRow(row),
    });
  }
  return found;
}

/**
 * A placed order's rental lines become bookings in the order's transaction (ADR 61): a live hold
 * is confirmed; one that ran out is booked afresh for the same days while a unit is free. Each
 * keeps the delivery and the damage waiver its line was priced with (ADR 66, 68). False when a line's days are gone: the
 * order is then refused and all of this rolls back.
 */
export async function confirmCartRentals(
  tx: Transaction,
  request: {
    orderId: number;
    lines: { id: number; delivery: DeliveryQuote | null; damageWaiver: DamageWaiver | null }[];
    now: Date;
  },
): Promise<boolean> {
  const { orderId, now } = request;
  await expireHolds(tx, now);
  const bookings = await lineBookings(
    tx,
    request.lines.map((line) => line.id),
    now,
  );
  for (const { id, delivery, damageWaiver } of request.lines) {
    const booking = bookings.get(id);
    if (!booking) return false;
    let confirmed = id;
    if (booking.state !== 'held') {
      const again = await bookUnit(tx, {
        state: 'confirmed',
        orderId,
        productId: booking.productId,
        period: booking.period,
        now,
      });
      if (!again.ok) return false;
      confirmed = again.bookingId;
    }
    await tx
      .update(rentalBookings)
      .set({
        state: 'confirmed',
        orderId,
        holdExpiresAt: null,
        updatedAt: now,
        ...deliveryColumns(delivery),
        damageWaiverIncVat: damageWaiver?.incVat ?? null,
        damageWaiverExVat: damageWaiver?.exVat ?? null,
      })
      .where(eq(rentalBookings.id, confirmed));
  }
  return true;
}

/**
 * Frees the machines of an order cancelled or credited as a whole before they were handed out: its
 * confirmed bookings are cancelled in the order's transaction. Hires out or returned stay as they are.
 */
export async function cancelOrderBookings(tx: Transaction, orderId: number, now: Date): Promise<number> {
  const cancelled = await tx
    .update(rentalBookings)
    .set({ state: 'cancelled', updatedAt: now })
    .where(and(eq(rentalBookings.orderId, orderId), eq(rentalBookings.state, 'confirmed')))
    .returning({ id: rentalBookings.id });
  return cancelled.length;
}

/** An order's bookings by product: what its rental lines were hired for. */
export async function orderBookings(db: Database, orderId: number) {
  const rows = await db.select().from(rentalBookings).where(eq(rentalBookings.orderId, orderId));
  return new Map(
    rows.map((row): [number, LineBooking] => [
      row.productId,
      {
        id: row.id,
        productId: row.productId,
        period: { from: row.fromDate, to: row.toDate },
        state: row.state,
        holdExpiresAt: row.holdExpiresAt,
        delivery: deliveryOf(row),
        damageWaiver: damageWaiverOfRow(row),
      },
    ]),
  );
}

/** An order's hire: its days and the depot it is handed over at. */
export interface OrderHandover {
  period: RentalPeriod;
  depot: typeof depots.$inferSelect;
  /** Delivered to the site and fetched back from it instead of handed over at the depot. */
  delivery: DeliveryQuote | null;
  /** The damage waiver taken with the hire; null: none. */
  damageWaiver: DamageWaiver | null;
}

/** Where and when an order's hires are handed over, by product. */
export async function orderHandovers(db: Database, orderId: number): Promise<Map<number, OrderHandover>> {
  const rows = await db
    .select({ booking: rentalBookings, depot: depots })
    .from(rentalBookings)
    .innerJoin(rentalObjects, eq(rentalObjects.productId, rentalBookings.productId))
    .innerJoin(depots, eq(depots.id, rentalObjects.depotId))
    .where(
      and(
        eq(rentalBookings.orderId, orderId),
        inArray(rentalBookings.state, ['confirmed', 'out', 'returned']),
      ),
    );
  return new Map(
    rows.map(({ booking, depot }) => [
      booking.productId,
      {
        period: { from: booking.fromDate, to: booking.toDate },
        depot,
        delivery: deliveryOf(booking),
        damageWaiver: damageWaiverOfRow(booking),
      },
    ]),
  );
}
