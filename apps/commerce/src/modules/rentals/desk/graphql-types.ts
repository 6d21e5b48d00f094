import { adminBuilder } from '#src/admin/builder.ts';
import type { DeskHandover } from './booking-detail.ts';
import type { DeskBooking } from './booking-rows.ts';
import type { CellState, DeskCalendar } from './calendar.ts';
import type { OverdueReason } from './overdue.ts';
import type { DeskPhoto } from './photos.ts';
import { type Conflict, RENTAL_DESK_REFUSALS } from './refusals.ts';

const BOOKING_STATES = [
  'HELD',
  'CONFIRMED',
  'OUT',
  'RETURNED',
  'CANCELLED',
  'EXPIRED',
  'MAINTENANCE',
] as const;

const RentalBookingStateEnum = adminBuilder.enumType('RentalBookingState', {
  description:
    "A booking's state: HELD (a shopper's cart, 15 minutes), CONFIRMED (ordered) → OUT (handed out) → RETURNED; CANCELLED, EXPIRED (a hold that ran out); MAINTENANCE (a block that takes the unit out)",
  values: BOOKING_STATES,
});

const RentalCellStateEnum = adminBuilder.enumType('RentalCellState', {
  description:
    "A unit's day: FREE, CLOSED (the depot's closed day, the unit free) or the state of the booking that has it",
  values: [
    'FREE',
    'CLOSED',
    ...BOOKING_STATES.filter((state) => state !== 'CANCELLED' && state !== 'EXPIRED'),
  ] as const,
});

const RentalDeskRefusalEnum = adminBuilder.enumType('RentalDeskRefusal', {
  description: 'Why a change at the rental desk was refused; nothing was changed',
  values: RENTAL_DESK_REFUSALS,
});

const RentalOverdueReasonEnum = adminBuilder.enumType('RentalOverdueReason', {
  description:
    "NOT_RETURNED: out past its return day's handover; NOT_PICKED_UP: confirmed, its pickup day over",
  values: ['NOT_RETURNED', 'NOT_PICKED_UP'] as const,
});

const upper = (state: string) => state.toUpperCase() as (typeof BOOKING_STATES)[number];

export const RentalHandoverKindEnum = adminBuilder.enumType('RentalHandoverKind', {
  description: 'OUT: the hand-out; RETURN: the return',
  values: { OUT: { value: 'out' }, RETURN: { value: 'return' } } as const,
});

/** Where the API serves a photo's bytes to staff with rentals.read. */
const photoPath = (id: number) => `/admin/rentals/photos/${id}`;

export const RentalPhotoLimitsType = adminBuilder
  .objectRef<{ perHandover: number; maxBytes: number; contentTypes: string[] }>('RentalPhotoLimits')
  .implement({
    description: 'What a hand-out or return takes in photos',
    fields: (t) => ({
      perHandover: t.exposeInt('perHandover', { description: 'Photos of one hand-out or return, at most' }),
      maxBytes: t.exposeInt('maxBytes', { description: 'The largest photo, in bytes' }),
      contentTypes: t.exposeStringList('contentTypes', { description: 'As read from the bytes' }),
    }),
  });

const RentalHandoverPhotoType = adminBuilder.objectRef<DeskPhoto>('RentalHandoverPhoto').implement({
  description: 'A photo taken at a hand-out or return; its bytes at `path` (rentals.read, never cached)',
  fields: (t) => ({
    id: t.exposeInt('id'),
    contentType: t.exposeString('contentType', { description: 'image/jpeg, image/png or image/webp' }),
    sizeBytes: t.exposeInt('sizeBytes'),
    at: t.field({ type: 'DateTime', resolve: (p) => p.at }),
    staffEmail: t.exposeString('staffEmail', { nullable: true, description: 'Null: the command line' }),
    path: t.string({ description: 'GET it with the bearer token', resolve: (p) => photoPath(p.id) }),
  }),
});

const RentalHandoverType = adminBuilder.objectRef<DeskHandover>('RentalHandover').implement({
  description: 'What staff recorded when the unit went out (OUT) or came back (RETURN)',
  fields: (t) => ({
    kind: t.string({ description: 'OUT or RETURN', resolve: (h) => h.kind.toUpperCase() }),
    hourMeter: t.exposeInt('hourMeter'),
    fuelPercent: t.exposeInt('fuelPercent'),
    notes: t.exposeString('notes', { nullable: true }),
    damage: t.exposeString('damage', { nullable: true, description: 'Damage found on return' }),
    at: t.field({ type: 'DateTime', resolve: (h) => h.at }),
    staffEmail: t.exposeString('staffEmail', { nullable: true, description: 'Null: the command line' }),
    photos: t.field({ type: [RentalHandoverPhotoType], resolve: (h) => h.photos }),
  }),
});

