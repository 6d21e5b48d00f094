import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { adminBuilder } from '#src/admin/builder.ts';
import type { AdminContext } from '#src/admin/context.ts';
import { CUSTOMER_TYPES } from '#src/db/schema.ts';
import { text } from '#src/graphql/input.ts';
import { CATALOG_TAG } from '#src/modules/storefront-cache/index.ts';
import { addOrderNote, changeOrderStage } from '../desk/change-stage.ts';
import { creditOrder } from '../desk/credit-order.ts';
import { deskOrder } from '../desk/order-detail.ts';
import { listOrders, ORDER_LIST_LIMITS, readCursor } from '../desk/order-list.ts';
import type { DeskResult } from '../desk/refusals.ts';
import { MAX_TEXT } from '../stages.ts';
import {
  AdminOrderType,
  OrderChangeResultType,
  OrderPageType,
  OrderSortFieldEnum,
  OrderStageEnum,
} from './admin-types.ts';

const OrderFilterInput = adminBuilder.inputType('OrderFilter', {
  description: 'Which orders the list shows; every filter given must match',
  fields: (t) => ({
    stages: t.field({ type: [OrderStageEnum] }),
    from: t.field({ type: 'DateTime', description: 'Placed at or after' }),
    to: t.field({ type: 'DateTime', description: 'Placed before' }),
    market: t.string({ description: "The market's alias, e.g. se", validate: text(20).nullish() }),
    customerType: t.string({
      description: 'PERSON or ORGANIZATION',
      validate: z.enum(CUSTOMER_TYPES).nullish(),
    }),
    paymentType: t.string({ description: 'e.g. STANDARD (the invoice)', validate: text(40).nullish() }),
    search: t.string({
      description: 'An order number, or words of the email, name, company or personal/organisation number',
      validate: text(ORDER_LIST_LIMITS.searchMax).nullish(),
    }),
  }),
});

const OrderSortInput = adminBuilder.inputType('OrderSort', {
  fields: (t) => ({
    field: t.field({ type: OrderSortFieldEnum, required: true }),
    descending: t.boolean({ required: true }),
  }),
});

const CreditLineInput = adminBuilder.inputType('CreditLineInput', {
  description: 'Units of one order line to credit',
  fields: (t) => ({
    position: t.int({ required: true }),
    quantity: t.int({ required: true, validate: z.number().int().min(1).max(100_000) }),
  }),
});

const orderId = z.number().int().min(1, 'not an order id');

/** The answer of a change: the order as it is now, or the refusal (nothing changed). */
/** Stages a change reaches by putting units back in stock. */
const RESTOCKING: ReadonlySet<string> = new Set(['cancelled', 'returned', 'credited']);

/**
 * The order after a change, or the refusal. A change that queued a mail has it handed over now; one
 * that put units back expires the storefronts' cached stock and wakes the back-in-stock mails.
 */
async function answerOf(ctx: AdminContext, id: number, result: DeskResult<unknown>, restocked = false) {
  if (!result.ok) return { order: null, refusal: result.refusal, message: result.message };
  ctx.orderMailQueued();
  if (restocked) {
    await ctx.invalidateStorefronts([CATALOG_TAG]);
    ctx.stockRaised();
  }
  return { order: await deskOrder(ctx.db, id), refusal: null, message: null };
}

