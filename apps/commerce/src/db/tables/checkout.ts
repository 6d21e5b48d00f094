import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { carts } from './cart.ts';
import { countries, type LocalizedText } from './channels.ts';
import { CUSTOMER_TYPES } from './customers.ts';

/** An address's lines by the platform's names (firstName, addressLine1, zip...); a missing line is empty. */
export type StoredAddress = Record<string, string>;

/**
 * What the shopper has chosen and filled in at the checkout of a cart, kept between requests so that
 * a reload or another tab finds it (ADR 28). Judged in full only when the order is placed.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    cartId: uuid('cart_id')
      .primaryKey()
      .references(() => carts.id, { onDelete: 'cascade' }),
    customerType: text('customer_type', { enum: CUSTOMER_TYPES }).notNull().default('PERSON'),
    email: text('email'),
    identityNumber: text('identity_number'),
    billingAddress: jsonb('billing_address').$type<StoredAddress>(),
    /** Null: the goods go to the billing address. */
    shippingAddress: jsonb('shipping_address').$type<StoredAddress>(),
    message: text('message'),
    shippingId: integer('shipping_id'),
    pickupPoint: text('pickup_point'),
    paymentId: integer('payment_id'),
    acceptedConsents: jsonb('accepted_consents').$type<string[]>().notNull().default([]),
    desiredDeliveryDate: date('desired_delivery_date', { mode: 'string' }),
    customerOrderNumber: text('customer_order_number'),
    /**
     * Who may read the personal fields back (ADR 28): a SHA-256 digest of the checkout secret of the
     * session that wrote them, and the signed-in customer who did. Null: no one but the writer's own answer.
     */
    writerDigest: text('writer_digest'),
    writerCustomerId: integer('writer_customer_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('checkouts_customer_type_known', sql`${t.customerType} in ('PERSON', 'ORGANIZATION')`)],
);

/** Parcel pickup points (shops, kiosks) offered near the shopper's zip. */
export const pickupPoints = pgTable(
  'pickup_points',
  {
    id: text('id').primaryKey(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    name: text('name').notNull(),
    addressLine1: text('address_line1').notNull(),
    zip: text('zip').notNull(),
    city: text('city').notNull(),
    /** The zip's digits as a number: points whose number is nearest the shopper's are nearest. */
    zipNumber: integer('zip_number').notNull(),
    openingHours: jsonb('opening_hours').$type<LocalizedText>().notNull(),
  },
  (t) => [index('pickup_points_country_zip_idx').on(t.countryCode, t.zipNumber)],
);

/**
 * Customers the dealer's invoice knows by their key (country, customer type and identity number, or
 * the email where the market asks for no number): a credit limit of their own, or blocked.
 */
export const invoiceCustomers = pgTable('invoice_customers', {
  customerKey: text('customer_key').primaryKey(),
  /** Minor units of the key's market currency; null: the market's limit for the customer type. */
  creditLimit: integer('credit_limit'),
  blocked: boolean('blocked').notNull().default(false),
  note: text('note'),
});
