import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
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
import { type LocalizedText, markets } from './channels.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The text search configuration (stemmer) of each language. */
export const searchConfig = sql.raw(
  "CASE language_code WHEN 'sv' THEN 'swedish'::regconfig WHEN 'da' THEN 'danish'::regconfig " +
    "WHEN 'fi' THEN 'finnish'::regconfig WHEN 'nb' THEN 'norwegian'::regconfig ELSE 'english'::regconfig END",
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    alias: text('alias').notNull().unique(),
    position: integer('position').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  alias: text('alias').notNull().unique(),
  name: text('name').notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    alias: text('alias').notNull().unique(),
    articleNumber: text('article_number').notNull().unique(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    primaryCategoryId: integer('primary_category_id')
      .notNull()
      .references(() => categories.id),
    /** Products sharing a group are colour variants of each other. */
    variantGroup: text('variant_group'),
    discontinued: boolean('discontinued').notNull().default(false),
    /**
     * Shown in the shop: its page, lists, search, sitemap and carts. A product the catalog desk
     * makes starts unpublished, and is published only with a Swedish name and a price (ADR 73).
     */
    published: boolean('published').notNull().default(true),
    /**
     * The Swedish name in lower case, which the catalog desk sorts and searches by beside the
     * product's other facts (ADR 73). Written with the Swedish text by the seed and the desk.
     */
    nameKey: text('name_key').notNull().default(''),
    soldCount: integer('sold_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('products_category_idx').on(t.primaryCategoryId),
    index('products_brand_idx').on(t.brandId),
    index('products_created_idx').on(t.createdAt, t.id),
    // The catalog desk's list: each sort by itself, within a category or a brand, and of the
    // drafts; a part of the name or of an article number by trigrams (ADR 73).
    index('products_name_key_idx').on(t.nameKey, t.id),
    index('products_category_name_idx').on(t.primaryCategoryId, t.nameKey, t.id),
    index('products_category_created_idx').on(t.primaryCategoryId, t.createdAt, t.id),
    index('products_brand_name_idx').on(t.brandId, t.nameKey, t.id),
    index('products_brand_created_idx').on(t.brandId, t.createdAt, t.id),
    index('products_unpublished_name_idx').on(t.nameKey, t.id).where(sql`not ${t.published}`),
    index('products_unpublished_created_idx').on(t.createdAt, t.id).where(sql`not ${t.published}`),
    index('products_name_key_trgm_idx').using('gin', t.nameKey.op('gin_trgm_ops')),
    index('products_article_number_trgm_idx').using('gin', sql`lower(${t.articleNumber}) gin_trgm_ops`),
  ],
);

export const productTexts = pgTable(
  'product_texts',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    languageCode: text('language_code').notNull(),
    name: text('name').notNull(),
    /** Description, short selling text and extra text, as in the API's texts{text1,text2,text3}. */
    text1: text('text1').notNull(),
    text2: text('text2').notNull(),
    text3: text('text3').notNull(),
    metaTitle: text('meta_title').notNull(),
    metaDescription: text('meta_description').notNull(),
    /** Name, brand, category, article numbers and description: what search looks through. */
    searchText: text('search_text').notNull().default(''),
    /**
     * The product's address in this language (`/p/{alias}`) when it has one of its own; null: the
     * product's alias, which is Swedish. Unique in the language (ADR 71).
     */
    alias: text('alias'),
    /**
     * False: the language was left empty at the catalog desk, and the row holds the Swedish texts
     * so that the shop shows them; the desk shows the language as not yet translated (ADR 73).
     */
    translated: boolean('translated').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.languageCode] }),
    // Alias first: a lookup by an alias of any language reads the same index.
    uniqueIndex('product_texts_alias_idx').on(t.alias, t.languageCode),
    // The stock desk finds a product by words of its name in the staff's languages (ADR 74).
    index('product_texts_name_trgm_idx')
      .using('gin', sql`lower(${t.name}) gin_trgm_ops`)
      .where(sql`${t.languageCode} in ('sv', 'en')`),
  ],
);

/**
 * Aliases a product no longer has, in any language: an address published before still finds it,
 * and the storefront sends the shopper on to its address now (ADR 71).
 */
export const productFormerAliases = pgTable(
  'product_former_aliases',
  {
    alias: text('alias').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
  },
  (t) => [index('product_former_aliases_product_idx').on(t.productId)],
);

/**
 * What search matches, one narrow row per product and language: the name weighted above the rest of
 * searchText, stemmed in the row's language. Read into the in-memory search index (ADR 0016).
 * Rebuilt from product_texts by the catalog's refreshSearchIndex.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    languageCode: text('language_code').notNull(),
    document: tsvector('document').notNull(),
  },
  (t) => [primaryKey({ columns: [t.languageCode, t.productId] })],
);

/** Every word of the catalog's texts per language: typos are corrected to the nearest of these. */
export const searchWords = pgTable(
  'search_words',
  {
    languageCode: text('language_code').notNull(),
    word: text('word').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.languageCode, t.word] }),
    // Trigram similarity (pg_trgm, created by migration 0001).
    index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
  ],
);

