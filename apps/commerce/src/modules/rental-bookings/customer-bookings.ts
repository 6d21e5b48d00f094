import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { depots, orderLines, orders, rentalBookings, rentalObjects } from '#src/db/schema.ts';
import { cancellableUntil } from './timing.ts';

/** The states a shopper's booking is shown in: a hold is the cart's, a maintenance block the depot's. */
const SHOWN_STATES = ['confirmed', 'out', 'returned', 'cancelled'] as const;
/** Orders in these stages hold no hire a shopper may still cancel. */
const CLOSED_STAGES = ['cancelled', 'credited'] as const;
/** How many of a customer's newest bookings the account lists. */
export const BOOKING_LIST_LIMIT = 200;

/** A booking as its shopper sees it: the machine's name as ordered, the days, the depot; never the unit. */
export interface CustomerBooking {
  id: number;
  orderId: number;
  orderPublicId: string;
  customerId: number | null;
  channelId: string;
  productId: number;
  name: string;
  from: string;
  to: string;
  state: (typeof rentalBookings.$inferSelect)['state'];
  depot: typeof depots.$inferSelect;
  /** The site's zip it is delivered to and fetched back from (ADR 66); null: handed over at the depot. */
  deliveryZip: string | null;
  /** The damage waiver was taken with the hire (ADR 68). */
  damageWaiver: boolean;
  /** The rule's limit: the shopper may cancel until then (ADR 64). */
  cancellableUntil: Date;
  /** Whether the shopper may cancel it at the time it was read. */
  cancellable: boolean;
}

async function bookingsWhere(db: Database | Transaction, where: SQL | undefined, now: Date) {
  const rows = await db
    .select({
      booking: rentalBookings,
      order: {
        id: orders.id,
        publicId: orders.publicId,
        customerId: orders.customerId,
        channelId: orders.channelId,
        stage: orders.stage,
      },
      name: orderLines.name,
      depot: depots,
    })
    .from(rentalBookings)
    .innerJoin(orders, eq(orders.id, rentalBookings.orderId))
    .innerJoin(
      orderLines,
      and(eq(orderLines.orderId, rentalBookings.orderId), eq(orderLines.productId, rentalBookings.productId)),
    )
    .innerJoin(rentalObjects, eq(rentalObjects.productId, rentalBookings.productId))
    .innerJoin(depots, eq(depots.id, rentalObjects.depotId))
    .where(and(inArray(rentalBookings.state, [...SHOWN_STATES]), where))
    .orderBy(desc(rentalBookings.fromDate), desc(rentalBookings.id))
    .limit(BOOKING_LIST_LIMIT);
  return rows.map(({ booking, order, name, depot }): CustomerBooking & { orderStage: string } => {
    const until = cancellableUntil(booking.fromDate, depot.handoverTime);
    return {
      id: booking.id,
      orderId: order.id,
      orderPublicId: order.publicId,
      customerId: order.customerId,
      channelId: order.channelId,
      productId: booking.productId,
      orderStage: order.stage,
      name,
      from: booking.fromDate,
      to: booking.toDate,
      state: booking.state,
      depot,
      deliveryZip: booking.deliveryZip,
      damageWaiver: booking.damageWaiverIncVat !== null,
      cancellableUntil: until,
      cancellable:
        booking.state === 'confirmed' &&
        !(CLOSED_STAGES as readonly string[]).includes(order.stage) &&
        now.getTime() < until.getTime(),
    };
  });
}

/** A customer's bookings in a channel, the latest pickup first. */
export function bookingsOfCustomer(db: Database, customerId: number, channelId: string, now: Date) {
  return bookingsWhere(db, and(eq(orders.customerId, customerId), eq(orders.channelId, channelId)), now);
}

/** An order's bookings, for its confirmation. */
export function bookingsOfOrder(db: Database, orderId: number, now: Date) {
  return bookingsWhere(db, eq(rentalBookings.orderId, orderId), now);
}

/** One booking with its order, depot and rule, or null. */
export async function bookingById(db: Database | Transaction, id: number, now: Date) {
  const [found] = await bookingsWhere(db, eq(rentalBookings.id, id), now);
  return found ?? null;
}
