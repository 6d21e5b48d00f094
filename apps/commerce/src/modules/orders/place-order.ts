import type { RequestContext, ScopeArgs } from '#src/graphql/context.ts';
import { requireCart } from '#src/modules/cart/index.ts';
import { cartRefusal } from '#src/modules/cart/refusals.ts';
import {
  type CheckoutInput,
  checkoutIssues,
  checkoutRefusal,
  checkoutState,
  findCheckout,
  PlacementRefusal,
  withChoices,
} from '#src/modules/checkout/index.ts';
import { orderDraft } from './order-draft.ts';
import { findOrderByCart, type OrderRow } from './store.ts';
import { AlreadyPlaced, CartChanged, writeOrder } from './write-order.ts';

export type Placement =
  | { kind: 'placed'; order: OrderRow; placedNow: boolean }
  | { kind: 'refused'; refusal: PlacementRefusal; providerKey: string };

/** How often a placement starts over when the cart changed under it before it gives up. */
const ATTEMPTS = 4;

/**
 * Places the cart's order, or answers the order already placed from it (a retried or concurrent
 * placement). The checkout is judged in full first: a field missing or wrong is refused as
 * BAD_USER_INPUT and nothing changes. Then the order is written in one transaction; a refusal on
 * the way (out of stock, blocked customer, credit limit, gift card emptied) rolls it back and is
 * answered as a Placement the storefront sends to the provider-failure page.
 */
export async function placeOrder(
  ctx: RequestContext,
  cartId: string,
  scopeArgs: ScopeArgs,
  input: CheckoutInput,
): Promise<Placement> {
  for (let attempt = 1; ; attempt++) {
    // The cart first: its completion commits with its order, so a completed cart's order is found
    // (the other way round, an order committed between the two reads looked like none).
    const cart = await requireCart(ctx.db, cartId, ctx.channelId);
    if (cart.completedAt) {
      const existing = await findOrderByCart(ctx.db, cartId);
      if (existing && existing.channelId === ctx.channelId)
        return { kind: 'placed', order: existing, placedNow: false };
      throw cartRefusal('CART_COMPLETED', 'cartId', 'the cart was completed without an order');
    }
    const scope = await ctx.scope({
      ...scopeArgs,
      marketId: scopeArgs.marketId?.trim() ? scopeArgs.marketId : String(cart.marketId),
    });
    const checkout = withChoices(await findCheckout(ctx, cart.id), input);
    const state = await checkoutState(ctx, cart, scope, checkout);
    const issues = checkoutIssues(state, input);
    if (issues.length > 0) throw checkoutRefusal(issues, { customerType: checkout.customerType });
    const providerKey = state.payment?.key ?? 'invoice';
    if (state.priced.items.length === 0) {
      return {
        kind: 'refused',
        refusal: new PlacementRefusal('CART_EMPTY', 'the cart is empty'),
        providerKey,
      };
    }
    if (state.status === 'CUSTOMER_BLACKLISTED') {
      const refusal = new PlacementRefusal('CUSTOMER_BLACKLISTED', 'the customer may not pay this way');
      return { kind: 'refused', refusal, providerKey };
    }
    try {
      const order = await writeOrder(ctx.db, state, await orderDraft(ctx, state));
      return { kind: 'placed', order, placedNow: true };
    } catch (error) {
      if (error instanceof PlacementRefusal) return { kind: 'refused', refusal: error, providerKey };
      const again = error instanceof AlreadyPlaced || error instanceof CartChanged;
      if (!again || attempt >= ATTEMPTS) throw error;
    }
  }
}
