import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import type { LocalizedText } from './channels.ts';
import { staffMembers } from './staff.ts';

export const PRODUCT_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ProductPhotoType = (typeof PRODUCT_PHOTO_TYPES)[number];

/**
 * Photos staff uploaded for a product at the catalog desk (ADR 79). The files live in the media
 * folder under `key` (the original as sent and a WebP per storefront width, made at the upload);
 * the row holds the order, the alt text per language and what the original was. A product with
 * photos shows them, first by `position`; one without shows its generated drawings
 * (`product_images`). Positions are rewritten 0..n-1 under the product's row lock.
 */
export const productPhotos = pgTable(
  'product_photos',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    position: integer('position').notNull(),
    /** 32 hex digits, random: the folder of its files and part of their addresses, never reused. */
    key: text('key').notNull().unique(),
    contentType: text('content_type', { enum: PRODUCT_PHOTO_TYPES }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The text that describes it, per language code; a language missing reads the Swedish. */
    alt: jsonb('alt').$type<LocalizedText>().notNull().default({}),
    /** Null when the shop's command line did it. */
    staffId: integer('staff_id').references(() => staffMembers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_photos_product_idx').on(t.productId, t.position),
    check('product_photos_key_form', sql`${t.key} ~ '^[0-9a-f]{32}$'`),
    check('product_photos_type_known', sql`${t.contentType} in ('image/jpeg', 'image/png', 'image/webp')`),
    check('product_photos_size', sql`${t.sizeBytes} between 1 and 20971520`),
    check('product_photos_dimensions', sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);
