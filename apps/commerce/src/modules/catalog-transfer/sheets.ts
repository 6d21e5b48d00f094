/**
 * The three sheets of the catalog's export and import (ADR 76), one row each per SKU or per
 * product and market, keyed by article number. A column the import writes is `written`; the others
 * are there to be read by people (a name beside the number) and are never imported: products are
 * created and renamed in the product desk.
 */
export const SHEET_KINDS = ['products', 'prices', 'stock'] as const;
export type SheetKind = (typeof SHEET_KINDS)[number];

export interface ColumnDefinition {
  name: string;
  /** Imported: must be in the file. The key (article_number, market) is always required too. */
  required: boolean;
  written: boolean;
}

const column = (name: string, required: boolean, written = required): ColumnDefinition => ({
  name,
  required,
  written,
});

export const SHEETS: Record<SheetKind, readonly ColumnDefinition[]> = {
  /** One row per SKU: its EAN is imported; the rest says which product it is. */
  products: [
    column('article_number', true, false),
    column('product_article_number', false),
    column('name', false),
    column('brand', false),
    column('category', false),
    column('size', false),
    column('ean', true),
  ],
  /** One row per product and market: the selling and regular price inc VAT in the market's currency. */
  prices: [
    column('article_number', true, false),
    column('name', false),
    column('market', true, false),
    column('currency', true, false),
    column('price', true),
    column('regular_price', true),
  ],
  /** One row per SKU: units in our own stock and the low-stock threshold. */
  stock: [
    column('article_number', true, false),
    column('name', false),
    column('size', false),
    column('in_stock', true),
    column('low_stock_threshold', true),
  ],
};

export const columnNames = (kind: SheetKind) => SHEETS[kind].map((c) => c.name);

/** How much one import may hold: a supplier's price list of tens of thousands of rows fits. */
export const TRANSFER_LIMITS = {
  /** Bytes of the file as sent. */
  fileBytes: 8 * 1024 * 1024,
  /** Data rows in all sheets together. */
  rows: 50_000,
  /** Characters in one cell. */
  cellChars: 500,
  /** Rows of each kind (created, changed, refused) an answer lists; the counts are always whole. */
  listed: 1_000,
  /** A price, minor units: 10,000,000.00. */
  priceMax: 1_000_000_000,
  /** Units in stock, and the low-stock threshold. */
  stockMax: 10_000_000,
} as const;
