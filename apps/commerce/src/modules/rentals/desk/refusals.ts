import type { Database, Transaction } from '#src/db/client.ts';

/** How long the desk's texts may be, and the largest hour meter it believes. */
export const RENTAL_DESK_LIMITS = {
  notes: 2000,
  reason: 500,
  hourMeter: 1_000_000,
  /** The longest maintenance block, in days. */
  maintenanceDays: 365,
  /** The most days the calendar shows at once. */
  calendarDays: 62,
  /** The calendar's days when none are asked for: two weeks. */
  calendarDefaultDays: 14,
  /** Rental objects on a page of the calendar, at most. */
  calendarObjects: 100,
  /** Photos of one hand-out or return, and the largest (5 MB). */
  photos: 6,
  photoMaxBytes: 5 * 1024 * 1024,
} as const;

export const RENTAL_DESK_REFUSALS = [
  'BOOKING_NOT_FOUND',
  'UNIT_NOT_FOUND',
  'UNIT_RETIRED',
  'NOT_CONFIRMED',
  'NOT_OUT',
  'BEFORE_PICKUP_DAY',
  'HIRE_OVER',
  'METER_BACKWARDS',
  'BAD_METER',
  'BAD_FUEL',
  'BAD_PERIOD',
  'PERIOD_IN_THE_PAST',
  'PERIOD_TOO_LONG',
  'REASON_REQUIRED',
  'TEXT_TOO_LONG',
  'OVERLAPS_BOOKING',
  'NOT_MAINTENANCE',
  'TOO_MANY_PHOTOS',
  'PHOTO_TOO_LARGE',
  'PHOTO_TYPE',
  'PHOTOS_REQUIRED',
  'NO_HANDOVER',
] as const;
export type RentalDeskRefusal = (typeof RENTAL_DESK_REFUSALS)[number];

const L = RENTAL_DESK_LIMITS;

/** What each refusal tells staff (the admin app shows its own words by the code). */
const MESSAGES: Record<RentalDeskRefusal, string> = {
  BOOKING_NOT_FOUND: 'There is no such booking.',
  UNIT_NOT_FOUND: 'There is no such unit.',
  UNIT_RETIRED: 'The unit is taken out of the fleet.',
  NOT_CONFIRMED: 'Only a confirmed booking can be handed out.',
  NOT_OUT: 'Only a booking that is out can be returned.',
  BEFORE_PICKUP_DAY: 'The booking cannot be handed out before its pickup day.',
  HIRE_OVER: 'The booking’s return day has come: it can no longer be handed out.',
  METER_BACKWARDS: 'The hour meter cannot be lower than it was last read.',
  BAD_METER: `The hour meter is whole hours from 0 to ${L.hourMeter}.`,
  BAD_FUEL: 'The fuel level is a percentage from 0 to 100.',
  BAD_PERIOD: 'Give real dates, the end after the start.',
  PERIOD_IN_THE_PAST: 'A maintenance block cannot start before today.',
  PERIOD_TOO_LONG: `A maintenance block is at most ${L.maintenanceDays} days.`,
  REASON_REQUIRED: 'Give the reason for the maintenance.',
  TEXT_TOO_LONG: `Too long: notes and damage have at most ${L.notes} characters, a reason ${L.reason}.`,
  OVERLAPS_BOOKING: 'The unit is taken for some of those days.',
  NOT_MAINTENANCE: 'That booking is not a maintenance block that is still on.',
  TOO_MANY_PHOTOS: `A hand-out or return has at most ${L.photos} photos.`,
  PHOTO_TOO_LARGE: `A photo is at most ${L.photoMaxBytes / 1024 / 1024} MB.`,
  PHOTO_TYPE: 'A photo is a JPEG, PNG or WebP image.',
  PHOTOS_REQUIRED: 'Choose at least one photo.',
  NO_HANDOVER: 'Photos go with a hand-out or return that is on record.',
};

/** The booking a maintenance block would overlap. */
export interface Conflict {
  bookingId: number;
  state: string;
  from: string;
  to: string;
}

/** A change refused: thrown inside the transaction, which rolls back, and answered as a value. */
export class RentalRefusal extends Error {
  readonly refusal: RentalDeskRefusal;
  readonly conflict: Conflict | null;
  constructor(refusal: RentalDeskRefusal, conflict: Conflict | null = null) {
    super(
      conflict
        ? `The unit is taken by booking ${conflict.bookingId} (${conflict.state}, ${conflict.from} to ${conflict.to}).`
        : MESSAGES[refusal],
    );
    this.refusal = refusal;
    this.conflict = conflict;
  }
}

export type RentalDeskResult<T> =
  | { ok: true; value: T }
  | { ok: false; refusal: RentalDeskRefusal; message: string; conflict: Conflict | null };

/** Runs a staff change in one transaction; a refusal rolls it back and is answered, anything else is thrown. */
export async function rentalTransaction<T>(
  db: Database,
  run: (tx: Transaction) => Promise<T>,
): Promise<RentalDeskResult<T>> {
  try {
    return { ok: true, value: await db.transaction(run) };
  } catch (error) {
    if (error instanceof RentalRefusal) {
      return { ok: false, refusal: error.refusal, message: error.message, conflict: error.conflict };
    }
    throw error;
  }
}

/** Refuses a text longer than `max` (after trimming); an empty one is null. */
export function trimmed(value: string | null | undefined, max: number): string | null {
  const text = value?.trim() ?? '';
  if (text.length > max) throw new RentalRefusal('TEXT_TOO_LONG');
  return text === '' ? null : text;
}
