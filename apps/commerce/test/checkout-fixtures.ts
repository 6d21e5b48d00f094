import { and, asc, eq, gte } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { prices, skus } from '#src/db/schema.ts';
import { PERSON_BUYER } from './checkout-client.ts';

type Data = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;

/**
 * The cheapest SKU with 20 in stock and a price in Sweden: a light part, so that every way to ship
 * it is offered and no credit limit is near.
 */
export async function cheapestSkuInStock(db: Database): Promise<number> {
  const [sku] = await db
    .select({ id: skus.id })
    .from(skus)
    .innerJoin(prices, and(eq(prices.productId, skus.productId), eq(prices.marketId, 1)))
    .where(gte(skus.inStock, 20))
    .orderBy(asc(prices.sellingIncVat), asc(skus.id))
    .limit(1);
  if (!sku) throw new Error('No SKU in stock');
  return sku.id;
}

/**
 * Carts for the checkout documents, made through the API as a shopper makes them: one to update,
 * one whose zip gives shipping options (and the fee of the first), one to place, and one placed
 * whose order the confirmation reads. Each holds one unit of the cheapest SKU in stock in Sweden.
 */
export async function checkoutFixtures(data: Data, db: Database): Promise<Record<string, unknown>> {
  const skuId = await cheapestSkuInStock(db);
  const cartWithLine = async () => {
    const { getCart } = await data<{ getCart: { id: string } }>(`query { getCart(id: "") { id } }`);
    await data(
      `mutation ($id: String!, $skuId: Int!) { addToCart(id: $id, item: { skuId: $skuId, quantity: 1 }) { id } }`,
      {
        id: getCart.id,
        skuId,
      },
    );
    return getCart.id;
  };
  const [checkoutCartId, shippingFeeCartId, placeOrderCartId, orderCartId] = await Promise.all(
    Array.from({ length: 4 }, cartWithLine),
  );
  const { createOrUpdateCheckout } = await data<{
    createOrUpdateCheckout: { shippingOptions: { feeIncVat: number }[] };
  }>(
    `mutation ($cartId: String!) {
      createOrUpdateCheckout(cartId: $cartId, checkout: { billingAddress: { zip: "111 22" } }) { shippingOptions { feeIncVat } }
    }`,
    { cartId: shippingFeeCartId },
  );
  const { placeOrder } = await data<{ placeOrder: { publicId: string } }>(
    `mutation ($cartId: String!, $checkout: CheckoutInputType!) { placeOrder(cartId: $cartId, checkout: $checkout) { publicId } }`,
    { cartId: orderCartId, checkout: PERSON_BUYER },
  );
  return {
    checkoutCartId,
    shippingFeeCartId,
    shippingFee: createOrUpdateCheckout.shippingOptions[0]?.feeIncVat,
    placeOrderCartId,
    orderCartId,
    orderPublicId: placeOrder.publicId,
  };
}
