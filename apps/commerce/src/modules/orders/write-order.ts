import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '#src/db/client.ts';
import {
  cartLines,
  carts,
  customerBalances,
  giftCards,
  orderEvents,
  orderLines,
  orderMails,
  orderPayments,
  orders,
  skus,
} from '#src/db/schema.ts';
import { type CheckoutState, PlacementRefusal, saveCheckout } from '#src/modules/checkout/index.ts';
import { joinConfirmedAccount } from '#src/modules/customers/index.ts';
import { confirmCartRentals } from '#src/modules/rentals/index.ts';
import type { OrderDraft } from './order-draft.ts';
import { claimPromoCode } from './promo-code-claim.ts';
import type { OrderRow } from './store.ts';

/** Another placement of the cart got there first: the cart is completed. */
export class AlreadyPlaced extends Error {}

/** The cart changed after it was priced: price it again before placing. */
export class CartChanged extends Error {}

/** What one SKU gives of a line: our own stock first, then the supplier's; always-available stock is never used up. */
interface StockTake {
  skuId: number;
  fromStock: number;
  fromSupplier: number;
}

/**
 * Locks the order's SKUs (in id order, so that two orders never wait on each other in a circle) and
 * works out what each line takes. With the rows locked, no other order can take the same units
 * before this one commits or rolls back; a line above what is left refuses the order.
 */
async function takeStock(tx: Transaction, wanted: ReadonlyMap<number, number>): Promise<StockTake[]> {
  const rows = await tx
    .select({ id: skus.id, inStock: skus.inStock, oversellable: skus.oversellable, static: skus.static })
    .from(skus)
    .where(inArray(skus.id, [...wanted.keys()]))
    .orderBy(asc(skus.id))
    .for('update');
  return rows.map((row) => {
    const quantity = wanted.get(row.id) ?? 0;
    if (row.inStock + row.oversellable + row.static < quantity) {
      throw new PlacementRefusal('OUT_OF_STOCK', `SKU ${row.id}: ${quantity} wanted, fewer left`);
    }
    const fromStock = Math.min(quantity, Math.max(row.inStock, 0));
    return { skuId: row.id, fromStock, fromSupplier: Math.min(quantity - fromStock, row.oversellable) };
  });
}

/** Whether the cart still holds the lines it was priced with (lines the market does not sell aside). */
async function linesUnchanged(tx: Transaction, state: CheckoutState): Promise<boolean> {
  const rows = await tx
    .select({ skuId: cartLines.skuId, quantity: cartLines.quantity })
    .from(cartLines)
    .where(eq(cartLines.cartId, state.priced.cart.id));
  const quantities = new Map(rows.map((r) => [r.skuId, r.quantity]));
  return state.priced.items.every((item) => quantities.get(item.skuId) === item.quantity);
}

/**
 * Writes an order in one transaction (ADR 28): the cart locked and checked unchanged, the SKUs
 * locked and their stock taken, the order and its lines (a guest's joined to the confirmed account
 * of its email, ADR 69), the rental lines' holds made bookings (ADR 61), the gift card's and the
 * customer's balance drawn, the payment authorized, the confirmation mail queued, the cart
 * completed. Any refusal or failure on the way rolls all of it back: stock, gift card and cart stay
 * as they were. The order's unique cart key makes a second placement of the same cart find the
 * first's order instead. A promo code with a limit of uses is claimed here too (ADR 77).
 */