export const skus = pgTable(
  'skus',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(), // size, or empty for a product without sizes
    articleNumber: text('article_number').notNull().unique(),
    gtin: text('gtin').notNull(),
    position: integer('position').notNull(),
    inStock: integer('in_stock').notNull().default(0),
    /** Units the supplier can deliver when our own stock runs out. */
    oversellable: integer('oversellable').notNull().default(0),
    /** Units always available (services, rentals, items kept on hand by contract). */
    static: integer('static').notNull().default(0),
    /** Expected restock date, when one is known. */
    incoming: date('incoming', { mode: 'string' }),
    /**
     * At or below this many units in our own stock the back office lists the SKU as low in stock.
     * 5 by default: the storefront's "few left" (FEW_LEFT_BELOW) starts just below 6.
     */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
  },
  (t) => [
    index('skus_product_idx').on(t.productId),
    // The stock desk finds a SKU by the start of its EAN (ADR 74).
    index('skus_gtin_prefix_idx').on(t.gtin.op('text_pattern_ops')),
    index('skus_article_number_trgm_idx').using('gin', sql`lower(${t.articleNumber}) gin_trgm_ops`),
    check('skus_low_stock_threshold_not_negative', sql`${t.lowStockThreshold} >= 0`),
  ],
);

/** One row per product and market; amounts are integer minor units (öre, cents). */
export const prices = pgTable(
  'prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    marketId: integer('market_id')
      .notNull()
      .references(() => markets.id),
    regularIncVat: integer('regular_inc_vat').notNull(),
    regularExVat: integer('regular_ex_vat').notNull(),
    sellingIncVat: integer('selling_inc_vat').notNull(),
    sellingExVat: integer('selling_ex_vat').notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.marketId] }),
    index('prices_market_selling_idx').on(t.marketId, t.sellingIncVat),
  ],
);

/** Selling price history per product and market: one row per price change. */
export const priceLog = pgTable(
  'price_log',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    marketId: integer('market_id')
      .notNull()
      .references(() => markets.id),
    date: date('date', { mode: 'string' }).notNull(),
    regularIncVat: integer('regular_inc_vat').notNull(),
    regularExVat: integer('regular_ex_vat').notNull(),
    sellingIncVat: integer('selling_inc_vat').notNull(),
    sellingExVat: integer('selling_ex_vat').notNull(),
  },
  (t) => [index('price_log_product_idx').on(t.productId, t.marketId, t.date)],
);

export const parameterGroups = pgTable('parameter_groups', {
  id: integer('id').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  position: integer('position').notNull(),
});

export const parameters = pgTable('parameters', {
  id: serial('id').primaryKey(),
  groupId: integer('group_id')
    .notNull()
    .references(() => parameterGroups.id),
  identifier: text('identifier').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  unit: text('unit'),
});

export const productParameters = pgTable(
  'product_parameters',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    parameterId: integer('parameter_id')
      .notNull()
      .references(() => parameters.id),
    value: jsonb('value').$type<LocalizedText>().notNull(),
    show: boolean('show').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.parameterId] }),
    index('product_parameters_parameter_idx').on(t.parameterId),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    position: integer('position').notNull(),
    fileName: text('file_name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] })],
);

export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    languageCode: text('language_code').notNull(),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
  },
  (t) => [index('documents_product_idx').on(t.productId)],
);

export const DISCOUNT_CAMPAIGN_KINDS = ['PERCENTAGE', 'FIXED_AMOUNT', 'FREE_SHIPPING'] as const;
export type DiscountCampaignKind = (typeof DISCOUNT_CAMPAIGN_KINDS)[number];

/**
 * Price campaigns: while one runs, its products' selling price in its markets is the regular price
 * less its discount (written into `prices` at its start and put back at its end, ADR 77), and the
 * shop names it on their cards, pages and cart lines; a free-shipping campaign ships a cart holding
 * one of its products free. Its products are `campaign_products`, chosen by category, brand or by hand.
 */
export const discountCampaigns = pgTable(
  'discount_campaigns',
  {
    id: serial('id').primaryKey(),
    alias: text('alias').notNull().unique(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    hideTitle: boolean('hide_title').notNull().default(false),
    kind: text('kind', { enum: DISCOUNT_CAMPAIGN_KINDS }).notNull().default('PERCENTAGE'),
    /** PERCENTAGE: the share off the regular price, in basis points; 0 for the other kinds. */
    discountBp: integer('discount_bp').notNull(),
    /** FIXED_AMOUNT: the amount off one unit's regular price, inc VAT, per currency (minor units). */
    amountOff: jsonb('amount_off').$type<Record<string, number>>(),
    /** The one market it runs in; null: every market. */
    marketId: integer('market_id').references(() => markets.id),
    /** Its products were chosen as those of this category (and those below it) and/or this brand; both null: by hand. */
    categoryId: integer('category_id').references(() => categories.id),
    brandId: integer('brand_id').references(() => brands.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** When its products' prices were last brought in line with it: its start and end are due after this. */
    repricedAt: timestamp('repriced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('discount_campaigns_kind_known', sql`${t.kind} in ('PERCENTAGE', 'FIXED_AMOUNT', 'FREE_SHIPPING')`),
    check(
      'discount_campaigns_discount',
      sql`${t.discountBp} between 0 and 10000 and (${t.kind} <> 'PERCENTAGE' or ${t.discountBp} > 0) and (${t.kind} <> 'FIXED_AMOUNT' or ${t.amountOff} is not null)`,
    ),
    check('discount_campaigns_dates', sql`${t.endsAt} is null or ${t.endsAt} >= ${t.startsAt}`),
  ],
);

/**
 * The prices campaigns changed: a product's selling price in a market before any campaign changed
 * it (`base`) and the one they set. The price returns to its base when no campaign covers it any
 * more, unless it was changed since by other means (ADR 77).
 */
export const campaignPrices = pgTable(
  'campaign_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    marketId: integer('market_id')
      .notNull()
      .references(() => markets.id),
    baseSellingIncVat: integer('base_selling_inc_vat').notNull(),
    setSellingIncVat: integer('set_selling_inc_vat').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.marketId] })],
);

export const campaignProducts = pgTable(
  'campaign_products',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => discountCampaigns.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.productId] }),
    index('campaign_products_product_idx').on(t.productId),
  ],
);
