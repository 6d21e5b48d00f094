import { createHash } from 'node:crypto';
import type { RequestContext, ScopeArgs } from '#src/graphql/context.ts';
import { openCheckoutCart } from '#src/modules/checkout/graphql/index.ts';
import {
  type CheckoutInput,
  checkoutAsWriter,
  checkoutIssues,
  checkoutRefusal,
  checkoutState,
  findCheckout,
  PlacementRefusal,
  withChoices,
  withoutPersonal,
} from '#src/modules/checkout/index.ts';
import { RATE_LIMITS } from '#src/modules/rate-limits/index.ts';
import { amountIssues } from './amounts.ts';
import { orderDraft } from './order-draft.ts';
import type { OrderRow } from './store.ts';
import { AlreadyPlaced, CartChanged, writeOrder } from './write-order.ts';

export type Placement =
  | { kind: 'placed'; order: OrderRow }
  | { kind: 'refused'; refusal: PlacementRefusal; providerKey: string };

/** How often a placement starts over when the cart changed under it before it gives up. */
const ATTEMPTS = 4;

/** The payment's refusals that tell something of the customer: blocked, or the credit left. */
const VERDICTS = new Set(['CUSTOMER_BLACKLISTED', 'CREDIT_LIMIT_EXCEEDED']);

/** The rate counters' subject for an invoice customer: a digest, so no identity number is kept there. */
const verdictSubject = (customerKey: string) =>
  createHash('sha256').update(customerKey).digest('base64url').slice(0, 22);

/**
 * Places the cart's order. A cart already placed (a retried or concurrent placement) is refused as
 * CART_COMPLETED, to anyone: only the first answer carries the order's ids (ADR 28); the buyer finds
 * it again through orderOfCart. The checkout is judged in full first: a field missing or wrong is
 * refused as BAD_USER_INPUT and nothing changes; the kept personal fields count only for the session
 * that wrote them. Then the order is written in one transaction; a refusal on the way (out of stock,
 * blocked customer, credit limit, gift card emptied) rolls it back and is answered as a Placement the
 * storefront sends to the provider-failure page. The payment's refusals of the customer are counted
 * per identity number, and past the limit it is not judged until the window has passed (ADR 29).
 */
export async function placeOrder(
  ctx: RequestContext,
  cartId: string,
  scopeArgs: ScopeArgs,
  input: CheckoutInput,
): Promise<Placement> {
  for (let attempt = 1; ; attempt++) {
    const { cart, scope } = await openCheckoutCart(ctx, cartId, scopeArgs);
    const { base, visible } = await checkoutAsWriter(ctx, await findCheckout(ctx, cart.id), input);
    const checkout = withChoices(visible ? base : withoutPersonal(base), input);
    const state = await checkoutState(ctx, cart, scope, checkout);
    const issues = [...checkoutIssues(state, input), ...amountIssues(state)];
    if (issues.length > 0) throw checkoutRefusal(issues, { customerType: checkout.customerType });
    const providerKey = state.payment?.key ?? 'invoice';
    if (state.priced.items.length === 0) {
      return {
        kind: 'refused',
        refusal: new PlacementRefusal('CART_EMPTY', 'the cart is empty'),
        providerKey,
      };
    }
    const subject = state.customerKey ? verdictSubject(state.customerKey) : null;
    // An identity number refused too often is not judged again for a while, whatever the amount:
    // its order would tell as much as its refusal.
    if (subject) await ctx.limitRate(RATE_LIMITS.refusedVerdictsPerIdentityNumber, subject, { peek: true });
    try {
      const order = await writeOrder(ctx.db, state, await orderDraft(ctx, state));
      return { kind: 'placed', order };
    } catch (error) {
      if (error instanceof PlacementRefusal) {
        if (subject && VERDICTS.has(error.code))
          await ctx.limitRate(RATE_LIMITS.refusedVerdictsPerIdentityNumber, subject);
        return { kind: 'refused', refusal: error, providerKey };
      }
      const again = error instanceof AlreadyPlaced || error instanceof CartChanged;
      if (!again || attempt >= ATTEMPTS) throw error;
    }
  }
}
