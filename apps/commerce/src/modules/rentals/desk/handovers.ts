import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { type HandoverKind, rentalBookings, rentalHandovers, rentalUnits } from '#src/db/schema.ts';
import type { UploadedFile } from '#src/graphql/scalars.ts';
import { type AuditActor, recordAudit } from '#src/modules/audit/index.ts';
import { stockholmDate } from '../period.ts';
import { type PhotoUpload, readPhotos, savePhotos } from './photos.ts';
import {
  RENTAL_DESK_LIMITS,
  type RentalDeskResult,
  RentalRefusal,
  rentalTransaction,
  trimmed,
} from './refusals.ts';

export interface HandoverInput {
  bookingId: number;
  hourMeter: number;
  fuelPercent: number;
  notes?: string | null;
  /** What was found broken on return; refused on a hand-out by the table. */
  damage?: string | null;
  /** Photos of the machine as it went or came (ADR 63), kept with the handover. */
  photos?: readonly UploadedFile[] | null;
  actor: AuditActor;
  now: Date;
}

/** The booking and its unit, both locked: a second hand-out or return of either waits for this one. */
async function lockedBookingAndUnit(tx: Transaction, bookingId: number) {
  const [booking] = await tx
    .select()
    .from(rentalBookings)
    .where(eq(rentalBookings.id, bookingId))
    .for('update');
  if (!booking) throw new RentalRefusal('BOOKING_NOT_FOUND');
  const [unit] = await tx.select().from(rentalUnits).where(eq(rentalUnits.id, booking.unitId)).for('update');
  if (!unit) throw new RentalRefusal('UNIT_NOT_FOUND');
  return { booking, unit };
}

function readings(input: HandoverInput) {
  const { hourMeter, fuelPercent } = input;
  if (!Number.isSafeInteger(hourMeter) || hourMeter < 0 || hourMeter > RENTAL_DESK_LIMITS.hourMeter) {
    throw new RentalRefusal('BAD_METER');
  }
  if (!Number.isSafeInteger(fuelPercent) || fuelPercent < 0 || fuelPercent > 100) {
    throw new RentalRefusal('BAD_FUEL');
  }
  return {
    hourMeter,
    fuelPercent,
    notes: trimmed(input.notes, RENTAL_DESK_LIMITS.notes),
    damage: trimmed(input.damage, RENTAL_DESK_LIMITS.notes),
  };
}

async function record(
  tx: Transaction,
  kind: HandoverKind,
  input: HandoverInput,
  read: ReturnType<typeof readings>,
  unitId: number,
  before: { state: string; hourMeter: number },
  photos: readonly PhotoUpload[],
) {
  const { bookingId, actor, now } = input;
  const state = kind === 'out' ? 'out' : 'returned';
  await tx.insert(rentalHandovers).values({
    bookingId,
    kind,
    hourMeter: read.hourMeter,
    fuelPercent: read.fuelPercent,
    notes: read.notes,
    damage: kind === 'return' ? read.damage : null,
    staffId: actor.staffId,
    createdAt: now,
  });
  const photoIds = await savePhotos(tx, { bookingId, kind }, photos, actor, now);
  await tx.update(rentalBookings).set({ state, updatedAt: now }).where(eq(rentalBookings.id, bookingId));
  await tx.update(rentalUnits).set({ hourMeter: read.hourMeter }).where(eq(rentalUnits.id, unitId));
  await recordAudit(tx, {
    actor,
    action: kind === 'out' ? 'rental.handOut' : 'rental.return',
    entityType: 'rentalBooking',
    entityId: bookingId,
    before,
    after: {
      state,
      hourMeter: read.hourMeter,
      fuelPercent: read.fuelPercent,
      ...(read.notes ? { notes: read.notes } : {}),
      ...(kind === 'return' && read.damage ? { damage: read.damage } : {}),
      ...(photoIds.length > 0 ? { photoIds } : {}),
    },
  });
}

/**
 * Hands a confirmed booking's unit to the customer, from its pickup day until its return day:
 * the hour meter (never below the unit's last reading), fuel and photos go on record, the booking is
 * out and the unit's meter follows, with the audit row, in one transaction.
 */
export function handOutBooking(db: Database, input: HandoverInput): Promise<RentalDeskResult<number>> {
  return rentalTransaction(db, async (tx) => {
    const photos = await readPhotos(input.photos ?? []);
    const { booking, unit } = await lockedBookingAndUnit(tx, input.bookingId);
    if (booking.state !== 'confirmed') throw new RentalRefusal('NOT_CONFIRMED');
    const today = stockholmDate(input.now);
    if (today < booking.fromDate) throw new RentalRefusal('BEFORE_PICKUP_DAY');
    if (today >= booking.toDate) throw new RentalRefusal('HIRE_OVER');
    const read = readings({ ...input, damage: null });
    if (read.hourMeter < unit.hourMeter) throw new RentalRefusal('METER_BACKWARDS');
    const before = { state: booking.state, hourMeter: unit.hourMeter };
    await record(tx, 'out', input, read, unit.id, before, photos);
    return booking.id;
  });
}

/**
 * Takes a unit back, early, on time or late: the hour meter (never below the hand-out's), fuel,
 * notes, damage and photos go on record, the booking is returned (its days no longer block the unit) and
 * the unit's meter follows, with the audit row, in one transaction.
 */
export function returnBooking(db: Database, input: HandoverInput): Promise<RentalDeskResult<number>> {
  return rentalTransaction(db, async (tx) => {
    const photos = await readPhotos(input.photos ?? []);
    const { booking, unit } = await lockedBookingAndUnit(tx, input.bookingId);
    if (booking.state !== 'out') throw new RentalRefusal('NOT_OUT');
    const read = readings(input);
    const [out] = await tx
      .select({ hourMeter: rentalHandovers.hourMeter })
      .from(rentalHandovers)
      .where(and(eq(rentalHandovers.bookingId, booking.id), eq(rentalHandovers.kind, 'out')));
    if (read.hourMeter < Math.max(unit.hourMeter, out?.hourMeter ?? 0)) {
      throw new RentalRefusal('METER_BACKWARDS');
    }
    const before = { state: booking.state, hourMeter: unit.hourMeter };
    await record(tx, 'return', input, read, unit.id, before, photos);
    return booking.id;
  });
}
