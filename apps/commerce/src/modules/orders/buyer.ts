import type { RequestContext } from '#src/graphql/context.ts';
import { isSessionOrCustomer } from '#src/modules/checkout/index.ts';
import type { OrderRow } from './store.ts';

/** Whether the request is the order's buyer: the checkout session that placed it, or its signed-in customer. */
export const isBuyer = (
  ctx: Pick<RequestContext, 'checkoutSession' | 'viewer'>,
  order: Pick<OrderRow, 'buyerDigest' | 'customerId'>,
) => isSessionOrCustomer(ctx, order.buyerDigest, order.customerId);
