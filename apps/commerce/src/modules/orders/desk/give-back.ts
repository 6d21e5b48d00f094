import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '#src/db/client.ts';
import { customerBalances, giftCards, orderLines, orders, skus } from '#src/db/schema.ts';
import { restockDelta } from '../credit-math.ts';
import type { OrderLineRow, OrderRow } from '../store.ts';

/**
 * Puts units of an order's lines back in stock: each line up to `units` of it (never down), the
 * SKUs' rows locked in id order as placement locks them. Our own stock's units go back to
 * `in_stock`, the supplier's to `oversellable`; always-available units give nothing back.
 */
export async function restock(
  tx: Transaction,
  lines: readonly OrderLineRow[],
  units: ReadonlyMap<number, number>,
): Promise<void> {
  const steps = lines
    .map((line) => ({ line, to: Math.max(line.restockedQuantity, units.get(line.position) ?? 0) }))
    .filter(({ line, to }) => to > line.restockedQuantity);
  if (steps.length === 0) return;
  const back = new Map<number, { stock: number; supplier: number }>();
  for (const { line, to } of steps) {
    const delta = restockDelta(line, line.restockedQuantity, to);
    const sum = back.get(line.skuId) ?? { stock: 0, supplier: 0 };
    back.set(line.skuId, { stock: sum.stock + delta.stock, supplier: sum.supplier + delta.supplier });
  }
  await tx
    .select({ id: skus.id })
    .from(skus)
    .where(inArray(skus.id, [...back.keys()]))
    .orderBy(asc(skus.id))
    .for('update');
  for (const [skuId, delta] of back) {
    if (delta.stock === 0 && delta.supplier === 0) continue;
    await tx
      .update(skus)
      .set({
        inStock: sql`${skus.inStock} + ${delta.stock}`,
        oversellable: sql`${skus.oversellable} + ${delta.supplier}`,
      })
      .where(eq(skus.id, skuId));
  }
  for (const { line, to } of steps) {
    await tx
      .update(orderLines)
      .set({ restockedQuantity: to })
      .where(and(eq(orderLines.orderId, line.orderId), eq(orderLines.position, line.position)));
  }
}

/** What of the gift card's and the balance's draw has not gone back yet. */
export const drawsLeft = (order: OrderRow) => ({
  accountBalance: order.fromAccountBalanceIncVat - order.accountBalanceReturnedIncVat,
  giftCard: order.fromBalanceIncVat - order.fromAccountBalanceIncVat - order.giftCardReturnedIncVat,
});

/**
 * Puts money back on the customer's balance and the gift card the order drew from. What cannot go
 * back (the account or the card is gone) is answered, for the invoice to pay back instead.
 */
export async function returnDraws(
  tx: Transaction,
  order: OrderRow,
  amounts: { accountBalance: number; giftCard: number },
): Promise<{ accountBalance: number; giftCard: number }> {
  let accountBalance = 0;
  let giftCard = 0;
  if (amounts.accountBalance > 0 && order.customerId !== null) {
    await tx
      .insert(customerBalances)
      .values({
        customerId: order.customerId,
        currencyCode: order.currencyCode,
        amount: amounts.accountBalance,
      })
      .onConflictDoUpdate({
        target: [customerBalances.customerId, customerBalances.currencyCode],
        set: { amount: sql`${customerBalances.amount} + ${amounts.accountBalance}` },
      });
    accountBalance = amounts.accountBalance;
  }
  if (amounts.giftCard > 0 && order.giftCardCode) {
    const back = await tx
      .update(giftCards)
      .set({ balance: sql`${giftCards.balance} + ${amounts.giftCard}` })
      .where(and(eq(giftCards.code, order.giftCardCode), eq(giftCards.currencyCode, order.currencyCode)))
      .returning({ code: giftCards.code });
    if (back.length > 0) giftCard = amounts.giftCard;
  }
  if (accountBalance > 0 || giftCard > 0) {
    await tx
      .update(orders)
      .set({
        accountBalanceReturnedIncVat: sql`${orders.accountBalanceReturnedIncVat} + ${accountBalance}`,
        giftCardReturnedIncVat: sql`${orders.giftCardReturnedIncVat} + ${giftCard}`,
      })
      .where(eq(orders.id, order.id));
  }
  return { accountBalance, giftCard };
}