export function writeOrder(
  db: { transaction: <T>(run: (tx: Transaction) => Promise<T>) => Promise<T> },
  state: CheckoutState,
  draft: OrderDraft,
): Promise<OrderRow> {
  const payment = state.payment;
  if (!payment || !state.customerKey) throw new Error('An order needs a payment and a customer');
  return db.transaction(async (tx) => {
    const [cart] = await tx.select().from(carts).where(eq(carts.id, draft.order.cartId)).for('update');
    if (!cart || cart.completedAt) throw new AlreadyPlaced();
    if (
      cart.updatedAt.getTime() !== state.priced.cart.updatedAt.getTime() ||
      !(await linesUnchanged(tx, state))
    ) {
      throw new CartChanged();
    }

    const takes = await takeStock(tx, new Map(draft.lines.map((line) => [line.skuId, line.quantity])));
    const takeOf = new Map(takes.map((take) => [take.skuId, take]));
    const [order] = await tx
      .insert(orders)
      .values(draft.order)
      .onConflictDoNothing({ target: orders.cartId })
      .returning();
    if (!order) throw new AlreadyPlaced();
    // A code with a limit of uses counts this order among its uses, refused over the limit (ADR 77).
    if (order.promoCode && order.promoState === 'ACTIVATED') {
      await claimPromoCode(tx, order.promoCode, order.customerKey);
    }

    // One statement for every SKU's stock, from the amounts worked out under the locks above.
    const taken = sql.join(
      takes.map(
        (take) => sql`(${take.skuId}::integer, ${take.fromStock}::integer, ${take.fromSupplier}::integer)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      update ${skus} set in_stock = ${skus.inStock} - taken.from_stock, oversellable = ${skus.oversellable} - taken.from_supplier
      from (values ${taken}) as taken(sku_id, from_stock, from_supplier)
      where ${skus.id} = taken.sku_id`);
    await tx.insert(orderLines).values(
      draft.lines.map((line) => ({
        ...line,
        orderId: order.id,
        backorderedQuantity: takeOf.get(line.skuId)?.fromSupplier ?? 0,
        fromStockQuantity: takeOf.get(line.skuId)?.fromStock ?? 0,
      })),
    );
    await tx.insert(orderEvents).values({ orderId: order.id, kind: 'placed' });
    // A guest who gives a confirmed account's email buys into that account's history (ADR 69).
    order.customerId = await joinConfirmedAccount(tx, order);
    const rentals = state.priced.items.flatMap((item) => (item.rental ? [item.rental] : []));
    if (
      rentals.length > 0 &&
      !(await confirmCartRentals(tx, { orderId: order.id, lines: rentals, now: new Date() }))
    ) {
      throw new PlacementRefusal('RENTAL_UNAVAILABLE', 'the days of a rental line are no longer free');
    }

    if (draft.giftCard) {
      const drawn = await tx
        .update(giftCards)
        .set({ balance: sql`${giftCards.balance} - ${draft.giftCard.amount}` })
        .where(
          and(
            eq(giftCards.code, draft.giftCard.code),
            eq(giftCards.currencyCode, order.currencyCode),
            gte(giftCards.balance, draft.giftCard.amount),
            // Voided since the cart was priced: it pays nothing (ADR 77).
            isNull(giftCards.voidedAt),
          ),
        )
        .returning({ code: giftCards.code });
      if (drawn.length === 0) {
        throw new PlacementRefusal('GIFT_CARD_CHANGED', 'the gift card no longer holds what it pays');
      }
    }
    if (draft.accountBalance) {
      const { customerId, amount } = draft.accountBalance;
      const drawn = await tx
        .update(customerBalances)
        .set({ amount: sql`${customerBalances.amount} - ${amount}` })
        .where(
          and(
            eq(customerBalances.customerId, customerId),
            eq(customerBalances.currencyCode, order.currencyCode),
            gte(customerBalances.amount, amount),
          ),
        )
        .returning({ customerId: customerBalances.customerId });
      if (drawn.length === 0) {
        throw new PlacementRefusal('BALANCE_CHANGED', "the customer's balance no longer holds what it pays");
      }
    }

    const record = await payment.authorize(tx, {
      orderId: order.id,
      customerKey: state.customerKey as string,
      customerType: order.customerType,
      market: state.scope.market,
      currency: order.currencyCode,
      amountIncVat: order.totalIncVat,
      placedAt: order.createdAt,
    });
    await tx.insert(orderPayments).values({ orderId: order.id, provider: payment.key, ...record });
    await tx.insert(orderMails).values({ orderId: order.id, kind: 'confirmation' });
    await tx
      .update(carts)
      .set({ completedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(carts.id, cart.id), isNull(carts.completedAt)));
    await saveCheckout(tx, state.checkout);
    return order;
  });
}
