import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { staffMembers } from './staff.ts';

/**
 * How the shop takes new reviews: one row (id 1), edited on the review desk (ADR 75). `moderate`
 * true: a new or rewritten review waits for staff; false: it is published at once. A shop without
 * the row moderates.
 */
export const reviewSettings = pgTable(
  'review_settings',
  {
    id: integer('id').primaryKey().default(1),
    moderate: boolean('moderate').notNull().default(true),
    updatedBy: integer('updated_by').references(() => staffMembers.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('review_settings_one_row', sql`${t.id} = 1`)],
);
