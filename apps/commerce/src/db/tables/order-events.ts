import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { staffMembers } from './staff.ts';

export const ORDER_EVENT_KINDS = [
  'placed',
  'stage',
  'mail-queued',
  'mail-sent',
  'note',
  'credit',
  'account-joined',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** What an event tells beyond its kind: the stages, the parcel, the mail, the credit note. */
export interface OrderEventData {
  from?: string;
  to?: string;
  carrier?: string;
  trackingNumber?: string;
  reason?: string;
  mail?: string;
  creditNoteId?: number;
  amountIncVat?: number;
  /** The account a guest's order joined once its email was confirmed (ADR 69). */
  customerId?: number;
}

/**
 * An order's timeline: placed, each change of stage, each mail queued and sent, staff notes and
 * credits, a guest's order joining an account, written in the transaction of what it tells.
 * `staff_id` is null for what the shop did by itself (the placement, a mail sent, a join).
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind', { enum: ORDER_EVENT_KINDS }).notNull(),
    staffId: integer('staff_id').references(() => staffMembers.id),
    /** A note's text. */
    body: text('body'),
    data: jsonb('data').$type<OrderEventData>().notNull().default({}),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.at, t.id),
    check(
      'order_events_kind_known',
      sql`${t.kind} in ('placed', 'stage', 'mail-queued', 'mail-sent', 'note', 'credit', 'account-joined')`,
    ),
  ],
);

/** One credited part of a credit note: a line's units, or the shipping (position 0). */
export interface CreditNoteLine {
  /** The order line's position; 0 for the shipping fee. */
  position: number;
  quantity: number;
  amountIncVat: number;
  amountExVat: number;
  vatRateBp: number;
}

/**
 * A credit note: what of an order was credited and why, its amounts exact in minor units with the
 * VAT per rate, and where the money went back (the invoice first, then the customer's balance,
 * then the gift card). Numbered without gaps in the order they were written.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    number: integer('number').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staffMembers.id),
    reason: text('reason').notNull(),
    lines: jsonb('lines').$type<CreditNoteLine[]>().notNull(),
    amountIncVat: integer('amount_inc_vat').notNull(),
    amountExVat: integer('amount_ex_vat').notNull(),
    vats: jsonb('vats').$type<{ rateBp: number; amount: number }[]>().notNull(),
    /** Taken off what the invoice asks. */
    toInvoiceIncVat: integer('to_invoice_inc_vat').notNull(),
    toAccountBalanceIncVat: integer('to_account_balance_inc_vat').notNull(),
    toGiftCardIncVat: integer('to_gift_card_inc_vat').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_notes_order_idx').on(t.orderId),
    check('credit_notes_amount_not_negative', sql`${t.amountIncVat} >= 0 and ${t.amountExVat} >= 0`),
    check(
      'credit_notes_paid_back_whole',
      sql`${t.toInvoiceIncVat} + ${t.toAccountBalanceIncVat} + ${t.toGiftCardIncVat} = ${t.amountIncVat}`,
    ),
  ],
);
