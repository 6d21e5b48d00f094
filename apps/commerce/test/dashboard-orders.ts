import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { markets, type OrderStage, orders } from '#src/db/schema.ts';
import { checkoutClient, PERSON_BUYER } from './checkout-client.ts';
import type { useTestApi } from './suite.ts';

/** A Finnish private buyer: the order is in euro. */
const FINNISH_BUYER = {
  customerType: 'PERSON',
  email: 'matti@example.fi',
  identityNumber: '131052-308T',
  billingAddress: {
    firstName: 'Matti',
    lastName: 'Meikäläinen',
    addressLine1: 'Mannerheimintie 1',
    zip: '00100',
    city: 'Helsinki',
    mobile: '+358 40 123 4567',
  },
  acceptedConsents: ['ORDER'],
};

/**
 * Orders placed through the storefront's API as a shopper places them, then dated when the test
 * says they were placed: a part of 100 kr (10 € in Finland) weighing as a parcel.
 */
export function datedOrders(suite: ReturnType<typeof useTestApi>) {
  const checkout = checkoutClient(suite);
  let sku: { id: number; productId: number } | undefined;
  const marketId = async (alias: string) =>
    (await suite.db().select({ id: markets.id }).from(markets).where(eq(markets.alias, alias)))[0]?.id;

  async function part() {
    if (sku) return sku;
    sku = await checkout.cart.skuWithStock(1000);
    await checkout.cart.setPrice(sku.productId, 10_000, await marketId('se'));
    await checkout.cart.setPrice(sku.productId, 1_000, await marketId('fi'));
    await checkout.setWeight(sku.productId, null);
    return sku;
  }

  /** Places `units` of the part in the market, dated `at`, in `stage`; answers the order's row. */
  async function placeAt(
    at: string,
    options: { market?: 'se' | 'fi'; units?: number; stage?: OrderStage } = {},
  ) {
    const { market = 'se', units = 1, stage } = options;
    const { id: skuId } = await part();
    const cartId = await checkout.cartWith(skuId, units, market);
    const placed =
      market === 'se'
        ? await checkout.place(cartId, PERSON_BUYER)
        : await checkout.place(cartId, FINNISH_BUYER, { marketId: 'fi', languageId: 'fi-FI' });
    expect(placed.status).toBe('OK');
    const [row] = await suite
      .db()
      .update(orders)
      .set({ createdAt: new Date(at), ...(stage ? { stage } : {}) })
      .where(eq(orders.id, Number(placed.orderId)))
      .returning();
    if (!row) throw new Error('The placed order is gone');
    return row;
  }

  return { placeAt, marketId };
}
