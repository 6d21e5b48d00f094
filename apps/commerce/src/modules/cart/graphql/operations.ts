import { z } from 'zod';
import { builder, scopeArgs } from '#src/graphql/builder.ts';
import { badUserInput } from '#src/graphql/input-error.ts';
import { cartId, optionalCartId } from '../ids.ts';
import { addItem, refreshLines, setItemQuantity } from '../line-changes.ts';
import { priceCart } from '../priced-cart.ts';
import { cartRefusal } from '../refusals.ts';
import { changeCart, createCart, markCompleted, moveCart, requireCart } from '../store.ts';
import { CODE_ARG, setGiftCard, setPromoCode } from './codes.ts';
import { cartScope, changeTarget, lineChangeScope, openCart, pricingOptions } from './requests.ts';
import { CartItemInputType, CartType } from './types.ts';

const ID_DESCRIPTION = 'The cart id getCart gave';
const EXTERNAL_FEE_DESCRIPTION =
  'Whether the shipping fee may be one the checkout chose (true on checkout routes); otherwise the standard fee';

/** The SKU an item names, by skuId or by its line id (the same number). */
function skuIdOf(item: { skuId?: number | null; id?: string | number | null }): number {
  const fromId = item.id == null ? null : Number(item.id);
  if (item.skuId != null && fromId !== null && item.skuId !== fromId) {
    throw badUserInput([{ path: ['item', 'id'], message: 'names another line than item.skuId' }]);
  }
  const skuId = item.skuId ?? fromId;
  if (skuId === null) throw cartRefusal('SKU_REQUIRED', 'item.skuId', 'choose the SKU (the size) first');
  return skuId;
}

/** What an item input asks the cart for. */
function itemChangeOf(item: {
  skuId?: number | null;
  id?: string | number | null;
  quantity: number;
  message?: string | null;
  rentalPeriod?: {
    from: string;
    to: string;
    deliveryZip?: string | null;
    damageWaiver?: boolean | null;
  } | null;
}) {
  return {
    skuId: skuIdOf(item),
    quantity: item.quantity,
    message: item.message,
    rentalPeriod: item.rentalPeriod,
  };
}

builder.queryFields((t) => ({
  getCart: t.field({
    type: CartType,
    description:
      "The cart priced in the request's market (a cart named in another market moves there and is repriced) and language. An empty or absent id creates a new cart. A malformed id is refused (BAD_USER_INPUT, INVALID_ID), an unknown one with CART_NOT_FOUND, a completed one with CART_COMPLETED unless includeCompleted.",
    args: {
      ...scopeArgs,
      id: t.arg.string({
        required: false,
        description: 'Empty or absent: a new cart',
        validate: optionalCartId,
      }),
      includeCompleted: t.arg.boolean({ required: false, description: 'Answer a completed cart too' }),
      allowExternalShippingFee: t.arg.boolean({ required: false, description: EXTERNAL_FEE_DESCRIPTION }),
      forceRefresh: t.arg.boolean({
        required: false,
        description:
          'Remove lines out of stock or not sold in the market, and lower lines above what stock allows',
      }),
    },
    resolve: async (_root, args, ctx) => {
      if (!args.id) {
        const scope = await ctx.scope(args);
        return priceCart(
          ctx,
          await createCart(ctx.db, ctx.channelId, scope.market.id),
          scope,
          pricingOptions(args),
        );
      }
      let cart = await requireCart(ctx.db, args.id, ctx.channelId);
      if (cart.completedAt && !args.includeCompleted) {
        throw cartRefusal(
          'CART_COMPLETED',
          'id',
          'the cart is completed; ask with includeCompleted to read it',
        );
      }
      const scope = await cartScope(ctx, cart, args);
      if (args.forceRefresh && !cart.completedAt) {
        cart = await changeCart(ctx.db, changeTarget(ctx, cart.id, scope), async (tx, locked) => {
          await refreshLines(tx, locked, scope.market.id);
          return undefined;
        });
      }
      cart = await moveCart(ctx.db, cart, scope.market.id);
      return priceCart(ctx, cart, scope, pricingOptions(args));
    },
  }),
}));

const itemArgs = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0], minimum: 0 | 1) => ({
  ...scopeArgs,
  id: t.arg.string({ required: true, description: ID_DESCRIPTION, validate: cartId }),
  item: t.arg({
    type: CartItemInputType,
    required: true,
    validate: z.looseObject({ quantity: z.number().min(minimum, `must be ${minimum} or more`) }),
  }),
  allowExternalShippingFee: t.arg.boolean({ required: false, description: EXTERNAL_FEE_DESCRIPTION }),
});

