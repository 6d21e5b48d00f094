import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { carts } from '#src/db/schema.ts';
import { builder, scopeArgs } from '#src/graphql/builder.ts';
import type { RequestContext, ScopeArgs } from '#src/graphql/context.ts';
import { text } from '#src/graphql/input.ts';
import { type CartRow, cartRefusal, priceCart, requireCart } from '#src/modules/cart/index.ts';
import { renewHolds } from '#src/modules/rentals/index.ts';
import { type CheckoutState, checkoutState } from '../checkout-state.ts';
import { judgeOrderConditions } from '../order-conditions.ts';
import { checkoutRefusal } from '../refusals.ts';
import { checkoutAsWriter, mayReadPersonal } from '../session.ts';
import { findCheckout, saveCheckout, withChoices } from '../store.ts';
import { CheckoutInputType, checkoutInputOf } from './inputs.ts';
import { CheckoutType } from './types.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
export const CART_ID_ARG = text(64).regex(UUID, 'not a cart id');

/**
 * The cart a checkout is for, open, and the scope it is worked out in: the request's market and
 * language, the cart's own market when none is named. A shopper in the checkout keeps the units
 * their rental lines hold (ADR 61).
 */
export async function openCheckoutCart(ctx: RequestContext, cartId: string, args: ScopeArgs) {
  const cart = await requireCart(ctx.db, cartId, ctx.channelId);
  if (cart.completedAt) {
    throw cartRefusal('CART_COMPLETED', 'cartId', 'the cart is completed: its order is placed');
  }
  await renewHolds(ctx.db, cart.id, new Date());
  const scope = await ctx.scope({
    ...args,
    marketId: args.marketId?.trim() ? args.marketId : String(cart.marketId),
  });
  return { cart, scope };
}

/**
 * Keeps the cart in step with its checkout: in the checkout's market, and with the chosen shipping's
 * fee as its external fee (what getCart shows on checkout routes).
 */
async function saveState(ctx: RequestContext, cart: CartRow, state: CheckoutState) {
  await ctx.db.transaction(async (tx) => {
    await saveCheckout(tx, {
      ...state.checkout,
      shippingId: state.shipping?.id ?? state.checkout.shippingId,
    });
    await tx
      .update(carts)
      .set({
        marketId: state.scope.market.id,
        externalShippingFeeIncVat: state.shipping?.feeIncVat ?? null,
        updatedAt: sql`now()`,
      })
      .where(eq(carts.id, cart.id));
  });
}

builder.mutationFields((t) => ({
  createOrUpdateCheckout: t.field({
    type: CheckoutType,
    nullable: true,
    description:
      "Keeps the shopper's checkout choices for the cart and answers the checkout: the cart priced with the chosen shipping, the ways to ship to the zip (home delivery, pickup point, freight by weight, store pickup) and to pay, and the consents. Choices are checked for form only (BAD_USER_INPUT); an unknown cart is CART_NOT_FOUND, a completed one CART_COMPLETED.",
    args: {
      ...scopeArgs,
      cartId: t.arg.string({ required: true, validate: CART_ID_ARG }),
      checkout: t.arg({ type: CheckoutInputType, required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const { cart, scope } = await openCheckoutCart(ctx, args.cartId, args);
      const input = checkoutInputOf(args.checkout);
      const { base, visible } = await checkoutAsWriter(ctx, await findCheckout(ctx, cart.id), input);
      const state = await checkoutState(ctx, cart, scope, withChoices(base, input), visible);
      await saveState(ctx, cart, state);
      return state;
    },
  }),
  setCartShippingFee: t.field({
    type: CheckoutType,
    nullable: true,
    description:
      "Sets the cart's shipping to the option the delivery widget chose, named by its fee inc VAT (Decimal): the selected option when its fee is that, else the first with that fee. A fee no option has is refused (BAD_USER_INPUT, INVALID_SHIPPING_FEE, with extensions.fees); so is any fee before a zip gives options (SHIPPING_UNAVAILABLE). The API never charges a fee it did not work out.",
    args: {
      ...scopeArgs,
      cartId: t.arg.string({ required: true, validate: CART_ID_ARG }),
      shippingFee: t.arg({
        type: 'Decimal',
        required: true,
        validate: z.number().int().min(0, 'must be 0 or more'),
      }),
    },
    resolve: async (_root, args, ctx) => {
      const { cart, scope } = await openCheckoutCart(ctx, args.cartId, args);
      const checkout = await findCheckout(ctx, cart.id);
      const visible = await mayReadPersonal(ctx, checkout);
      const state = await checkoutState(ctx, cart, scope, checkout, visible);
      if (state.shippingOptions.length === 0) {
        throw checkoutRefusal([
          {
            field: 'shippingFee',
            problem: 'SHIPPING_UNAVAILABLE',
            message: 'no shipping options before a zip',
          },
        ]);
      }
      const chosen =
        state.shipping?.feeIncVat === args.shippingFee
          ? state.shipping
          : state.shippingOptions.find((o) => o.feeIncVat === args.shippingFee);
      if (!chosen) {
        throw checkoutRefusal(
          [
            {
              field: 'shippingFee',
              problem: 'INVALID_SHIPPING_FEE',
              message: 'no shipping option has this fee',
            },
          ],
          { fees: state.shippingOptions.map((o) => o.feeIncVat / 100) },
        );
      }
      const next =
        chosen === state.shipping
          ? state
          : await checkoutState(ctx, cart, scope, { ...checkout, shippingId: chosen.id }, visible);
      await saveState(ctx, cart, next);
      return next;
    },
  }),
}));

const ValidateOrderConditionsType = builder
  .objectRef<{ isValid: boolean; message: string | null }>('ValidateOrderConditionsResponseType')
  .implement({
    description:
      'Whether the cart may be ordered now; message says why not: CART_EMPTY or OUT_OF_STOCK (a line above what stock holds). Whether the invoice refuses the customer (blocked, credit) only placeOrder tells.',
    fields: (t) => ({
      isValid: t.exposeBoolean('isValid'),
      message: t.exposeString('message', { nullable: true }),
    }),
  });

builder.queryFields((t) => ({
  validateOrderConditions: t.field({
    type: ValidateOrderConditionsType,
    description:
      "Checks, without placing it, what could still stop the cart's order: an empty cart, its lines against stock. The customer's standing with the invoice (blocked, credit left) is judged only by placeOrder (ADR 29). An unknown cart is CART_NOT_FOUND, a completed one CART_COMPLETED.",
    args: {
      ...scopeArgs,
      cartId: t.arg.string({ required: true, validate: CART_ID_ARG }),
      email: t.arg.string({
        required: false,
        description: "The platform's; no longer used: no verdict on the customer is given here",
        validate: text(254).nullish(),
      }),
    },
    resolve: async (_root, args, ctx) => {
      const { cart, scope } = await openCheckoutCart(ctx, args.cartId, args);
      const priced = await priceCart(ctx, cart, scope, { allowExternalShippingFee: false });
      const refusal = await judgeOrderConditions(ctx, priced);
      return { isValid: refusal === null, message: refusal };
    },
  }),
}));
