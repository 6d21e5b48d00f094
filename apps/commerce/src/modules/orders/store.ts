import { and, asc, count, desc, eq, lte } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { orderLines, orderPayments, orders } from '#src/db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderPaymentRow = typeof orderPayments.$inferSelect;

/** The order placed from a cart: the one its unique key holds. */
export async function findOrderByCart(db: Database, cartId: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.cartId, cartId));
  return row ?? null;
}

export async function findOrderById(db: Database, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

/** The order with this public id in the channel; another channel's order is not found either. */
export async function findOrderByPublicId(
  db: Database,
  publicId: string,
  channelId: string,
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.publicId, publicId), eq(orders.channelId, channelId)));
  return row ?? null;
}

/** A customer's own orders in the channel, newest first: their order history. */
export function ordersOfCustomer(db: Database, customerId: number, channelId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.channelId, channelId)))
    .orderBy(desc(orders.id))
    .limit(ORDER_HISTORY_LIMIT);
}

/** How many of a customer's newest orders the history answers. */
export const ORDER_HISTORY_LIMIT = 200;

/** One of the customer's own orders; another customer's (or a guest's) is not found. */
export async function findOrderOfCustomer(
  db: Database,
  orderId: number,
  customerId: number,
  channelId: string,
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId), eq(orders.channelId, channelId)));
  return row ?? null;
}

export function orderLinesOf(db: Database, orderId: number): Promise<OrderLineRow[]> {
  return db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
}

export async function paymentOf(db: Database, orderId: number): Promise<OrderPaymentRow | null> {
  const [row] = await db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
  return row ?? null;
}

/** Which of the customer's purchases this order is: 1 for the first (counted by the invoice's customer key). */
export async function nthPurchase(db: Database, order: OrderRow): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.customerKey, order.customerKey), lte(orders.id, order.id)));
  return Math.max(1, row?.n ?? 1);
}

/** What paid part of the order before the invoice, each with its amount: the gift card, then the balance. */
export function paidFromBalance(
  order: Pick<OrderRow, 'fromBalanceIncVat' | 'fromAccountBalanceIncVat'>,
): ['giftCard' | 'accountBalance', number][] {
  const parts: ['giftCard' | 'accountBalance', number][] = [
    ['giftCard', order.fromBalanceIncVat - order.fromAccountBalanceIncVat],
    ['accountBalance', order.fromAccountBalanceIncVat],
  ];
  return parts.filter(([, amount]) => amount > 0);
}
