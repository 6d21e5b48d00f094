import { builder, legacyApiKeyArgs, scopeArgs } from '#src/graphql/builder.ts';
import type { RequestContext } from '#src/graphql/context.ts';
import { text } from '#src/graphql/input.ts';
import { requireViewer } from '#src/modules/auth/index.ts';
import {
  CART_ID_ARG,
  CheckoutInputType,
  checkoutInputOf,
  PaymentTypeEnum,
} from '#src/modules/checkout/graphql/index.ts';
import { isBuyer } from '../buyer.ts';
import { type LoadedOrder, loadOrder } from '../order-cart.ts';
import { placeOrder } from '../place-order.ts';
import {
  findOrderByCart,
  findOrderByPublicId,
  findOrderOfCustomer,
  nthPurchase,
  ORDER_HISTORY_LIMIT,
  type OrderRow,
  ordersOfCustomer,
} from '../store.ts';
import { CheckoutDataType, CheckoutOrderType, OrderType, PlaceOrderResponseType } from './types.ts';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const confirmationUrl = (order: OrderRow) =>
  `/checkout/confirm?id=${order.publicId}&paymentType=${order.paymentType}&cartId=${order.cartId}`;

builder.mutationFields((t) => ({
  placeOrder: t.field({
    type: PlaceOrderResponseType,
    nullable: true,
    description:
      "Places the cart's order with the checkout's choices (this argument laid over those kept by createOrUpdateCheckout; the kept personal fields only for the session that wrote them), in one transaction: stock taken, gift card drawn, invoice written, cart completed, confirmation mailed after. A field missing or wrong is refused as BAD_USER_INPUT with every field's problem in extensions.fields (REQUIRED, INVALID_EMAIL, INVALID_IDENTITY_NUMBER, INVALID_PHONE, INVALID_ZIP, INVALID_COUNTRY, TERMS_NOT_ACCEPTED, ...; AMOUNT_TOO_LARGE for field cart: an order above 21,474,836.47). Only the first answer carries the order's ids: the same cart placed again, or at the same time, is CART_COMPLETED, to anyone (the buyer finds the order with orderOfCart). Placements judged for one identity number are limited (RATE_LIMITED).",
    args: {
      ...scopeArgs,
      cartId: t.arg.string({ required: true, validate: CART_ID_ARG }),
      checkout: t.arg({ type: CheckoutInputType, required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const placement = await placeOrder(ctx, args.cartId, args, checkoutInputOf(args.checkout));
      if (placement.kind === 'refused') {
        return {
          orderId: null,
          publicId: null,
          status: placement.refusal.code,
          redirectUrl: `/checkout/${placement.providerKey}-fail?error=${placement.refusal.failure}`,
        };
      }
      const { order } = placement;
      ctx.orderPlaced(order.id);
      return {
        orderId: String(order.id),
        publicId: order.publicId,
        status: 'OK',
        redirectUrl: confirmationUrl(order),
      };
    },
  }),
}));

/** The order a confirmation address names: its public id and payment type, and its cart when given. */
async function placedOrder(
  ctx: RequestContext,
  args: { id: string; paymentType: string; cartId?: string | null },
): Promise<OrderRow | null> {
  const order = await findOrderByPublicId(ctx.db, args.id, ctx.channelId);
  if (!order || order.paymentType !== args.paymentType) return null;
  if (args.cartId && args.cartId.toLowerCase() !== order.cartId) return null;
  return order;
}

const confirmationArgs = builder.args((t) => ({
  ...scopeArgs,
  id: t.string({ required: true, validate: text(64).regex(GUID, 'not an order id') }),
  paymentType: t.field({ type: PaymentTypeEnum, required: true }),
}));

/** The platform's older confirmation read: the order without the cart and purchase count. */
const CheckoutAndOrderType = builder.objectRef<LoadedOrder>('CheckoutAndOrderType').implement({
  description: "The platform's older answer for the confirmation page; see checkout",
  fields: (t) => ({
    htmlSnippet: t.string({
      description: "Empty, the platform's value for none: the invoice has no provider widget",
      resolve: () => '',
    }),
    order: t.field({ type: CheckoutOrderType, nullable: true, resolve: (loaded) => loaded }),
  }),
});

builder.queryFields((t) => ({
  getCheckoutAndOrder: t.field({
    type: CheckoutAndOrderType,
    nullable: true,
    deprecationReason: 'Use checkout',
    description: 'A placed order as checkout answers it, without its cart; null for an unknown id.',
    args: confirmationArgs,
    resolve: async (_root, args, ctx) => {
      await ctx.scope(args);
      const order = await placedOrder(ctx, args);
      return order ? loadOrder(ctx.db, order, args.languageId) : null;
    },
  }),
  getCheckout: t.string({
    nullable: true,
    deprecationReason: 'Use checkout',
    description: "A placed order's provider snippet: always null, the invoice has no provider widget.",
    args: confirmationArgs,
    resolve: async (_root, args, ctx) => {
      await ctx.scope(args);
      return null;
    },
  }),
  checkout: t.field({
    type: CheckoutDataType,
    nullable: true,
    description:
      "A placed order for the confirmation page, by its public id (placeOrder's publicId, the confirmation address's id): null for an unknown id, or when cartId names another cart. Reading it again never places another order.",
    args: {
      ...confirmationArgs,
      cartId: t.arg.string({ required: false, validate: CART_ID_ARG.nullish() }),
    },
    resolve: async (_root, args, ctx) => {
      await ctx.scope(args);
      const order = await placedOrder(ctx, args);
      if (!order) return null;
      const [loaded, nth] = await Promise.all([
        loadOrder(ctx.db, order, args.languageId),
        nthPurchase(ctx.db, order),
      ]);
      return { loaded, nthPurchase: nth, cartId: args.cartId ?? null };
    },
  }),
  orderOfCart: t.string({
    nullable: true,
    description:
      "The confirmation address (as placeOrder's redirectUrl) of the order placed from this cart, for the buyer only: the session that placed it (its X-Checkout-Session secret) or the signed-in customer whose order it is. Null for anyone else, or when the cart has no order. A placement whose answer was lost lands on its confirmation through it.",
    args: { ...scopeArgs, cartId: t.arg.string({ required: true, validate: CART_ID_ARG }) },
    resolve: async (_root, args, ctx) => {
      await ctx.scope(args);
      const order = await findOrderByCart(ctx.db, args.cartId);
      if (!order || order.channelId !== ctx.channelId) return null;
      return (await isBuyer(ctx, order)) ? confirmationUrl(order) : null;
    },
  }),
  getOrders: t.field({
    type: [OrderType],
    description: `The bearer token's customer's orders, newest first (at most ${ORDER_HISTORY_LIMIT}): those placed while signed in. UNAUTHENTICATED without a valid token.`,
    args: { ...scopeArgs, ...legacyApiKeyArgs },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireViewer(ctx);
      await ctx.scope(args);
      const rows = await ordersOfCustomer(ctx.db, viewer.customerId, ctx.channelId);
      return Promise.all(rows.map((row) => loadOrder(ctx.db, row, args.languageId)));
    },
  }),
  getOrder: t.field({
    type: OrderType,
    nullable: true,
    description:
      "One of the bearer token's customer's orders by its id; null for an unknown id or another customer's order (never told apart). UNAUTHENTICATED without a valid token.",
    args: { ...scopeArgs, orderId: t.arg.int({ required: false }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireViewer(ctx);
      await ctx.scope(args);
      if (args.orderId === null || args.orderId === undefined) return null;
      const row = await findOrderOfCustomer(ctx.db, args.orderId, viewer.customerId, ctx.channelId);
      return row ? loadOrder(ctx.db, row, args.languageId) : null;
    },
  }),
  getOrderPublic: t.field({
    type: OrderType,
    nullable: true,
    description:
      'A placed order by its public id (unguessable, so it may be shared in a mail); null when unknown.',
    args: {
      ...scopeArgs,
      publicOrderId: t.arg({ type: 'Guid', required: true }),
    },
    resolve: async (_root, args, ctx) => {
      await ctx.scope(args);
      const order = await findOrderByPublicId(ctx.db, args.publicOrderId, ctx.channelId);
      return order ? loadOrder(ctx.db, order, args.languageId) : null;
    },
  }),
}));
