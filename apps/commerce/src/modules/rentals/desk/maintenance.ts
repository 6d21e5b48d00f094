import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { rentalBookings, rentalUnits } from '#src/db/schema.ts';
import { type AuditActor, recordAudit } from '#src/modules/audit/index.ts';
import { blockedRange, blocking, bookUnit, handoverOf } from '../bookings.ts';
import { addDays, isLocalDate, type RentalPeriod, stockholmDate } from '../period.ts';
import {
  RENTAL_DESK_LIMITS,
  type RentalDeskResult,
  RentalRefusal,
  rentalTransaction,
  trimmed,
} from './refusals.ts';

export interface MaintenanceBlock {
  unitId: number;
  /** The first day out of service and the day the unit is back, local dates in Stockholm. */
  period: RentalPeriod;
  reason: string;
  actor: AuditActor;
  now: Date;
}

/** The earliest booking that keeps the unit during `period`: what a refused block names. */
async function conflictOf(
  tx: Transaction,
  unitId: number,
  productId: number,
  period: RentalPeriod,
  now: Date,
) {
  const handover = await handoverOf(tx, productId);
  if (!handover) return null;
  const [row] = await tx
    .select({
      bookingId: rentalBookings.id,
      state: rentalBookings.state,
      from: rentalBookings.fromDate,
      to: rentalBookings.toDate,
    })
    .from(rentalBookings)
    .where(and(eq(rentalBookings.unitId, unitId), blocking(blockedRange(period, handover), now)))
    .orderBy(asc(rentalBookings.fromDate))
    .limit(1);
  return row ?? null;
}

/**
 * Takes a unit out of service for days (ADR 63): a booking in state `maintenance` with the reason,
 * so the exclusion constraint keeps hires off it as it keeps them off each other. A block over a
 * hold, a booking or another block is refused naming the first of them; nothing is written then.
 */
export function addMaintenanceBlock(
  db: Database,
  block: MaintenanceBlock,
): Promise<RentalDeskResult<number>> {
  return rentalTransaction(db, async (tx) => {
    const { period, now } = block;
    if (!isLocalDate(period.from) || !isLocalDate(period.to) || period.from >= period.to) {
      throw new RentalRefusal('BAD_PERIOD');
    }
    if (period.from < stockholmDate(now)) throw new RentalRefusal('PERIOD_IN_THE_PAST');
    if (period.to > addDays(period.from, RENTAL_DESK_LIMITS.maintenanceDays)) {
      throw new RentalRefusal('PERIOD_TOO_LONG');
    }
    const reason = trimmed(block.reason, RENTAL_DESK_LIMITS.reason);
    if (!reason) throw new RentalRefusal('REASON_REQUIRED');
    const [unit] = await tx.select().from(rentalUnits).where(eq(rentalUnits.id, block.unitId));
    if (!unit) throw new RentalRefusal('UNIT_NOT_FOUND');
    if (unit.retiredAt) throw new RentalRefusal('UNIT_RETIRED');
    const booked = await bookUnit(tx, {
      state: 'maintenance',
      unitId: unit.id,
      productId: unit.productId,
      period,
      note: reason,
      now,
    });
    if (!booked.ok) {
      const conflict = await conflictOf(tx, unit.id, unit.productId, period, now);
      throw new RentalRefusal('OVERLAPS_BOOKING', conflict);
    }
    await recordAudit(tx, {
      actor: block.actor,
      action: 'rental.maintenance',
      entityType: 'rentalBooking',
      entityId: booked.bookingId,
      after: { unitId: unit.id, from: period.from, to: period.to, reason },
    });
    return booked.bookingId;
  });
}

/**
 * Puts a unit back in service: a block not begun, or begun today, is cancelled; one begun before
 * ends now (its return day today). With its audit row, in one transaction.
 */
export function endMaintenanceBlock(
  db: Database,
  end: { bookingId: number; actor: AuditActor; now: Date },
): Promise<RentalDeskResult<number>> {
  return rentalTransaction(db, async (tx) => {
    const { now } = end;
    const [block] = await tx
      .select({
        id: rentalBookings.id,
        state: rentalBookings.state,
        from: rentalBookings.fromDate,
        to: rentalBookings.toDate,
        ended: sql<boolean>`upper(${rentalBookings.blocked}) <= ${now.toISOString()}::timestamptz`,
      })
      .from(rentalBookings)
      .where(eq(rentalBookings.id, end.bookingId))
      .for('update');
    if (!block) throw new RentalRefusal('BOOKING_NOT_FOUND');
    if (block.state !== 'maintenance' || block.ended) throw new RentalRefusal('NOT_MAINTENANCE');
    const today = stockholmDate(now);
    const cancel = block.from >= today;
    await tx
      .update(rentalBookings)
      .set(
        cancel
          ? { state: 'cancelled', updatedAt: now }
          : {
              ...(block.to > today ? { toDate: today } : {}),
              blocked: sql`tstzrange(lower(${rentalBookings.blocked}), ${now.toISOString()}::timestamptz, '[)')`,
              updatedAt: now,
            },
      )
      .where(eq(rentalBookings.id, block.id));
    await recordAudit(tx, {
      actor: end.actor,
      action: 'rental.maintenanceEnd',
      entityType: 'rentalBooking',
      entityId: block.id,
      before: { state: block.state, from: block.from, to: block.to },
      after: cancel ? { state: 'cancelled' } : { state: block.state, endedAt: now.toISOString() },
    });
    return block.id;
  });
}
