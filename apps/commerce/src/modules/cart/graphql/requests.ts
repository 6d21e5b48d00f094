import type { RequestContext, ScopeArgs } from '#src/graphql/context.ts';
import type { Scope } from '#src/modules/channels/index.ts';
import type { PricingOptions } from '../priced-cart.ts';
import { cartRefusal } from '../refusals.ts';
import { type CartRow, requireCart } from '../store.ts';

/**
 * The cart's scope: the request's market and language. A blank market means the cart's own, so a
 * cart is only carried to another market (and repriced there) when one is named.
 */
export function cartScope(ctx: RequestContext, cart: CartRow, args: ScopeArgs): Promise<Scope> {
  return ctx.scope({ ...args, marketId: args.marketId?.trim() ? args.marketId : String(cart.marketId) });
}

/** An open cart and the scope a change of it is made in; a completed cart refuses every change. */
export async function openCart(ctx: RequestContext, id: string, args: ScopeArgs) {
  const cart = await requireCart(ctx.db, id, ctx.channelId);
  if (cart.completedAt) throw cartRefusal('CART_COMPLETED', 'id', 'the cart is completed and cannot change');
  return { cart, scope: await cartScope(ctx, cart, args) };
}

/**
 * The scope a change of a line is made in. With a market named (as the storefront always does) the
 * cart is not read first: the change's transaction finds it, or refuses it, under its lock.
 */
export async function lineChangeScope(ctx: RequestContext, id: string, args: ScopeArgs): Promise<Scope> {
  if (args.marketId?.trim()) return ctx.scope(args);
  return (await openCart(ctx, id, args)).scope;
}

export const changeTarget = (ctx: RequestContext, cartId: string, scope: Scope) => ({
  id: cartId,
  channelId: ctx.channelId,
  marketId: scope.market.id,
});

export const pricingOptions = (args: { allowExternalShippingFee?: boolean | null }): PricingOptions => ({
  allowExternalShippingFee: args.allowExternalShippingFee ?? false,
});