const ITEM_REFUSALS =
  "A malformed item is refused (BAD_USER_INPUT: INVALID_ITEM, INVALID_ID); a missing SKU with SKU_REQUIRED; an unknown one with SKU_NOT_FOUND; one the market does not sell with NOT_SOLD_IN_MARKET; more than the SKU's stock and the threshold allow (its maxQuantity) with QUANTITY_NOT_AVAILABLE and extensions maxQuantity, inCart and available; an unknown or completed cart with CART_NOT_FOUND or CART_COMPLETED. A refused change changes nothing.";

builder.mutationFields((t) => ({
  addToCart: t.field({
    type: CartType,
    description: `Adds item.quantity (1 or more) units of a SKU to its line and answers the cart. ${ITEM_REFUSALS}`,
    args: itemArgs(t, 1),
    resolve: async (_root, args, ctx) => {
      const scope = await lineChangeScope(ctx, args.id, args);
      const item = itemChangeOf(args.item);
      const cart = await changeCart(ctx.db, changeTarget(ctx, args.id, scope), async (tx, locked) => {
        await addItem(tx, locked, scope.market.id, item);
        return undefined;
      });
      return priceCart(ctx, cart, scope, pricingOptions(args));
    },
  }),
  updateCartItem: t.field({
    type: CartType,
    description: `Sets a SKU's line to item.quantity units (0 removes it) and answers the cart. ${ITEM_REFUSALS}`,
    args: itemArgs(t, 0),
    resolve: async (_root, args, ctx) => {
      const scope = await lineChangeScope(ctx, args.id, args);
      const item = itemChangeOf(args.item);
      const cart = await changeCart(ctx.db, changeTarget(ctx, args.id, scope), async (tx, locked) => {
        await setItemQuantity(tx, locked, scope.market.id, item);
        return undefined;
      });
      return priceCart(ctx, cart, scope, pricingOptions(args));
    },
  }),
  setCartPromoCode: t.field({
    type: CartType,
    description:
      "Sets the cart's promo code (any case); an empty one removes it. An unknown or ended code is refused (BAD_USER_INPUT, INVALID_PROMO_CODE); one whose requirements the cart does not meet with RequirementsNotMet (extensions.requirement: MINIMUM_ORDER with minimumOrder and minimumOrderFormatted, BRAND with brand, or CURRENCY), and the cart keeps its code.",
    args: {
      ...scopeArgs,
      id: t.arg.string({ required: true, description: ID_DESCRIPTION, validate: cartId }),
      promoCode: t.arg.string({ required: true, validate: CODE_ARG }),
      allowExternalShippingFee: t.arg.boolean({ required: false, description: EXTERNAL_FEE_DESCRIPTION }),
    },
    resolve: async (_root, args, ctx) => {
      const { cart, scope } = await openCart(ctx, args.id, args);
      return priceCart(
        ctx,
        await setPromoCode(ctx, cart, scope, args.promoCode),
        scope,
        pricingOptions(args),
      );
    },
  }),
  setCartGiftCard: t.field({
    type: CartType,
    description:
      "Sets the gift card that pays part or all of the cart (summary.balance); an empty code removes it. The card's balance is drawn when the order is placed. An unknown or expired card is refused (BAD_USER_INPUT, INVALID_GIFT_CARD_CODE), an empty one with GIFT_CARD_EMPTY, one of another currency than the market's with GIFT_CARD_CURRENCY.",
    args: {
      ...scopeArgs,
      id: t.arg.string({ required: true, description: ID_DESCRIPTION, validate: cartId }),
      giftCardCode: t.arg.string({ required: true, validate: CODE_ARG }),
      allowExternalShippingFee: t.arg.boolean({ required: false, description: EXTERNAL_FEE_DESCRIPTION }),
    },
    resolve: async (_root, args, ctx) => {
      const { cart, scope } = await openCart(ctx, args.id, args);
      return priceCart(
        ctx,
        await setGiftCard(ctx, cart, scope, args.giftCardCode),
        scope,
        pricingOptions(args),
      );
    },
  }),
  completeCart: t.field({
    type: CartType,
    description:
      "Marks the cart completed: it can no longer change, and getCart answers it only with includeCompleted. Completing it again changes nothing. Placing the order (and drawing a gift card) is the checkout's.",
    args: {
      ...scopeArgs,
      id: t.arg.string({ required: true, description: ID_DESCRIPTION, validate: cartId }),
    },
    resolve: async (_root, args, ctx) => {
      const current = await requireCart(ctx.db, args.id, ctx.channelId);
      const scope = await cartScope(ctx, current, args);
      const cart = await markCompleted(ctx.db, current, scope.market.id);
      return priceCart(ctx, cart, scope, pricingOptions({}));
    },
  }),
}));
