import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { skus } from './catalog.ts';
import { mailOutbox } from './mail.ts';

export const STOCK_ALERT_STATES = ['waiting', 'sent', 'failed'] as const;
export type StockAlertState = (typeof STOCK_ALERT_STATES)[number];

/**
 * Shoppers waiting for a sold-out SKU (notify-me): `waiting` until the SKU can be bought again, then
 * `sent` in the transaction that puts the mail in the outbox, so one alert is mailed once.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    /** Trimmed and lower-cased. */
    email: text('email').notNull(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    /** The language and market the shopper asked in: the mail's language and link. */
    languageCode: text('language_code').notNull(),
    marketAlias: text('market_alias').notNull(),
    state: text('state', { enum: STOCK_ALERT_STATES }).notNull().default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    mailId: integer('mail_id').references(() => mailOutbox.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    unique('stock_alerts_email_sku').on(t.email, t.skuId),
    index('stock_alerts_waiting_idx').on(t.state, t.skuId),
    check('stock_alerts_state_known', sql`${t.state} in ('waiting', 'sent', 'failed')`),
  ],
);

export const NEWSLETTER_STATES = ['pending', 'confirmed'] as const;

/**
 * Newsletter subscribers, by double opt-in: `pending` with the SHA-256 of the mailed confirmation
 * token until the link is followed, then `confirmed` and the token gone.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    /** Trimmed and lower-cased. */
    email: text('email').primaryKey(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    languageCode: text('language_code').notNull(),
    marketAlias: text('market_alias').notNull(),
    state: text('state', { enum: NEWSLETTER_STATES }).notNull().default('pending'),
    tokenHash: text('token_hash').unique(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    /** When the last confirmation mail was written: at most one per address in a while. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [check('newsletter_subscribers_state_known', sql`${t.state} in ('pending', 'confirmed')`)],
);
