import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { type CustomerTypeName, cartLines } from '#src/db/schema.ts';
import { exVatFromIncVat, type PriceRow } from '#src/modules/pricing/index.ts';
import {
  holdForCartLine,
  type LineBooking,
  lineBookings,
  periodPrice,
  priceRowOf,
  type RentalPeriod,
  releaseHolds,
} from '#src/modules/rentals/index.ts';
import { cartRefusal } from './refusals.ts';
import type { CartRow } from './store.ts';

/**
 * Sets a rental product's line: one unit held for the period (ADR 61), the line's previous hold
 * let go. A period the rules refuse, or days with no unit free, are refused and change nothing.
 */
export async function setRentalLine(
  tx: Transaction,
  cart: CartRow,
  line: { productId: number; skuId: number; quantity: number; rentalBookingId: number | null },
  period: RentalPeriod,
  message: string | null | undefined,
) {
  if (line.quantity !== 1) {
    throw cartRefusal(
      'RENTAL_ONE_UNIT',
      'item.quantity',
      'a rental line is one machine: add it again for another',
    );
  }
  const held = await holdForCartLine(tx, {
    cartId: cart.id,
    productId: line.productId,
    period,
    previous: line.rentalBookingId,
    now: new Date(),
  });
  if (!held.ok && held.refusal === 'PERIOD') {
    throw cartRefusal(
      'RENTAL_PERIOD_INVALID',
      'item.rentalPeriod',
      `the period cannot be booked: ${held.problem}`,
      {
        problem: held.problem,
      },
    );
  }
  if (!held.ok)
    throw cartRefusal('RENTAL_UNAVAILABLE', 'item.rentalPeriod', 'no unit is free for these days');
  const notes = message === undefined ? {} : { message: message || null };
  await tx
    .insert(cartLines)
    .values({ cartId: cart.id, skuId: line.skuId, quantity: 1, rentalBookingId: held.bookingId, ...notes })
    .onConflictDoUpdate({
      target: [cartLines.cartId, cartLines.skuId],
      set: { quantity: 1, rentalBookingId: held.bookingId, ...notes },
    });
}

/** A line removed lets go of its hold. */
export async function releaseLineHold(tx: Transaction, cartId: string, skuId: number) {
  const [line] = await tx
    .select({ booking: cartLines.rentalBookingId })
    .from(cartLines)
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.skuId, skuId)));
  if (line?.booking) await releaseHolds(tx, [line.booking], new Date());
}

export interface RentalLinePrice {
  booking: LineBooking;
  /** The period's price by the written rule, as the line's one unit. */
  unitPrice: PriceRow;
}

/**
 * The booking and price of each rental line (by SKU): the period priced for the customer type in
 * the market. A line whose booking is gone (or whose object has no prices there) is left out.
 */
export async function rentalLinePrices(
  db: Database,
  lines: readonly { skuId: number; productId: number; rentalBookingId: number | null }[],
  marketId: number,
  customerType: CustomerTypeName,
): Promise<Map<number, RentalLinePrice>> {
  const priced = new Map<number, RentalLinePrice>();
  const rental = lines.filter((line) => line.rentalBookingId !== null);
  if (rental.length === 0) return priced;
  const bookings = await lineBookings(
    db,
    rental.map((line) => line.rentalBookingId as number),
    new Date(),
  );
  for (const line of rental) {
    const booking = bookings.get(line.rentalBookingId as number);
    const row = await priceRowOf(db, line.productId, marketId, customerType);
    if (!booking || !row) continue;
    const { total } = periodPrice(booking.period, {
      day: row.dayIncVat,
      weekend: row.weekendIncVat,
      week: row.weekIncVat,
    });
    const exVat = exVatFromIncVat(total, row.vatRateBp);
    priced.set(line.skuId, {
      booking,
      unitPrice: { regularIncVat: total, regularExVat: exVat, sellingIncVat: total, sellingExVat: exVat },
    });
  }
  return priced;
}
