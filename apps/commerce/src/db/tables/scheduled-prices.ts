import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { markets } from './channels.ts';
import { staffMembers } from './staff.ts';

/** Waiting for its moment, put in force by the shop, or called off by staff (ADR 74). */
export const SCHEDULED_PRICE_STATES = ['pending', 'applied', 'cancelled'] as const;
export type ScheduledPriceState = (typeof SCHEDULED_PRICE_STATES)[number];

/**
 * A product's price in one market from a moment on, set ahead by staff. At `starts_at` the shop
 * writes it into `prices` and `price_log` and marks it applied, in one transaction that only the
 * first instance to claim it commits (ADR 74). Amounts inc VAT, in minor units; the ex-VAT amounts
 * follow from the price row's VAT rate when it is applied.
 */
export const scheduledPrices = pgTable(
  'scheduled_prices',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    marketId: integer('market_id')
      .notNull()
      .references(() => markets.id),
    sellingIncVat: integer('selling_inc_vat').notNull(),
    regularIncVat: integer('regular_inc_vat').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    state: text('state', { enum: SCHEDULED_PRICE_STATES }).notNull().default('pending'),
    createdBy: integer('created_by').references(() => staffMembers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When it was applied or cancelled. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** Who cancelled it; null when the shop applied it. */
    settledBy: integer('settled_by').references(() => staffMembers.id),
  },
  (t) => [
    // What the job looks for: pending prices by their moment.
    index('scheduled_prices_due_idx').on(t.startsAt).where(sql`${t.state} = 'pending'`),
    index('scheduled_prices_product_idx').on(t.productId, t.marketId, t.startsAt),
    check(
      'scheduled_prices_amounts',
      sql`${t.sellingIncVat} > 0 and ${t.regularIncVat} >= ${t.sellingIncVat}`,
    ),
    check('scheduled_prices_state_known', sql`${t.state} in ('pending', 'applied', 'cancelled')`),
  ],
);
