import { eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { rentalBookings } from '#src/db/schema.ts';
import { type AuditActor, recordAudit } from '#src/modules/audit/index.ts';
import { isLanguageCode, type LanguageCode } from '#src/modules/channels/index.ts';
import { creditWithin, fill, lockedOrder } from '#src/modules/orders/index.ts';
import type { RentalPeriod } from '#src/modules/rentals/index.ts';
import { BOOKING_TEXTS } from './booking-texts.ts';
import { bookingById, type CustomerBooking } from './customer-bookings.ts';

/** Why a shopper's cancellation was refused; the schema's RentalBookingRefusalCode. */
export const BOOKING_REFUSALS = [
  'RENTAL_BOOKING_NOT_FOUND',
  'RENTAL_BOOKING_NOT_CONFIRMED',
  'RENTAL_CANCELLATION_TOO_LATE',
] as const;
export type BookingRefusal = (typeof BOOKING_REFUSALS)[number];

export type CancelOutcome =
  | { ok: true; booking: CustomerBooking }
  | { ok: false; refusal: BookingRefusal; booking: CustomerBooking | null };

class Refused extends Error {
  readonly refusal: BookingRefusal;
  readonly booking: CustomerBooking | null;
  constructor(refusal: BookingRefusal, booking: CustomerBooking | null) {
    super(refusal);
    this.refusal = refusal;
    this.booking = booking;
  }
}

/** The shopper as the audit names them: no address or mail, which the audit must not keep (ADR 52). */
const shopper = (customerId: number): AuditActor => ({
  staffId: null,
  email: `customer ${customerId}`,
  address: '',
});

/** A hire's days in the order's language, e.g. "4–7 dec. 2026". */
const periodIn = (language: LanguageCode, period: RentalPeriod) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(
    new Date(`${period.from}T12:00:00Z`),
    new Date(`${period.to}T12:00:00Z`),
  );

/**
 * A shopper cancels their confirmed booking until the rule's limit before pickup (ADR 64), in one
 * transaction with the order locked as the desk locks it: the booking cancelled (its unit free),
 * its order line credited by the desk's own credit (credit note, money back, event, mail, audit),
 * and an audit row of the cancellation. Someone else's booking is not found, as an unknown one.
 */
export async function cancelBooking(
  db: Database,
  request: { bookingId: number; customerId: number; channelId: string; now: Date },
): Promise<CancelOutcome> {
  const { bookingId, customerId, channelId, now } = request;
  try {
    const booking = await db.transaction(async (tx) => {
      const seen = await bookingById(tx, bookingId, now);
      if (!seen || seen.customerId !== customerId || seen.channelId !== channelId) {
        throw new Refused('RENTAL_BOOKING_NOT_FOUND', null);
      }
      // The order first, as every change of it: a desk change and this wait for each other here.
      const locked = await lockedOrder(tx, seen.orderId);
      await tx
        .select({ id: rentalBookings.id })
        .from(rentalBookings)
        .where(eq(rentalBookings.id, bookingId))
        .for('update');
      const booking = (await bookingById(tx, bookingId, now)) ?? seen;
      if (booking.state !== 'confirmed' || ['cancelled', 'credited'].includes(locked.order.stage)) {
        throw new Refused('RENTAL_BOOKING_NOT_CONFIRMED', booking);
      }
      if (!booking.cancellable) throw new Refused('RENTAL_CANCELLATION_TOO_LATE', booking);

      await tx
        .update(rentalBookings)
        .set({ state: 'cancelled', updatedAt: now })
        .where(eq(rentalBookings.id, bookingId));
      const { languageCode } = locked.order;
      const language: LanguageCode = isLanguageCode(languageCode) ? languageCode : 'sv';
      const line = locked.lines.find(
        (l) => l.productId === booking.productId && l.creditedQuantity < l.quantity,
      );
      const actor = shopper(customerId);
      if (line) {
        await creditWithin(tx, locked, {
          orderId: booking.orderId,
          lines: [{ position: line.position, quantity: line.quantity - line.creditedQuantity }],
          reason: fill(BOOKING_TEXTS[language].cancelledByCustomer, {
            name: booking.name,
            period: periodIn(language, booking),
          }),
          actor,
          beforeHandover: true,
        });
      }
      await recordAudit(tx, {
        actor,
        action: 'rental.cancel',
        entityType: 'rental_booking',
        entityId: bookingId,
        before: { state: booking.state },
        after: { state: 'cancelled', orderId: booking.orderId, credited: line !== undefined },
      });
      return { ...booking, state: 'cancelled' as const, cancellable: false };
    });
    return { ok: true, booking };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal, booking: error.booking };
    throw error;
  }
}