adminBuilder.queryFields((t) => ({
  orders: t.field({
    type: OrderPageType,
    description: `Orders, newest first by default, ${ORDER_LIST_LIMITS.pageDefault} a page (at most ${ORDER_LIST_LIMITS.pageMax}), with how many match`,
    authScopes: { permission: 'orders.read' },
    args: {
      filter: t.arg({ type: OrderFilterInput }),
      sort: t.arg({ type: OrderSortInput }),
      first: t.arg.int({ validate: z.number().int().min(1).max(ORDER_LIST_LIMITS.pageMax).nullish() }),
      after: t.arg.string({ description: "The previous page's endCursor", validate: text(200).nullish() }),
    },
    resolve: (_root, args, ctx) => {
      const sort = { field: args.sort?.field ?? 'DATE', descending: args.sort?.descending ?? true };
      if (args.after && !readCursor(sort.field, args.after)) {
        throw new GraphQLError('after: not a cursor of this list and sort', {
          extensions: { code: 'BAD_USER_INPUT' },
        });
      }
      const filter = args.filter ?? {};
      return listOrders(ctx.db, {
        filter: {
          ...filter,
          customerType: filter.customerType as (typeof CUSTOMER_TYPES)[number] | null | undefined,
        },
        sort,
        first: args.first ?? ORDER_LIST_LIMITS.pageDefault,
        after: args.after ?? null,
      });
    },
  }),
  order: t.field({
    type: AdminOrderType,
    nullable: true,
    description:
      'One order with its lines, amounts, customer, payment, timeline and credit notes; null for an unknown id',
    authScopes: { permission: 'orders.read' },
    args: { id: t.arg.int({ required: true, validate: orderId }) },
    resolve: (_root, args, ctx) => deskOrder(ctx.db, args.id),
  }),
}));

adminBuilder.mutationFields((t) => ({
  changeOrderStatus: t.field({
    type: OrderChangeResultType,
    description:
      'Moves the order to another stage: the change, its timeline event, audit row and mail in one transaction. Shipping needs the carrier and tracking number; crediting all of it needs a reason. Refused with `refusal` and nothing changed.',
    authScopes: { permission: 'orders.write' },
    args: {
      orderId: t.arg.int({ required: true, validate: orderId }),
      to: t.arg({ type: OrderStageEnum, required: true }),
      carrier: t.arg.string({ validate: text(MAX_TEXT.carrier * 2).nullish() }),
      trackingNumber: t.arg.string({ validate: text(MAX_TEXT.trackingNumber * 2).nullish() }),
      reason: t.arg.string({ validate: text(MAX_TEXT.reason * 2).nullish() }),
    },
    resolve: async (_root, args, ctx) =>
      answerOf(
        ctx,
        args.orderId,
        await changeOrderStage(ctx.db, {
          orderId: args.orderId,
          to: args.to,
          carrier: args.carrier,
          trackingNumber: args.trackingNumber,
          reason: args.reason,
          actor: ctx.actor,
        }),
        RESTOCKING.has(args.to),
      ),
  }),
  addOrderNote: t.field({
    type: OrderChangeResultType,
    description: "Writes a note on the order's timeline",
    authScopes: { permission: 'orders.write' },
    args: {
      orderId: t.arg.int({ required: true, validate: orderId }),
      body: t.arg.string({ required: true, validate: text(MAX_TEXT.note * 2) }),
    },
    resolve: async (_root, args, ctx) =>
      answerOf(
        ctx,
        args.orderId,
        await addOrderNote(ctx.db, { orderId: args.orderId, body: args.body, actor: ctx.actor }),
      ),
  }),
  creditOrder: t.field({
    type: OrderChangeResultType,
    description:
      'Credits units of lines of a shipped order (no lines: everything left, shipping included) with a reason: a numbered credit note, the units back in stock, the money back (invoice, then balance, then gift card), its event, mail and audit row',
    authScopes: { permission: 'orders.write' },
    args: {
      orderId: t.arg.int({ required: true, validate: orderId }),
      lines: t.arg({ type: [CreditLineInput] }),
      reason: t.arg.string({ required: true, validate: text(MAX_TEXT.reason * 2) }),
    },
    resolve: async (_root, args, ctx) => {
      const result = await creditOrder(ctx.db, {
        orderId: args.orderId,
        lines: args.lines ?? [],
        reason: args.reason,
        actor: ctx.actor,
      });
      const answer = await answerOf(ctx, args.orderId, result, true);
      return { ...answer, creditNote: result.ok ? result.value : null };
    },
  }),
}));
