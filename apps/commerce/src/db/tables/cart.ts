import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { brands, categories, skus } from './catalog.ts';
import { currencies, type LocalizedText, markets } from './channels.ts';
import { rentalBookings } from './rentals.ts';
import { staffMembers } from './staff.ts';

/** Amounts per currency code (SEK, DKK, NOK, EUR) in that currency's minor units. */
export type AmountByCurrency = Record<string, number>;

/**
 * A shopper's cart. The id is a random UUID, the only key to it (ADR 23). Prices are not stored:
 * the cart is priced when read, in its market.
 */
export const carts = pgTable('carts', {
  id: uuid('id').primaryKey(),
  channelId: text('channel_id').notNull(),
  marketId: integer('market_id')
    .notNull()
    .references(() => markets.id),
  /** Upper case, as promo_codes keeps it. */
  promoCode: text('promo_code'),
  giftCardCode: text('gift_card_code'),
  /** A fee the checkout's shipping widget chose, used when a request allows an external fee. */
  externalShippingFeeIncVat: integer('external_shipping_fee_inc_vat'),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per SKU in a cart. */
export const cartLines = pgTable(
  'cart_lines',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    quantity: integer('quantity').notNull(),
    /** The shopper's note for the line (an engraving, a wish), when given. */
    message: text('message'),
    /** A rental line's hold (or the booking it became): its period and unit (ADR 61). */
    rentalBookingId: integer('rental_booking_id').references(() => rentalBookings.id, {
      onDelete: 'set null',
    }),
    /** A rental line delivered to the site at this Swedish zip, five digits (ADR 66); null: picked up. */
    rentalDeliveryZip: text('rental_delivery_zip'),
    /** A rental line with the object's damage waiver taken (ADR 68), priced when the cart is read. */
    rentalDamageWaiver: boolean('rental_damage_waiver').notNull().default(false),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.skuId] }),
    check('cart_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('cart_lines_delivery_zip_digits', sql`${t.rentalDeliveryZip} ~ '^[1-9][0-9]{4}$'`),
  ],
);

export const PROMO_CODE_KINDS = ['PERCENTAGE', 'FIXED_AMOUNT', 'FREE_SHIPPING'] as const;
export type PromoCodeKind = (typeof PROMO_CODE_KINDS)[number];

/** Codes a shopper types in the cart for a discount, each with its requirements. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    /** Upper case; shoppers' input is matched in any case. */
    code: text('code').primaryKey(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    kind: text('kind', { enum: PROMO_CODE_KINDS }).notNull(),
    /** PERCENTAGE: the share off the items, in basis points. */
    discountBp: integer('discount_bp'),
    /** FIXED_AMOUNT: the amount off, inc VAT, per currency. */
    amountOff: jsonb('amount_off').$type<AmountByCurrency>(),
    /** Requirement: the items' value (inc VAT, after price campaigns) at least this, per currency. */
    minimumOrder: jsonb('minimum_order').$type<AmountByCurrency>(),
    /** Requirement: the cart holds a product of this brand. */
    requiredBrandId: integer('required_brand_id').references(() => brands.id),
    hideTitle: boolean('hide_title').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /**
     * The most orders that may use it, and the most one customer's orders may (the invoice's customer,
     * `orders.customer_key`); null: no limit. Counted in the order's own transaction (ADR 77).
     */
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('promo_codes_kind_known', sql`${t.kind} in ('PERCENTAGE', 'FIXED_AMOUNT', 'FREE_SHIPPING')`),
    check('promo_codes_upper_case', sql`${t.code} = upper(${t.code})`),
    check(
      'promo_codes_limits_positive',
      sql`(${t.maxUses} is null or ${t.maxUses} > 0) and (${t.maxUsesPerCustomer} is null or ${t.maxUsesPerCustomer} > 0)`,
    ),
  ],
);

/** Gift cards: a balance in one currency that pays part or all of an order. */
export const giftCards = pgTable(
  'gift_cards',
  {
    /** Upper case; shoppers' input is matched in any case. */
    code: text('code').primaryKey(),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    /** What is left on the card, minor units; drawn when an order is placed. */
    balance: integer('balance').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The card's number for staff and the audit trail, which never hold its code. */
    id: serial('id').notNull().unique(),
    /** What it was issued with; null for a card from before the marketing desk. */
    initialBalance: integer('initial_balance'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    issuedBy: integer('issued_by').references(() => staffMembers.id),
    note: text('note'),
    /** A voided card pays for nothing, whatever it holds (ADR 77). */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: integer('voided_by').references(() => staffMembers.id),
    voidReason: text('void_reason'),
  },
  (t) => [
    check('gift_cards_balance_not_negative', sql`${t.balance} >= 0`),
    check('gift_cards_upper_case', sql`${t.code} = upper(${t.code})`),
    check('gift_cards_void_reason', sql`(${t.voidedAt} is null) = (${t.voidReason} is null)`),
  ],
);

export const CART_CAMPAIGN_KINDS = ['QUANTITY_PRICE', 'CART_DISCOUNT'] as const;
export type CartCampaignKind = (typeof CART_CAMPAIGN_KINDS)[number];

/**
 * Campaigns the cart applies by itself: a quantity price on a category's products (buy 3, pay for 2)
 * or a discount on the whole cart from a number of items. Price campaigns, which set a product's
 * selling price, are the catalog's discount_campaigns.
 */
export const cartCampaigns = pgTable(
  'cart_campaigns',
  {
    id: serial('id').primaryKey(),
    alias: text('alias').notNull().unique(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    hideTitle: boolean('hide_title').notNull().default(false),
    kind: text('kind', { enum: CART_CAMPAIGN_KINDS }).notNull(),
    /** QUANTITY_PRICE: the products of this category and its subcategories. */
    categoryId: integer('category_id').references(() => categories.id),
    /** QUANTITY_PRICE: of every `buyQuantity` units of a line, `payQuantity` are paid for. */
    buyQuantity: integer('buy_quantity'),
    payQuantity: integer('pay_quantity'),
    /** CART_DISCOUNT: the share off the items, in basis points, from `minItems` units in the cart. */
    discountBp: integer('discount_bp'),
    minItems: integer('min_items'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [
    index('cart_campaigns_category_idx').on(t.categoryId),
    check('cart_campaigns_kind_known', sql`${t.kind} in ('QUANTITY_PRICE', 'CART_DISCOUNT')`),
    check(
      'cart_campaigns_quantity_price',
      sql`${t.kind} <> 'QUANTITY_PRICE' or (${t.buyQuantity} > ${t.payQuantity} and ${t.payQuantity} > 0)`,
    ),
  ],
);
