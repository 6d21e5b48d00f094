import type { RequestContext } from '#src/graphql/context.ts';
import type { OrderRow } from './store.ts';

/** Whether the request is the order's buyer: the checkout session that placed it, or its signed-in customer. */
export async function isBuyer(
  ctx: Pick<RequestContext, 'checkoutSession' | 'viewer'>,
  order: Pick<OrderRow, 'buyerDigest' | 'customerId'>,
): Promise<boolean> {
  if (order.buyerDigest !== null && order.buyerDigest === ctx.checkoutSession) return true;
  if (order.customerId === null) return false;
  const { viewer } = await ctx.viewer();
  return viewer?.customerId === order.customerId;
}
