import { z } from 'zod';
import { adminBuilder } from '#src/admin/builder.ts';
import type { AdminContext } from '#src/admin/context.ts';
import { HANDOVER_PHOTO_TYPES } from '#src/db/schema.ts';
import { text } from '#src/graphql/input.ts';
import { isLocalDate, stockholmDate } from '../period.ts';
import { deskBooking } from './booking-detail.ts';
import { deskCalendar } from './calendar.ts';
import {
  RentalBookingType,
  RentalCalendarType,
  type RentalChange,
  RentalChangeResultType,
  RentalHandoverKindEnum,
  RentalOverdueType,
  RentalPhotoLimitsType,
} from './graphql-types.ts';
import { handOutBooking, returnBooking } from './handovers.ts';
import { addMaintenanceBlock, endMaintenanceBlock } from './maintenance.ts';
import { overdueBookings } from './overdue.ts';
import { addHandoverPhotos } from './photos.ts';
import { RENTAL_DESK_LIMITS, type RentalDeskResult } from './refusals.ts';

const L = RENTAL_DESK_LIMITS;
const id = z.number().int().min(1, 'not an id').max(2_147_483_647, 'not an id');
// Years the calendar's dates can be: an absurd year is refused here, not by PostgreSQL.
const localDate = z
  .string()
  .max(10)
  .refine(
    (value) => isLocalDate(value) && value >= '1900-01-01' && value < '2100-01-01',
    'a date YYYY-MM-DD of 1900 to 2099',
  );
const languageCode = z.enum(['sv', 'en']).nullish();

const languageOf = (ctx: AdminContext, asked: string | null | undefined) =>
  asked ?? ctx.staff?.languageCode ?? 'sv';

/** The booking after a change, or the refusal (nothing changed). */
async function answerOf(ctx: AdminContext, result: RentalDeskResult<number>): Promise<RentalChange> {
  if (!result.ok)
    return { booking: null, refusal: result.refusal, message: result.message, conflict: result.conflict };
  const booking = await deskBooking(ctx.db, result.value, languageOf(ctx, null));
  return { booking, refusal: null, message: null, conflict: null };
}

adminBuilder.queryFields((t) => ({
  rentalDesk: t.field({
    type: RentalCalendarType,
    description: `The units of every rental object (or of one) by days from \`from\` (by default the dealer's today), ${L.calendarDefaultDays} days unless asked (at most ${L.calendarDays}): each day the state and id of the booking that has it, or FREE or CLOSED`,
    authScopes: { permission: 'rentals.read' },
    args: {
      from: t.arg.string({ validate: localDate.nullish() }),
      days: t.arg.int({ validate: z.number().int().min(1).max(L.calendarDays).nullish() }),
      productId: t.arg.int({ validate: id.nullish() }),
      first: t.arg.int({
        description: `A page of at most this many objects, in name order (at most ${L.calendarObjects}); all by default`,
        validate: z.number().int().min(1).max(L.calendarObjects).nullish(),
      }),
      offset: t.arg.int({
        description: 'The objects before the page',
        validate: z
          .number()
          .int()
          .min(0)
          .max(2 ** 31 - 1)
          .nullish(),
      }),
      languageCode: t.arg.string({
        description: "Names in sv or en; by default the member's",
        validate: languageCode,
      }),
    },
    resolve: (_root, args, ctx) => {
      const now = new Date(ctx.now());
      return deskCalendar(ctx.db, {
        from: args.from ?? stockholmDate(now),
        days: args.days ?? L.calendarDefaultDays,
        productId: args.productId,
        first: args.first,
        offset: args.offset,
        languageCode: languageOf(ctx, args.languageCode),
        now,
      });
    },
  }),
  rentalBooking: t.field({
    type: RentalBookingType,
    nullable: true,
    description: 'One booking with its unit, customer, hand-out and return; null for an unknown id',
    authScopes: { permission: 'rentals.read' },
    args: {
      id: t.arg.int({ required: true, validate: id }),
      languageCode: t.arg.string({ validate: languageCode }),
    },
    resolve: (_root, args, ctx) => deskBooking(ctx.db, args.id, languageOf(ctx, args.languageCode)),
  }),
  rentalPhotoLimits: t.field({
    type: RentalPhotoLimitsType,
    description: 'How many photos a hand-out or return takes, how large and of which types',
    authScopes: { permission: 'rentals.read' },
    resolve: () => ({
      perHandover: L.photos,
      maxBytes: L.photoMaxBytes,
      contentTypes: [...HANDOVER_PHOTO_TYPES],
    }),
  }),
  rentalOverdue: t.field({
    type: [RentalOverdueType],
    description:
      "Units out past their return day's handover and confirmed bookings whose pickup day is over, longest overdue first",
    authScopes: { permission: 'rentals.read' },
    args: { languageCode: t.arg.string({ validate: languageCode }) },
    resolve: (_root, args, ctx) =>
      overdueBookings(ctx.db, new Date(ctx.now()), languageOf(ctx, args.languageCode)),
  }),
}));

