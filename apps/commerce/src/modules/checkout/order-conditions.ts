import { inArray } from 'drizzle-orm';
import { skus } from '#src/db/schema.ts';
import type { RequestContext } from '#src/graphql/context.ts';
import type { PricedCart } from '#src/modules/cart/index.ts';
import type { PlacementRefusalCode } from './refusals.ts';

/**
 * What would stop the checkout's order if it were placed now, or null: an empty cart or a line above
 * what all stock together holds: nothing of the checkout. The payment's verdict on the customer
 * (blocked, credit left) is not told here, to anyone: only placeOrder gives it, counted per identity
 * number (ADR 29). Placing the order judges all of it again inside its transaction; this only tells
 * the shopper early.
 */
export async function judgeOrderConditions(
  ctx: RequestContext,
  priced: PricedCart,
): Promise<PlacementRefusalCode | null> {
  const { items } = priced;
  if (items.length === 0) return 'CART_EMPTY';
  const stock = await ctx.db
    .select({ id: skus.id, total: skus.inStock, oversellable: skus.oversellable, static: skus.static })
    .from(skus)
    .where(
      inArray(
        skus.id,
        items.map((item) => item.skuId),
      ),
    );
  const available = new Map(stock.map((s) => [s.id, s.total + s.oversellable + s.static]));
  if (items.some((item) => (available.get(item.skuId) ?? 0) < item.quantity)) return 'OUT_OF_STOCK';
  return null;
}
