import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { customerBalances, giftCards, orderLines, orders, skus, staffMembers } from '#src/db/schema.ts';
import type { AuditActor } from '#src/modules/audit/index.ts';
import { claimsOf, registerCustomer } from './auth-client.ts';
import {
  CHECKOUT_DOCUMENTS,
  checkoutClient,
  PERSON_BUYER,
  type PlaceOrderAnswer,
} from './checkout-client.ts';
import type { useTestApi } from './suite.ts';

/**
 * Orders for the order desk's tests, placed through the real checkout: SKUs with a known stock
 * (our own, the supplier's, always available), a gift card and a signed-in customer's balance.
 */
export function orderDeskFixtures(suite: ReturnType<typeof useTestApi>) {
  const checkout = checkoutClient(suite);
  const { cart } = checkout;
  const db = () => suite.db();

  /** A member of staff in the database, as the actor of changes. */
  async function staffActor(role: 'owner' | 'orders' = 'orders'): Promise<AuditActor> {
    const email = `desk-${randomBytes(4).toString('hex')}@dealer.example`;
    const [member] = await db().insert(staffMembers).values({ email, name: 'Desk', role }).returning();
    return { staffId: member?.id as number, email, address: '127.0.0.1' };
  }

  /** A 2 kg SKU priced `priceIncVat` öre in Sweden with exactly this stock. */
  async function sku(
    priceIncVat: number,
    stock: { inStock: number; oversellable?: number; static?: number },
  ) {
    const row = await cart.skuWithStock(stock.inStock);
    await cart.setPrice(row.productId, priceIncVat);
    await checkout.setWeight(row.productId, null);
    await db()
      .update(skus)
      .set({ oversellable: stock.oversellable ?? 0, static: stock.static ?? 0 })
      .where(eq(skus.id, row.id));
    return row;
  }

  const skuStock = async (id: number) => {
    const [row] = await db()
      .select({ inStock: skus.inStock, oversellable: skus.oversellable, static: skus.static })
      .from(skus)
      .where(eq(skus.id, id));
    return row;
  };

  /**
   * An order of the lines (SKU and quantity) in Sweden, by a signed-in customer holding `balance`
   * öre, with a gift card of `giftCard` öre when above 0.
   */
  async function order(
    lines: { skuId: number; quantity: number }[],
    pay: { giftCard?: number; balance?: number; language?: string } = {},
  ) {
    const { id: cartId } = await cart.newCart('se');
    for (const line of lines) await cart.add(cartId, line.skuId, line.quantity, { marketId: 'se' });
    let giftCardCode: string | null = null;
    if (pay.giftCard) {
      giftCardCode = `DESK-${randomBytes(4).toString('hex').toUpperCase()}`;
      await db().insert(giftCards).values({ code: giftCardCode, currencyCode: 'SEK', balance: pay.giftCard });
      await cart.ok(
        `mutation ($id: String!, $code: String!) { setCartGiftCard(id: $id, giftCardCode: $code) { id } }`,
        {
          id: cartId,
          code: giftCardCode,
        },
      );
    }
    const customer = await registerCustomer(suite.api().url);
    const customerId = Number(claimsOf(customer.token).sub);
    if (pay.balance) {
      await db().insert(customerBalances).values({ customerId, currencyCode: 'SEK', amount: pay.balance });
    }
    const { body } = await suite
      .api()
      .graphql<{ placeOrder: PlaceOrderAnswer }>(
        CHECKOUT_DOCUMENTS.place,
        { cartId, checkout: { ...PERSON_BUYER, email: customer.username }, languageId: pay.language },
        customer.headers,
      );
    expect(body.errors).toBeUndefined();
    expect(body.data?.placeOrder.status).toBe('OK');
    const [row] = await db().select().from(orders).where(eq(orders.cartId, cartId));
    if (!row) throw new Error('The order was not placed');
    return { order: row, customerId, giftCardCode, email: customer.username, headers: customer.headers };
  }

  const giftCardBalance = async (code: string | null) =>
    code ? (await db().select().from(giftCards).where(eq(giftCards.code, code)))[0]?.balance : undefined;

  const accountBalance = async (customerId: number) =>
    (
      await db()
        .select({ amount: customerBalances.amount })
        .from(customerBalances)
        .where(and(eq(customerBalances.customerId, customerId), eq(customerBalances.currencyCode, 'SEK')))
    )[0]?.amount ?? 0;

  const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
  const linesOf = (id: number) =>
    db().select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(orderLines.position);

  return {
    checkout,
    cart,
    staffActor,
    sku,
    skuStock,
    order,
    giftCardBalance,
    accountBalance,
    orderRow,
    linesOf,
  };
}
