import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '#src/db/client.ts';
import { customers, orderEvents, orders } from '#src/db/schema.ts';

// A guest's orders join the account of their email once that email is confirmed (ADR 69). Order
// emails are stored lower-cased (the order's draft), as account emails are: equality is the
// case-insensitive match, and it uses the orders' email index.

async function joined(tx: Transaction, customerId: number, orderIds: number[]) {
  if (orderIds.length === 0) return;
  await tx
    .insert(orderEvents)
    .values(orderIds.map((orderId) => ({ orderId, kind: 'account-joined' as const, data: { customerId } })));
}

/**
 * Joins every guest order (no account) placed with the account's email to it, in the caller's
 * transaction, which has just confirmed the email; answers how many joined.
 */
export async function joinGuestOrders(
  tx: Transaction,
  account: { id: number; email: string },
  now: Date,
): Promise<number> {
  const rows = await tx
    .update(orders)
    .set({ customerId: account.id, updatedAt: now })
    .where(and(isNull(orders.customerId), eq(orders.email, account.email)))
    .returning({ id: orders.id });
  await joined(
    tx,
    account.id,
    rows.map((row) => row.id),
  );
  return rows.length;
}

/**
 * A guest's order, just written in `tx`, joins the account of its email when that email is
 * confirmed; answers the account's id, or null. The account's row is read FOR SHARE whether
 * confirmed or not: a confirmation under way finishes first (and the order joins here), or waits
 * for this order's commit (and then finds it among the guest orders it joins).
 */
export async function joinConfirmedAccount(
  tx: Transaction,
  order: { id: number; email: string; customerId: number | null },
): Promise<number | null> {
  if (order.customerId !== null || order.email === '') return order.customerId;
  const [account] = await tx
    .select({ id: customers.id, confirmedAt: customers.emailConfirmedAt })
    .from(customers)
    .where(eq(customers.email, order.email))
    .for('share');
  if (!account?.confirmedAt) return null;
  await tx.update(orders).set({ customerId: account.id }).where(eq(orders.id, order.id));
  await joined(tx, account.id, [order.id]);
  return account.id;
}
