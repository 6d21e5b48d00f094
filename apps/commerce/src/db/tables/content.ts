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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import type { LocalizedText } from './channels.ts';
import { customers } from './customers.ts';
import { staffMembers } from './staff.ts';

/** Where a review stands: waiting for staff, shown in the shop, or kept out of it with a reason (ADR 75). */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * Customers' reviews of a product: a star rating from 1 to 5 and a comment, under the account's name.
 * One per customer and product: a second one replaces the first.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** The signed-in customer who wrote it; null for seeded reviews and deleted accounts. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    author: text('author').notNull(),
    comment: text('comment').notNull().default(''),
    languageCode: text('language_code').notNull(),
    /** The customer had bought the product (an order not cancelled or refunded) when writing it. */
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    /** When it was written, or last rewritten. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Only approved reviews are shown and counted; a new or rewritten one waits unless the shop publishes at once. */
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    /** Why staff kept it out of the shop; set exactly when rejected. */
    rejectionReason: text('rejection_reason'),
    /** The member who approved or rejected it, and when; null while pending or published at once. */
    decidedBy: integer('decided_by').references(() => staffMembers.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The dealer's answer, shown under the review in the shop; null when none. */
    reply: text('reply'),
    repliedBy: integer('replied_by').references(() => staffMembers.id),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.createdAt),
    index('reviews_status_idx').on(t.status, t.createdAt),
    uniqueIndex('reviews_one_per_customer').on(t.productId, t.customerId),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_status_known', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check(
      'reviews_rejected_has_reason',
      sql`(${t.status} = 'rejected') = (${t.rejectionReason} is not null)`,
    ),
    check('reviews_reply_dated', sql`(${t.reply} is null) = (${t.repliedAt} is null)`),
  ],
);

/**
 * Pages of text and widgets at /{alias} and /content/{alias}; unpublished ones only in preview.
 * The row, its aliases and its widgets are what the shop shows; the desk's saves are versions
 * (content_page_versions) until one is published (ADR 78).
 */
export const contentPages = pgTable('content_pages', {
  id: serial('id').primaryKey(),
  alias: text('alias').notNull().unique(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  metaDescription: jsonb('meta_description').$type<LocalizedText>().notNull(),
  published: boolean('published').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The latest version saved: a save names the version it began from, and is refused if another came since. */
  version: integer('version').notNull().default(1),
  /** The version the shop's rows hold, once published; null for a page never published. */
  publishedVersion: integer('published_version'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A content page's texts as one save left them: the page's title, description, aliases and text sections. */
export interface ContentPageTexts {
  title: LocalizedText;
  metaDescription: LocalizedText;
  /** The page's own (Swedish) alias. */
  alias: string;
  /** Its alias in another language, where that differs from the own one. */
  aliases: LocalizedText;
  /** The text widgets of its Content area, in order: a layout and blocks per language. */
  sections: { layout: string; blocks: Record<string, unknown[]> }[];
}

/**
 * Every save of a content page, the latest being the draft until published: who saved it, when,
 * and its texts. A page without any (seeded) has its shop rows as version 1.
 */
export const contentPageVersions = pgTable(
  'content_page_versions',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => contentPages.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    texts: jsonb('texts').$type<ContentPageTexts>().notNull(),
    savedBy: integer('saved_by').references(() => staffMembers.id),
    /** Who saved it as the audit trail names them (a member's email; the seed's versions none). */
    savedByName: text('saved_by_name').notNull().default(''),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    /** The older version a restore took its texts from. */
    restoredFrom: integer('restored_from'),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.version] })],
);

/**
 * A content page's address in a language other than its alias's (`/{alias}`), unique in that
 * language; a language without a row uses the page's alias (ADR 71).
 */
export const contentPageAliases = pgTable(
  'content_page_aliases',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => contentPages.id, { onDelete: 'cascade' }),
    languageCode: text('language_code').notNull(),
    alias: text('alias').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.alias, t.languageCode] }),
    uniqueIndex('content_page_aliases_page_language_idx').on(t.pageId, t.languageCode),
  ],
);

/** Aliases a content page no longer has: an address published before still finds it (ADR 71). */
export const contentPageFormerAliases = pgTable('content_page_former_aliases', {
  alias: text('alias').primaryKey(),
  pageId: integer('page_id')
    .notNull()
    .references(() => contentPages.id, { onDelete: 'cascade' }),
});

/**
 * The widgets of the shop's widget areas: a family (Frontpage, Product, Productlist, Content), an
 * area of it and, for content pages, the page's alias. `name` is the widget's kind (hero, text,
 * product carousel, category tiles, ...) and `configuration` its settings with texts per language.
 */
export const widgets = pgTable(
  'widgets',
  {
    id: serial('id').primaryKey(),
    family: text('family').notNull(),
    areaName: text('area_name').notNull(),
    pageAlias: text('page_alias').notNull().default(''),
    position: integer('position').notNull(),
    layout: text('layout').notNull().default('full'),
    name: text('name').notNull(),
    configuration: jsonb('configuration').$type<Record<string, unknown>>().notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** Counts the desk's changes to the widget's texts: a form names the one it was read at (ADR 78). */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('widgets_area_idx').on(t.family, t.areaName, t.pageAlias, t.position)],
);