export const RentalBookingType = adminBuilder
  .objectRef<DeskBooking & { handovers?: DeskHandover[] }>('RentalDeskBooking')
  .implement({
    description: 'A booking of a unit: a hire, a hold or a maintenance block',
    fields: (t) => ({
      id: t.exposeInt('id'),
      state: t.field({ type: RentalBookingStateEnum, resolve: (b) => upper(b.state) }),
      from: t.exposeString('from', {
        description: 'Pickup (or first maintenance) day, YYYY-MM-DD in Stockholm',
      }),
      to: t.exposeString('to', { description: 'Return day (the unit back), YYYY-MM-DD in Stockholm' }),
      pickupAt: t.field({ type: 'DateTime', resolve: (b) => b.pickupAt }),
      returnAt: t.field({ type: 'DateTime', resolve: (b) => b.returnAt }),
      holdExpiresAt: t.field({ type: 'DateTime', nullable: true, resolve: (b) => b.holdExpiresAt }),
      note: t.exposeString('note', { nullable: true, description: "A maintenance block's reason" }),
      createdAt: t.field({ type: 'DateTime', resolve: (b) => b.createdAt }),
      productId: t.exposeInt('productId'),
      productAlias: t.exposeString('productAlias'),
      productName: t.exposeString('productName'),
      unitId: t.exposeInt('unitId'),
      serialNumber: t.exposeString('serialNumber'),
      hourMeter: t.exposeInt('hourMeter', { description: "The unit's last hour meter reading" }),
      orderId: t.exposeInt('orderId', { nullable: true }),
      email: t.exposeString('email', { nullable: true, description: "The order's email" }),
      customerName: t.exposeString('customerName', { nullable: true }),
      phone: t.exposeString('phone', { nullable: true }),
      handovers: t.field({ type: [RentalHandoverType], resolve: (b) => b.handovers ?? [] }),
    }),
  });

export const RentalOverdueType = adminBuilder
  .objectRef<DeskBooking & { reason: OverdueReason }>('RentalOverdue')
  .implement({
    description: 'A booking the desk must chase',
    fields: (t) => ({
      reason: t.field({ type: RentalOverdueReasonEnum, resolve: (o) => o.reason }),
      booking: t.field({ type: RentalBookingType, resolve: (o) => o }),
    }),
  });

type Unit = DeskCalendar['objects'][number]['units'][number];
const RentalCellType = adminBuilder
  .objectRef<{ date: string; state: CellState; bookingId: number | null }>('RentalCell')
  .implement({
    fields: (t) => ({
      date: t.exposeString('date'),
      state: t.field({ type: RentalCellStateEnum, resolve: (c) => c.state as never }),
      bookingId: t.exposeInt('bookingId', { nullable: true }),
    }),
  });

const RentalUnitRowType = adminBuilder.objectRef<Unit>('RentalUnitRow').implement({
  description: 'A unit in service and its days',
  fields: (t) => ({
    id: t.exposeInt('id'),
    serialNumber: t.exposeString('serialNumber'),
    hourMeter: t.exposeInt('hourMeter'),
    days: t.field({ type: [RentalCellType], resolve: (u) => u.cells }),
  }),
});

const RentalObjectRowType = adminBuilder
  .objectRef<DeskCalendar['objects'][number]>('RentalObjectRow')
  .implement({
    description: 'A rented product and its units',
    fields: (t) => ({
      productId: t.exposeInt('productId'),
      alias: t.exposeString('alias'),
      name: t.exposeString('name'),
      units: t.field({ type: [RentalUnitRowType], resolve: (o) => o.units }),
    }),
  });

const RentalDayType = adminBuilder.objectRef<{ date: string; open: boolean }>('RentalDeskDay').implement({
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD in Stockholm' }),
    open: t.exposeBoolean('open', { description: 'The depot hands out and takes back machines' }),
  }),
});

export const RentalCalendarType = adminBuilder.objectRef<DeskCalendar>('RentalDeskCalendar').implement({
  description: 'Units of the rental objects by days',
  fields: (t) => ({
    from: t.exposeString('from'),
    days: t.field({ type: [RentalDayType], resolve: (c) => c.days }),
    objectCount: t.exposeInt('objectCount', { description: 'The rental objects asked for, on every page' }),
    objects: t.field({ type: [RentalObjectRowType], resolve: (c) => c.objects }),
  }),
});

const RentalConflictType = adminBuilder.objectRef<Conflict>('RentalConflict').implement({
  description: 'The booking a maintenance block would overlap',
  fields: (t) => ({
    bookingId: t.exposeInt('bookingId'),
    state: t.field({ type: RentalBookingStateEnum, resolve: (c) => upper(c.state) }),
    from: t.exposeString('from'),
    to: t.exposeString('to'),
  }),
});

export interface RentalChange {
  booking: DeskBooking | null;
  refusal: string | null;
  message: string | null;
  conflict: Conflict | null;
}

export const RentalChangeResultType = adminBuilder.objectRef<RentalChange>('RentalChangeResult').implement({
  description: 'The booking after the change, or why it was refused (nothing changed)',
  fields: (t) => ({
    booking: t.field({ type: RentalBookingType, nullable: true, resolve: (r) => r.booking }),
    refusal: t.field({
      type: RentalDeskRefusalEnum,
      nullable: true,
      resolve: (r) => r.refusal as (typeof RENTAL_DESK_REFUSALS)[number] | null,
    }),
    message: t.exposeString('message', { nullable: true }),
    conflict: t.field({ type: RentalConflictType, nullable: true, resolve: (r) => r.conflict }),
  }),
});
