import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CartTotals, LineTotals, PriceRow } from './amounts.ts';
import { carts } from './cart.ts';
import { products, skus } from './catalog.ts';
import { currencies, markets } from './channels.ts';
import type { StoredAddress } from './checkout.ts';
import { CUSTOMER_TYPES, customers } from './customers.ts';
import { mailOutbox } from './mail.ts';

/**
 * The platform's order statuses, worked out from the stage (ADR 47). Shoppers see four (ADR 28):
 * received (pending, pending-payment, backorder), processing (partial, inactive, on-hold),
 * cancelled (cancelled, out-of-stock) and completed (completed, refunded).
 */
export const ORDER_STATUSES = [
  'pending',
  'pending-payment',
  'backorder',
  'partial',
  'inactive',
  'on-hold',
  'cancelled',
  'out-of-stock',
  'completed',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Where an order is in its life, the one stored truth of its state (ADR 47): the platform's status
 * and the shopper's four states are worked out from it (modules/orders/stages.ts).
 */
export const ORDER_STAGES = [
  'placed',
  'confirmed',
  'picking',
  'shipped',
  'delivered',
  'cancelled',
  'returned',
  'credited',
] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

/** A campaign as the order's cart showed it. */
export interface OrderCampaign {
  alias: string;
  name: string;
  hideTitle: boolean;
}

/**
 * A placed order: what was bought, at which prices, by whom, shipped how and paid how. Amounts are
 * minor units of `currencyCode`, copied from the cart's totals when it was placed, so that a later
 * price change never changes an order.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** The order's unguessable id for the shopper (confirmation page, getOrderPublic). */
    publicId: uuid('public_id').notNull().unique(),
    /** One order per cart: a retried or concurrent placement finds the order this key holds. */
    cartId: uuid('cart_id')
      .notNull()
      .unique()
      .references(() => carts.id),
    channelId: text('channel_id').notNull(),
    marketId: integer('market_id')
      .notNull()
      .references(() => markets.id),
    languageCode: text('language_code').notNull(),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    stage: text('stage', { enum: ORDER_STAGES }).notNull().default('placed'),
    /** Who carries a shipped order and its parcel's number (required to ship). */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    customerType: text('customer_type', { enum: CUSTOMER_TYPES }).notNull(),
    /** The invoice's customer (see invoice_customers): credit and purchases are counted by it. */
    customerKey: text('customer_key').notNull(),
    email: text('email').notNull(),
    /** The signed-in customer who placed it (their order history); null for a guest or a deleted account. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    identityNumber: text('identity_number').notNull(),
    /** A SHA-256 digest of the checkout secret of the session that placed it: its invoice is theirs to read. */
    buyerDigest: text('buyer_digest'),
    billingAddress: jsonb('billing_address').$type<StoredAddress>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<StoredAddress>().notNull(),
    message: text('message'),
    customerOrderNumber: text('customer_order_number'),
    desiredDeliveryDate: date('desired_delivery_date', { mode: 'string' }),
    shippingId: integer('shipping_id').notNull(),
    shippingName: text('shipping_name').notNull(),
    pickupPoint: jsonb('pickup_point').$type<StoredAddress>(),
    shippingFeeIncVat: integer('shipping_fee_inc_vat').notNull(),
    shippingFeeExVat: integer('shipping_fee_ex_vat').notNull(),
    /** The items at their selling prices, before the cart's discounts. */
    itemValueIncVat: integer('item_value_inc_vat').notNull(),
    itemValueExVat: integer('item_value_ex_vat').notNull(),
    discountIncVat: integer('discount_inc_vat').notNull(),
    discountExVat: integer('discount_ex_vat').notNull(),
    /** Items after discounts plus shipping: the order's worth before a gift card pays part of it. */
    orderValueIncVat: integer('order_value_inc_vat').notNull(),
    orderValueExVat: integer('order_value_ex_vat').notNull(),
    /** What a gift card and the customer's balance paid, drawn from them in the order's transaction. */
    fromBalanceIncVat: integer('from_balance_inc_vat').notNull(),
    /** The part of fromBalanceIncVat the signed-in customer's balance paid; the rest the gift card. */
    fromAccountBalanceIncVat: integer('from_account_balance_inc_vat').notNull().default(0),
    /** What is left to pay: the invoice's amount. */
    totalIncVat: integer('total_inc_vat').notNull(),
    totalExVat: integer('total_ex_vat').notNull(),
    /** Every amount of the cart when it was placed (lines, discounts, VAT per rate): the order as a cart. */
    totals: jsonb('totals').$type<CartTotals>().notNull(),
    promoCode: text('promo_code'),
    /** The promo code's state then (ACTIVATED when it gave a discount). */
    promoState: text('promo_state').notNull(),
    giftCardCode: text('gift_card_code'),
    appliedCampaigns: jsonb('applied_campaigns').$type<OrderCampaign[]>().notNull(),
    paymentId: integer('payment_id').notNull(),
    paymentType: text('payment_type').notNull(),
    /** What credit notes gave back so far (their sum): never above the order's value. */
    creditedIncVat: integer('credited_inc_vat').notNull().default(0),
    creditedExVat: integer('credited_ex_vat').notNull().default(0),
    /** What a cancellation or credit put back on the gift card and the customer's balance: never above the draw. */
    giftCardReturnedIncVat: integer('gift_card_returned_inc_vat').notNull().default(0),
    accountBalanceReturnedIncVat: integer('account_balance_returned_inc_vat').notNull().default(0),
    /** The words the order desk's text search matches: email, names, company and identity number, lower case. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(email || ' ' || identity_number || ' ' || coalesce(billing_address->>'firstName', '') || ' ' || coalesce(billing_address->>'lastName', '') || ' ' || coalesce(billing_address->>'company', ''))`,
    ),
    /** The identity number's digits alone: the desk finds "550101-1234" typed with or without its dash. */
    identityDigits: text('identity_digits').generatedAlwaysAs(
      sql`regexp_replace(identity_number, '[^0-9]', '', 'g')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_customer_key_idx').on(t.customerKey),
    index('orders_email_idx').on(t.email),
    index('orders_customer_id_idx').on(t.customerId, t.id),
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_stage_created_idx').on(t.stage, t.createdAt, t.id),
    index('orders_value_idx').on(t.orderValueIncVat, t.id),
    index('orders_market_created_idx').on(t.marketId, t.createdAt, t.id),
    index('orders_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('orders_identity_digits_idx').on(t.identityDigits.op('text_pattern_ops')),
    // A promo code's uses, counted when an order uses it (ADR 77), and a gift card's.
    index('orders_promo_code_idx').on(t.promoCode, t.customerKey).where(sql`${t.promoCode} is not null`),
    index('orders_gift_card_code_idx').on(t.giftCardCode).where(sql`${t.giftCardCode} is not null`),
    check(
      'orders_stage_known',
      sql`${t.stage} in ('placed', 'confirmed', 'picking', 'shipped', 'delivered', 'cancelled', 'returned', 'credited')`,
    ),
    check(
      'orders_credited_within_value',
      sql`${t.creditedIncVat} between 0 and ${t.orderValueIncVat} and ${t.creditedExVat} between 0 and ${t.orderValueExVat}`,
    ),
    check(
      'orders_returns_within_draws',
      sql`${t.accountBalanceReturnedIncVat} between 0 and ${t.fromAccountBalanceIncVat} and ${t.giftCardReturnedIncVat} between 0 and ${t.fromBalanceIncVat} - ${t.fromAccountBalanceIncVat}`,
    ),
    check('orders_amounts_not_negative', sql`${t.totalIncVat} >= 0 and ${t.fromBalanceIncVat} >= 0`),
    check(
      'orders_account_balance_within_balance',
      sql`${t.fromAccountBalanceIncVat} between 0 and ${t.fromBalanceIncVat}`,
    ),
  ],
);

/** One bought SKU: names and prices as they were when the order was placed. */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    articleNumber: text('article_number').notNull(),
    name: text('name').notNull(),
    skuName: text('sku_name').notNull(),
    brandName: text('brand_name').notNull(),
    quantity: integer('quantity').notNull(),
    /** The shopper's note for the line, from the cart. */
    message: text('message'),
    /** One unit as it was priced (regular and selling, inc and ex VAT). */
    unitPrice: jsonb('unit_price').$type<PriceRow>().notNull(),
    /** The line before and after its share of the cart's discounts. */
    lineTotals: jsonb('line_totals').$type<LineTotals>().notNull(),
    /** The line after quantity prices and its share of the cart's discounts. */
    totalIncVat: integer('total_inc_vat').notNull(),
    totalExVat: integer('total_ex_vat').notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    appliedCampaigns: jsonb('applied_campaigns').$type<OrderCampaign[]>().notNull(),
    /** Units the supplier delivers later (beyond our own stock when the order was placed). */
    backorderedQuantity: integer('backordered_quantity').notNull().default(0),
    /** Units taken from our own stock (in_stock) when placed; the rest beyond the backordered were always available. */
    fromStockQuantity: integer('from_stock_quantity').notNull().default(0),
    /** Units put back in stock by a cancellation, return or credit: each unit once. */
    restockedQuantity: integer('restocked_quantity').notNull().default(0),
    /** Units credited by credit notes so far. */
    creditedQuantity: integer('credited_quantity').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.position] }),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'order_lines_taken_within_quantity',
      sql`${t.fromStockQuantity} >= 0 and ${t.fromStockQuantity} + ${t.backorderedQuantity} <= ${t.quantity}`,
    ),
    check('order_lines_restocked_within_quantity', sql`${t.restockedQuantity} between 0 and ${t.quantity}`),
    check('order_lines_credited_within_quantity', sql`${t.creditedQuantity} between 0 and ${t.quantity}`),
  ],
);

/** How an order is paid: the provider's reference and terms (the invoice's OCR number and due date). */
export const orderPayments = pgTable('order_payments', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  /** The reference the customer pays with (an OCR number for the invoice). */
  reference: text('reference').notNull(),
  amount: integer('amount').notNull(),
  dueOn: date('due_on', { mode: 'string' }),
  paidAt: timestamp('paid_at', { withTimezone: true }),
});

export const MAIL_STATES = ['pending', 'sent', 'failed'] as const;

/**
 * Mail an order owes its customer, written in the order's transaction and handed to the mail outbox
 * after it commits (state `sent`, with the outbox row's id), retried until then: one row per order
 * and kind, so a confirmation is never lost nor sent twice.
 */
export const orderMails = pgTable(
  'order_mails',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    state: text('state', { enum: MAIL_STATES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Until then, one sender has claimed the mail; another may take it over after. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** When it was handed to the mail outbox, which sends it (ADR 26). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    mailId: integer('mail_id').references(() => mailOutbox.id),
    lastError: text('last_error'),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.kind] }),
    index('order_mails_due_idx').on(t.state, t.nextAttemptAt),
  ],
);
