import { asc, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { type HandoverKind, rentalBookings, rentalHandovers, staffMembers } from '#src/db/schema.ts';
import { type DeskBooking, deskBookings } from './booking-rows.ts';
import { bookingPhotos, type DeskPhoto } from './photos.ts';

export interface DeskHandover {
  kind: HandoverKind;
  hourMeter: number;
  fuelPercent: number;
  notes: string | null;
  damage: string | null;
  at: Date;
  staffEmail: string | null;
  photos: DeskPhoto[];
}

/** One booking with its hand-out and return and their photos, or null for an unknown id. */
export async function deskBooking(
  db: Database,
  bookingId: number,
  languageCode: string,
): Promise<(DeskBooking & { handovers: DeskHandover[] }) | null> {
  const [booking] = await deskBookings(db, eq(rentalBookings.id, bookingId), languageCode);
  if (!booking) return null;
  const [rows, photos] = await Promise.all([
    db
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
      .orderBy(asc(rentalHandovers.id)),
    bookingPhotos(db, bookingId),
  ]);
  const handovers = rows.map((row) => ({ ...row, photos: photos.filter((p) => p.kind === row.kind) }));
  return { ...booking, handovers };
}
