import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { type CustomerTypeName, cartLines } from '#src/db/schema.ts';
import { exVatFromIncVat, type PriceRow } from '#src/modules/pricing/index.ts';
import {
  type DeliveryQuote,
  damageWaiverBpOf,
  damageWaiverOf,
  deliveryQuote,
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

/** A rental line's days, the site's zip when it is delivered there (ADR 66), and whether the damage waiver is taken (ADR 68). */
export type RentalRequest = RentalPeriod & { deliveryZip?: string | null; damageWaiver?: boolean | null };

/**
 * Sets a rental product's line: one unit held for the period (ADR 61), the line's previous hold
 * let go, delivered to the zip asked for (none: picked up at the depot), with the damage waiver
 * when asked. A period the rules refuse, days with no unit free, a zip not delivered to or a
 * waiver the object does not offer are refused and change nothing.
 */
export async function setRentalLine(
  tx: Transaction,
  cart: CartRow,
  line: { productId: number; skuId: number; quantity: number; rentalBookingId: number | null },
  request: RentalRequest,
  message: string | null | undefined,
) {
  const { deliveryZip, damageWaiver, ...period } = request;
  if (line.quantity !== 1) {
    throw cartRefusal(
      'RENTAL_ONE_UNIT',
      'item.quantity',
      'a rental line is one machine: add it again for another',
    );
  }
  const delivered = deliveryZip?.trim()
    ? await deliveryQuote(tx, { productId: line.productId, zip: deliveryZip, marketId: cart.marketId })
    : null;
  if (delivered?.problem) {
    throw cartRefusal(
      'RENTAL_DELIVERY_UNAVAILABLE',
      'item.rentalPeriod.deliveryZip',
      delivered.problem === 'INVALID_ZIP' ? 'not a Swedish zip' : 'the depot does not deliver there',
      { deliveryProblem: delivered.problem },
    );
  }
  if (damageWaiver && (await damageWaiverBpOf(tx, line.productId)) === null) {
    throw cartRefusal(
      'RENTAL_DAMAGE_WAIVER_UNAVAILABLE',
      'item.rentalPeriod.damageWaiver',
      'the object offers no damage waiver',
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
  const set = {
    quantity: 1,
    rentalBookingId: held.bookingId,
    rentalDeliveryZip: delivered?.zip ?? null,
    rentalDamageWaiver: damageWaiver === true,
  };
  await tx
    .insert(cartLines)
    .values({ cartId: cart.id, skuId: line.skuId, ...set, ...notes })
    .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.skuId], set: { ...set, ...notes } });
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
  /** Its days and hold, and its delivery and damage waiver as priced now. */
  booking: LineBooking;
  /** The period's price by the written rule, the delivery's and the waiver's, as the line's one unit. */
  unitPrice: PriceRow;
}

/** The delivery a line asks for, priced now: a zone no longer served says so and adds nothing. */
async function lineDelivery(
  db: Database,
  line: { productId: number; rentalDeliveryZip: string | null },
  marketId: number,
): Promise<DeliveryQuote | null> {
  if (line.rentalDeliveryZip === null) return null;
  return deliveryQuote(db, { productId: line.productId, zip: line.rentalDeliveryZip, marketId });
}

/**
 * The booking and price of each rental line (by SKU): the period priced for the customer type in
 * the market, plus its delivery (ADR 66) and the damage waiver of the rent (ADR 68): a waiver the
 * object no longer offers adds nothing. A line whose booking is gone (or whose object has no
 * prices there) is left out.
 */
export async function rentalLinePrices(
  db: Database,
  lines: readonly {
    skuId: number;
    productId: number;
    rentalBookingId: number | null;
    rentalDeliveryZip: string | null;
    rentalDamageWaiver: boolean;
  }[],
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
    const [row, delivery, waiverBp] = await Promise.all([
      priceRowOf(db, line.productId, marketId, customerType),
      lineDelivery(db, line, marketId),
      line.rentalDamageWaiver ? damageWaiverBpOf(db, line.productId) : null,
    ]);
    if (!booking || !row) continue;
    const rent = periodPrice(booking.period, {
      day: row.dayIncVat,
      weekend: row.weekendIncVat,
      week: row.weekIncVat,
    }).total;
    const damageWaiver = waiverBp === null ? null : damageWaiverOf(rent, waiverBp, row.vatRateBp);
    const total = rent + (delivery?.problem === null ? delivery.incVat : 0) + (damageWaiver?.incVat ?? 0);
    const exVat = exVatFromIncVat(total, row.vatRateBp);
    priced.set(line.skuId, {
      booking: { ...booking, delivery, damageWaiver },
      unitPrice: { regularIncVat: total, regularExVat: exVat, sellingIncVat: total, sellingExVat: exVat },
    });
  }
  return priced;
}
