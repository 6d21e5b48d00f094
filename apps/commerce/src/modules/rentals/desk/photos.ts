import { and, asc, count, eq } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import {
  HANDOVER_PHOTO_TYPES,
  type HandoverKind,
  type HandoverPhotoType,
  rentalBookings,
  rentalHandoverPhotos,
  rentalHandovers,
  staffMembers,
} from '#src/db/schema.ts';
import type { UploadedFile } from '#src/graphql/scalars.ts';
import { type AuditActor, recordAudit } from '#src/modules/audit/index.ts';
import { sniffImageType } from '#src/modules/contact/index.ts';
import { RENTAL_DESK_LIMITS, type RentalDeskResult, RentalRefusal, rentalTransaction } from './refusals.ts';

const L = RENTAL_DESK_LIMITS;
const ACCEPTED = new Set<string>(HANDOVER_PHOTO_TYPES);

/** A photo as staff sent it, its type read from its bytes. */
export interface PhotoUpload {
  contentType: HandoverPhotoType;
  bytes: Buffer;
}

/** A photo on record, without its bytes. */
export interface DeskPhoto {
  id: number;
  kind: HandoverKind;
  contentType: string;
  sizeBytes: number;
  at: Date;
  staffEmail: string | null;
}

/**
 * The files as photos: at most six, each at most 5 MB and a JPEG, PNG or WebP by its first bytes
 * (neither its name nor the type the browser gave is believed). Refused whole, before anything is read
 * into the database.
 */
export async function readPhotos(files: readonly UploadedFile[]): Promise<PhotoUpload[]> {
  if (files.length > L.photos) throw new RentalRefusal('TOO_MANY_PHOTOS');
  if (files.some((file) => file.size > L.photoMaxBytes)) throw new RentalRefusal('PHOTO_TOO_LARGE');
  const photos: PhotoUpload[] = [];
  for (const file of files) {
    const bytes = Buffer.from(await file.arrayBuffer());
    if (bytes.length > L.photoMaxBytes) throw new RentalRefusal('PHOTO_TOO_LARGE');
    const type = sniffImageType(bytes);
    if (!type || !ACCEPTED.has(type.contentType)) throw new RentalRefusal('PHOTO_TYPE');
    photos.push({ contentType: type.contentType as HandoverPhotoType, bytes });
  }
  return photos;
}

/** Keeps the photos with the booking's hand-out or return, refused past six in all; their ids. */
export async function savePhotos(
  tx: Transaction,
  handover: { bookingId: number; kind: HandoverKind },
  photos: readonly PhotoUpload[],
  actor: AuditActor,
  now: Date,
): Promise<number[]> {
  if (photos.length === 0) return [];
  const [kept] = await tx
    .select({ n: count() })
    .from(rentalHandoverPhotos)
    .where(
      and(
        eq(rentalHandoverPhotos.bookingId, handover.bookingId),
        eq(rentalHandoverPhotos.kind, handover.kind),
      ),
    );
  if ((kept?.n ?? 0) + photos.length > L.photos) throw new RentalRefusal('TOO_MANY_PHOTOS');
  const rows = await tx
    .insert(rentalHandoverPhotos)
    .values(
      photos.map((photo) => ({
        ...handover,
        contentType: photo.contentType,
        sizeBytes: photo.bytes.length,
        bytes: photo.bytes,
        staffId: actor.staffId,
        createdAt: now,
      })),
    )
    .returning({ id: rentalHandoverPhotos.id });
  return rows.map((row) => row.id);
}

/**
 * Photos added to a hand-out or return already on record (the booking locked, so two additions
 * cannot pass six together), with their audit row, in one transaction.
 */
export function addHandoverPhotos(
  db: Database,
  input: {
    bookingId: number;
    kind: HandoverKind;
    photos: readonly UploadedFile[];
    actor: AuditActor;
    now: Date;
  },
): Promise<RentalDeskResult<number>> {
  return rentalTransaction(db, async (tx) => {
    const photos = await readPhotos(input.photos);
    if (photos.length === 0) throw new RentalRefusal('PHOTOS_REQUIRED');
    const [booking] = await tx
      .select({ id: rentalBookings.id })
      .from(rentalBookings)
      .where(eq(rentalBookings.id, input.bookingId))
      .for('update');
    if (!booking) throw new RentalRefusal('BOOKING_NOT_FOUND');
    const [handover] = await tx
      .select({ id: rentalHandovers.id })
      .from(rentalHandovers)
      .where(and(eq(rentalHandovers.bookingId, booking.id), eq(rentalHandovers.kind, input.kind)));
    if (!handover) throw new RentalRefusal('NO_HANDOVER');
    const handoverKey = { bookingId: booking.id, kind: input.kind };
    const ids = await savePhotos(tx, handoverKey, photos, input.actor, input.now);
    await recordAudit(tx, {
      actor: input.actor,
      action: 'rental.photos',
      entityType: 'rentalBooking',
      entityId: booking.id,
      after: { kind: input.kind, photoIds: ids },
    });
    return booking.id;
  });
}

/** A booking's photos, oldest first, without their bytes. */
export function bookingPhotos(db: Database, bookingId: number): Promise<DeskPhoto[]> {
  return db
    .select({
      id: rentalHandoverPhotos.id,
      kind: rentalHandoverPhotos.kind,
      contentType: rentalHandoverPhotos.contentType,
      sizeBytes: rentalHandoverPhotos.sizeBytes,
      at: rentalHandoverPhotos.createdAt,
      staffEmail: staffMembers.email,
    })
    .from(rentalHandoverPhotos)
    .leftJoin(staffMembers, eq(staffMembers.id, rentalHandoverPhotos.staffId))
    .where(eq(rentalHandoverPhotos.bookingId, bookingId))
    .orderBy(asc(rentalHandoverPhotos.id));
}

/** One photo's bytes and type, or null. */
export async function photoFile(db: Database, photoId: number) {
  const [photo] = await db
    .select({
      bookingId: rentalHandoverPhotos.bookingId,
      contentType: rentalHandoverPhotos.contentType,
      bytes: rentalHandoverPhotos.bytes,
    })
    .from(rentalHandoverPhotos)
    .where(eq(rentalHandoverPhotos.id, photoId));
  return photo ?? null;
}
