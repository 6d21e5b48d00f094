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
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { currencies } from './channels.ts';

export const CUSTOMER_TYPES = ['PERSON', 'ORGANIZATION'] as const;
export type CustomerTypeName = (typeof CUSTOMER_TYPES)[number];

export const GENDERS = ['UNSPECIFIED', 'WOMAN', 'MAN'] as const;
export type GenderName = (typeof GENDERS)[number];

/** A customer's address as the platform shapes it: every line is text, empty when not given. */
export interface CustomerAddress {
  firstName: string;
  lastName: string;
  careOf: string;
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  entryCode: string;
  zip: string;
  city: string;
  state: string;
  country: string;
  company: string;
  mobile: string;
  phone: string;
}

/** Shoppers with an account. The email is stored trimmed and lower-cased: it is the sign-in name. */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    /** argon2id (PHC string) of the password as the client sends it: base64(SHA-384(password + salt)). */
    passwordHash: text('password_hash').notNull(),
    customerType: text('customer_type', { enum: CUSTOMER_TYPES }).notNull().default('PERSON'),
    gender: text('gender', { enum: GENDERS }).notNull().default('UNSPECIFIED'),
    /** Personal id (a person) or organisation id (a company); empty when not given. */
    personalId: text('personal_id').notNull().default(''),
    newsletter: boolean('newsletter').notNull().default(false),
    address: jsonb('address').$type<Partial<CustomerAddress>>().notNull().default({}),
    /** The language mails are written in: the one the customer last used the shop in. */
    languageCode: text('language_code').notNull().default('sv'),
    /**
     * When the customer opened the link mailed to the email, proving it theirs (ADR 69); null until
     * then. Accounts from before confirmation existed count as confirmed (the default); a
     * registration writes null.
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }).defaultNow(),
    metaData: text('meta_data').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('customers_type_known', sql`${t.customerType} in ('PERSON', 'ORGANIZATION')`),
    check('customers_gender_known', sql`${t.gender} in ('UNSPECIFIED', 'WOMAN', 'MAN')`),
  ],
);

/** Money a customer holds per currency (refunds to balance, credits); it pays orders like a gift card. */
export const customerBalances = pgTable(
  'customer_balances',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    /** Minor units (öre, cents). */
    amount: integer('amount').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.currencyCode] }),
    check('customer_balances_not_negative', sql`${t.amount} >= 0`),
  ],
);

/** Keys mailed for a password reset; only their SHA-256 is kept. Each works once, until it expires. */
export const passwordResets = pgTable(
  'password_resets',
  {
    keyHash: text('key_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_customer_idx').on(t.customerId, t.createdAt)],
);

/**
 * Keys mailed to confirm an account's email (ADR 69); only their SHA-256 is kept. Each works once,
 * until it expires; the confirmation uses up every key of the account.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_confirmations_customer_idx').on(t.customerId, t.createdAt)],
);

/** The products a customer keeps as favorites, in the order they were added. */
export const customerFavorites = pgTable(
  'customer_favorites',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] })],
);
