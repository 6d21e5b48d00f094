import { asc, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { type HandoverKind, rentalBookings, rentalHandovers, staffMembers } from '#src/db/schema.ts';
import { type DeskBooking, deskBookings } from './booking-rows.ts';

export interface DeskHandover {
  kind: HandoverKind;
  hourMeter: number;
  fuelPercent: number;
  notes: string | null;
  damage: string | null;
  at: Date;
  staffEmail: string | null;
}

/** One booking with its hand-out and return, or null for an unknown id. */
export async function deskBooking(
  db: Database,
  bookingId: number,
  languageCode: string,
): Promise<(DeskBooking & { handovers: DeskHandover[] }) | null> {
  const [booking] = await deskBookings(db, eq(rentalBookings.id, bookingId), languageCode);
  if (!booking) return null;
  const handovers = await db
    .select({
      kind: rentalHandovers.kind,
      hourMeter: rentalHandovers.hourMeter,
      fuelPercent: rentalHandovers.fuelPercent,
      notes: rentalHandovers.notes,
      damage: rentalHandovers.damage,
      at: rentalHandovers.createdAt,
      staffEmail: staffMembers.email,
    })
    .from(rentalHandovers)
    .leftJoin(staffMembers, eq(staffMembers.id, rentalHandovers.staffId))
    .where(eq(rentalHandovers.bookingId, bookingId))
    .orderBy(asc(rentalHandovers.id));
  return { ...booking, handovers };
}
