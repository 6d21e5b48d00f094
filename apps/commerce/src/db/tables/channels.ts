import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';

/** Text per language code (sv, da, en, fi, nb); readers fall back to the market's default language. */
export type LocalizedText = Record<string, string>;

export const languages = pgTable('languages', {
  id: text('id').primaryKey(), // ISO form used by the API, e.g. sv-SE
  code: text('code').notNull().unique(), // route prefix, e.g. sv
  name: text('name').notNull(), // the language's own name, e.g. Svenska
});

export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(), // ISO 4217
  name: jsonb('name').$type<LocalizedText>().notNull(),
});

export const countries = pgTable('countries', {
  code: text('code').primaryKey(), // ISO 3166-1 alpha-2
  name: jsonb('name').$type<LocalizedText>().notNull(),
});

export const channels = pgTable('channels', {
  id: text('id').primaryKey(), // e.g. 1|se
  name: text('name').notNull(),
  defaultMarketId: integer('default_market_id'),
  /** Style variable name to value (ADR 70); null for a shop seeded before channels had a theme. */
  theme: jsonb('theme').$type<Record<string, string>>(),
});

/** What a key may do: a storefront key reads and posts as a shopper; a staff key also changes the catalog. */
export const API_KEY_SCOPES = ['storefront', 'staff'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const apiKeys = pgTable(
  'api_keys',
  {
    key: text('key').primaryKey(),
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id),
    description: text('description').notNull(),
    scope: text('scope', { enum: API_KEY_SCOPES }).notNull().default('storefront'),
  },
  (t) => [check('api_keys_scope_known', sql`${t.scope} in ('storefront', 'staff')`)],
);

export const markets = pgTable('markets', {
  id: serial('id').primaryKey(),
  channelId: text('channel_id')
    .notNull()
    .references(() => channels.id),
  alias: text('alias').notNull().unique(),
  countryCode: text('country_code')
    .notNull()
    .references(() => countries.code),
  currencyCode: text('currency_code')
    .notNull()
    .references(() => currencies.code),
  defaultLanguageId: text('default_language_id')
    .notNull()
    .references(() => languages.id),
  /** VAT in basis points: 2500 = 25 %. */
  vatRateBp: integer('vat_rate_bp').notNull(),
  virtual: boolean('virtual').notNull().default(false),
  onlyDisplayInCheckout: boolean('only_display_in_checkout').notNull().default(false),
  groupKey: text('group_key').notNull(),
  position: integer('position').notNull(),
});

export const marketLanguages = pgTable(
  'market_languages',
  {
    marketId: integer('market_id')
      .notNull()
      .references(() => markets.id),
    languageId: text('language_id')
      .notNull()
      .references(() => languages.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.marketId, t.languageId] })],
);
