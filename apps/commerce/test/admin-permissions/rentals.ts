import type { Permission } from '#src/modules/staff/index.ts';
import { RENTAL_DESK } from '../rental-desk-client.ts';

/**
 * The rental desk's rows of the permission matrix. Changes name a booking or unit that does not
 * exist, so a role allowed through meets BOOKING_NOT_FOUND or UNIT_NOT_FOUND and nothing changes,
 * while a refused role meets FORBIDDEN first.
 */
const NONE = 2_000_000_000;
const reading = { bookingId: NONE, hourMeter: 10, fuelPercent: 100 };

export const rows: {
  operation: string;
  document: string;
  variables: Record<string, unknown>;
  allowed: Permission;
}[] = [
  {
    operation: 'rentalDesk',
    document: RENTAL_DESK.calendar,
    variables: { days: 1 },
    allowed: 'rentals.read',
  },
  {
    operation: 'rentalBooking',
    document: RENTAL_DESK.booking,
    variables: { id: NONE },
    allowed: 'rentals.read',
  },
  {
    operation: 'rentalPhotoLimits',
    document: RENTAL_DESK.photoLimits,
    variables: {},
    allowed: 'rentals.read',
  },
  { operation: 'rentalOverdue', document: RENTAL_DESK.overdue, variables: {}, allowed: 'rentals.read' },
  { operation: 'handOutRental', document: RENTAL_DESK.handOut, variables: reading, allowed: 'rentals.write' },
  { operation: 'returnRental', document: RENTAL_DESK.return, variables: reading, allowed: 'rentals.write' },
  {
    operation: 'addRentalHandoverPhotos',
    document: RENTAL_DESK.addPhotos,
    variables: { bookingId: NONE, kind: 'OUT', photos: [] },
    allowed: 'rentals.write',
  },
  {
    operation: 'addRentalMaintenance',
    document: RENTAL_DESK.addMaintenance,
    variables: { unitId: NONE, from: '2030-01-07', to: '2030-01-08', reason: 'Service' },
    allowed: 'rentals.write',
  },
  {
    operation: 'endRentalMaintenance',
    document: RENTAL_DESK.endMaintenance,
    variables: { bookingId: NONE },
    allowed: 'rentals.write',
  },
];
