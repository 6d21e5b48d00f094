import { GraphQLError } from 'graphql';
import { builder, scopeArgs } from '#src/graphql/builder.ts';
import { requireViewer } from '#src/modules/auth/index.ts';
import { CheckoutDataType } from '#src/modules/orders/graphql/index.ts';
import { RENTAL_LIMITS } from '#src/modules/rentals/index.ts';
import { BOOKING_REFUSALS, cancelBooking } from './cancel-booking.ts';
import {
  BOOKING_LIST_LIMIT,
  bookingsOfCustomer,
  bookingsOfOrder,
  type CustomerBooking,
} from './customer-bookings.ts';

builder.enumType('RentalBookingRefusalCode', {
  description:
    "Why cancelRentalBooking was refused: its error's extensions.code and problems. Named in errors only, for clients' types; no field answers it.",
  values: BOOKING_REFUSALS,
});

const RentalBookingStateEnum = builder.enumType('RentalBookingState', {
  description: 'Where a booked hire is: booked, handed out, back at the depot, or cancelled',
  values: ['CONFIRMED', 'OUT', 'RETURNED', 'CANCELLED'] as const,
});

const BookingDepotType = builder.objectRef<CustomerBooking['depot']>('RentalBookingDepotType').implement({
  description: 'Where a booked machine is picked up and returned',
  fields: (t) => ({
    name: t.exposeString('name'),
    street: t.exposeString('street'),
    zip: t.exposeString('zip'),
    city: t.exposeString('city'),
    phone: t.exposeString('phone'),
  }),
});

const stateOf = (booking: CustomerBooking) =>
  booking.state === 'out'
    ? 'OUT'
    : booking.state === 'returned'
      ? 'RETURNED'
      : booking.state === 'cancelled'
        ? 'CANCELLED'
        : 'CONFIRMED';

const CustomerRentalBookingType = builder.objectRef<CustomerBooking>('CustomerRentalBookingType').implement({
  description: `A hire the shopper booked: the machine, the days and the depot, never the unit (ADR 64). It may be cancelled until ${RENTAL_LIMITS.cancelHoursBeforePickup} hours before the pickup day's handover.`,
  fields: (t) => ({
    id: t.exposeInt('id'),
    orderId: t.exposeInt('orderId'),
    name: t.exposeString('name', { description: 'The machine as it was ordered' }),
    from: t.exposeString('from', { description: 'Pickup day, YYYY-MM-DD in Stockholm' }),
    to: t.exposeString('to', { description: 'Return day, YYYY-MM-DD in Stockholm' }),
    pickupTime: t.string({
      description: 'The handover time on the pickup and the return day, HH:MM in Stockholm',
      resolve: (b) => b.depot.handoverTime,
    }),
    depot: t.field({ type: BookingDepotType, resolve: (b) => b.depot }),
    deliveryZip: t.exposeString('deliveryZip', {
      nullable: true,
      description:
        "The site's zip (five digits) it is delivered to on the pickup day and fetched back from on the return day (ADR 66), its price part of the order's line; null: handed over at the depot",
    }),
    damageWaiver: t.exposeBoolean('damageWaiver', {
      description:
        "The object's damage waiver was taken with the hire (ADR 68), its price part of the order's line",
    }),
    state: t.field({ type: RentalBookingStateEnum, resolve: stateOf }),
    cancellableUntil: t.string({
      description: `The last instant the shopper may cancel it (ISO 8601): ${RENTAL_LIMITS.cancelHoursBeforePickup} hours before the pickup's handover`,
      resolve: (b) => b.cancellableUntil.toISOString(),
    }),
    cancellable: t.boolean({
      description:
        'Whether the shopper may cancel it now: it is booked, its order not cancelled, and the limit not passed',
      resolve: (b) => b.cancellable,
    }),
  }),
});

builder.objectField(CheckoutDataType, 'rentalBookings', (t) =>
  t.field({
    type: [CustomerRentalBookingType],
    description: "The order's hires: each machine's pickup and return days, the handover time and the depot",
    resolve: ({ loaded }, _args, ctx) => bookingsOfOrder(ctx.db, loaded.order.id, new Date(ctx.now())),
  }),
);

builder.queryFields((t) => ({
  rentalBookings: t.field({
    type: [CustomerRentalBookingType],
    description: `The bearer token's customer's hires in the channel, the latest pickup first (at most ${BOOKING_LIST_LIMIT}): booked, out, returned and cancelled. UNAUTHENTICATED without a valid token.`,
    args: { ...scopeArgs },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireViewer(ctx);
      await ctx.scope(args);
      return bookingsOfCustomer(ctx.db, viewer.customerId, ctx.channelId, new Date(ctx.now()));
    },
  }),
}));

builder.mutationFields((t) => ({
  cancelRentalBooking: t.field({
    type: CustomerRentalBookingType,
    description: `Cancels one of the bearer token's customer's booked hires until ${RENTAL_LIMITS.cancelHoursBeforePickup} hours before its pickup, in one transaction: the machine is free again and the order's line credited by a credit note (money back, mailed). Refused as RENTAL_BOOKING_NOT_FOUND (no such booking, or another customer's), RENTAL_BOOKING_NOT_CONFIRMED (already cancelled, handed out or returned) or RENTAL_CANCELLATION_TOO_LATE (the limit has passed; extensions.cancellableUntil says when it was); nothing changes then.`,
    args: { ...scopeArgs, bookingId: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireViewer(ctx);
      await ctx.scope(args);
      const outcome = await cancelBooking(ctx.db, {
        bookingId: args.bookingId,
        customerId: viewer.customerId,
        channelId: ctx.channelId,
        now: new Date(ctx.now()),
      });
      if (outcome.ok) return outcome.booking;
      const messages = {
        RENTAL_BOOKING_NOT_FOUND: 'You have no such booking.',
        RENTAL_BOOKING_NOT_CONFIRMED:
          'The booking is not booked any more: it is cancelled, handed out or returned.',
        RENTAL_CANCELLATION_TOO_LATE: `A booking can be cancelled until ${RENTAL_LIMITS.cancelHoursBeforePickup} hours before pickup; that time has passed.`,
      } as const;
      throw new GraphQLError(`bookingId: ${messages[outcome.refusal]}`, {
        extensions: {
          code: outcome.refusal,
          field: 'bookingId',
          problems: [outcome.refusal],
          ...(outcome.booking ? { cancellableUntil: outcome.booking.cancellableUntil.toISOString() } : {}),
        },
      });
    },
  }),
}));
