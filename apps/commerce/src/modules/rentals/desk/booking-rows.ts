import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '#src/db/client.ts';
import {
  type BookingState,
  depots,
  orders,
  products,
  productTexts,
  rentalBookings,
  rentalObjects,
  rentalUnits,
} from '#src/db/schema.ts';
import { FALLBACK_LANGUAGE_CODE } from '#src/modules/channels/index.ts';

type Executor = Database | Transaction;

/** A booking as the rental desk shows it: its days and handover moments, machine, unit and customer. */
export interface DeskBooking {
  id: number;
  state: BookingState;
  from: string;
  to: string;
  /** The handover moments of the pickup and return days (the depot's time in Stockholm). */
  pickupAt: Date;
  returnAt: Date;
  holdExpiresAt: Date | null;
  note: string | null;
  createdAt: Date;
  productId: number;
  productAlias: string;
  productName: string;
  unitId: number;
  serialNumber: string;
  hourMeter: number;
  orderId: number | null;
  email: string | null;
  customerName: string | null;
  phone: string | null;
}

/** A local date's handover moment at the booking's depot, in SQL. */
export const handoverAt = (date: AnyPgColumn) =>
  sql`((${date} + ${depots.handoverTime}::time) at time zone 'Europe/Stockholm')`;

/** An instant read as a Date whatever the driver makes of timestamps. */
const instant = (at: SQL) =>
  sql<number>`(extract(epoch from ${at}) * 1000)::float8`.mapWith((v) => new Date(Number(v)));

/** The bookings `where` selects, with what the desk shows of each, names in `languageCode`. */
export async function deskBookings(
  db: Executor,
  where: SQL | undefined,
  languageCode: string,
  orderBy: SQL = sql`${rentalBookings.fromDate}, ${rentalBookings.id}`,
): Promise<DeskBooking[]> {
  const wanted = alias(productTexts, 'wanted_texts');
  const fallback = alias(productTexts, 'fallback_texts');
  const rows = await db
    .select({
      id: rentalBookings.id,
      state: rentalBookings.state,
      from: rentalBookings.fromDate,
      to: rentalBookings.toDate,
      pickupAt: instant(handoverAt(rentalBookings.fromDate)),
      returnAt: instant(handoverAt(rentalBookings.toDate)),
      holdExpiresAt: rentalBookings.holdExpiresAt,
      note: rentalBookings.note,
      createdAt: rentalBookings.createdAt,
      productId: rentalBookings.productId,
      productAlias: products.alias,
      productName: sql<string>`coalesce(${wanted.name}, ${fallback.name}, ${products.alias})`,
      unitId: rentalUnits.id,
      serialNumber: rentalUnits.serialNumber,
      hourMeter: rentalUnits.hourMeter,
      orderId: rentalBookings.orderId,
      email: orders.email,
      customerName: sql<
        string | null
      >`nullif(trim(concat_ws(' ', ${orders.billingAddress}->>'firstName', ${orders.billingAddress}->>'lastName', nullif(${orders.billingAddress}->>'company', ''))), '')`,
      phone: sql<string | null>`${orders.billingAddress}->>'mobile'`,
    })
    .from(rentalBookings)
    .innerJoin(rentalUnits, eq(rentalUnits.id, rentalBookings.unitId))
    .innerJoin(products, eq(products.id, rentalBookings.productId))
    .innerJoin(rentalObjects, eq(rentalObjects.productId, rentalBookings.productId))
    .innerJoin(depots, eq(depots.id, rentalObjects.depotId))
    .leftJoin(orders, eq(orders.id, rentalBookings.orderId))
    .leftJoin(wanted, and(eq(wanted.productId, products.id), eq(wanted.languageCode, languageCode)))
    .leftJoin(
      fallback,
      and(eq(fallback.productId, products.id), eq(fallback.languageCode, FALLBACK_LANGUAGE_CODE)),
    )
    .where(where)
    .orderBy(orderBy);
  return rows;
}