adminBuilder.mutationFields((t) => {
  const handoverArgs = {
    bookingId: t.arg.int({ required: true, validate: id }),
    hourMeter: t.arg.int({ required: true, description: 'Whole hours, never below the last reading' }),
    fuelPercent: t.arg.int({ required: true, description: 'Fuel (or battery), 0 to 100' }),
    notes: t.arg.string({ validate: text(L.notes * 2).nullish() }),
    photos: t.arg({
      type: ['File'],
      description: `At most ${L.photos} photos, each a JPEG, PNG or WebP (by its bytes) of at most ${L.photoMaxBytes} bytes, as file parts of a multipart request`,
    }),
  };
  return {
    handOutRental: t.field({
      type: RentalChangeResultType,
      description:
        'Hands a confirmed booking out on its pickup day or later (before its return day): the hour meter, fuel, notes and photos on record, the booking OUT, the unit’s meter updated and the audit row, in one transaction',
      authScopes: { permission: 'rentals.write' },
      args: handoverArgs,
      resolve: async (_root, args, ctx) =>
        answerOf(ctx, await handOutBooking(ctx.db, { ...args, actor: ctx.actor, now: new Date(ctx.now()) })),
    }),
    returnRental: t.field({
      type: RentalChangeResultType,
      description:
        'Takes an OUT booking back: the hour meter (not below the hand-out’s), fuel, notes, damage and photos on record, the booking RETURNED, the unit’s meter updated and the audit row, in one transaction',
      authScopes: { permission: 'rentals.write' },
      args: { ...handoverArgs, damage: t.arg.string({ validate: text(L.notes * 2).nullish() }) },
      resolve: async (_root, args, ctx) =>
        answerOf(ctx, await returnBooking(ctx.db, { ...args, actor: ctx.actor, now: new Date(ctx.now()) })),
    }),
    addRentalHandoverPhotos: t.field({
      type: RentalChangeResultType,
      description: `Adds photos to a booking's hand-out or return on record, up to ${L.photos} in all (JPEG, PNG or WebP by their bytes, at most ${L.photoMaxBytes} bytes each), with the audit row, in one transaction`,
      authScopes: { permission: 'rentals.write' },
      args: {
        bookingId: t.arg.int({ required: true, validate: id }),
        kind: t.arg({ type: RentalHandoverKindEnum, required: true }),
        photos: t.arg({ type: ['File'], required: true }),
      },
      resolve: async (_root, args, ctx) =>
        answerOf(
          ctx,
          await addHandoverPhotos(ctx.db, { ...args, actor: ctx.actor, now: new Date(ctx.now()) }),
        ),
    }),
    addRentalMaintenance: t.field({
      type: RentalChangeResultType,
      description: `Takes a unit out of service from \`from\` until it is back on \`to\` (at most ${L.maintenanceDays} days, from today) with a reason; refused with OVERLAPS_BOOKING and the conflict when a hold, booking or block has any of it`,
      authScopes: { permission: 'rentals.write' },
      args: {
        unitId: t.arg.int({ required: true, validate: id }),
        from: t.arg.string({ required: true, validate: text(40) }),
        to: t.arg.string({ required: true, validate: text(40) }),
        reason: t.arg.string({ required: true, validate: text(L.reason * 2) }),
      },
      resolve: async (_root, args, ctx) =>
        answerOf(
          ctx,
          await addMaintenanceBlock(ctx.db, {
            unitId: args.unitId,
            period: { from: args.from, to: args.to },
            reason: args.reason,
            actor: ctx.actor,
            now: new Date(ctx.now()),
          }),
        ),
    }),
    endRentalMaintenance: t.field({
      type: RentalChangeResultType,
      description:
        'Puts the unit back in service: a block not begun (or begun today) is cancelled, one begun before ends now',
      authScopes: { permission: 'rentals.write' },
      args: { bookingId: t.arg.int({ required: true, validate: id }) },
      resolve: async (_root, args, ctx) =>
        answerOf(
          ctx,
          await endMaintenanceBlock(ctx.db, {
            bookingId: args.bookingId,
            actor: ctx.actor,
            now: new Date(ctx.now()),
          }),
        ),
    }),
  };
});
