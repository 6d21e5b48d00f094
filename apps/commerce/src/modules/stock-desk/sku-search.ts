import { and, asc, eq, gt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#src/db/client.ts';
import { products, productTexts, skus } from '#src/db/schema.ts';
import { FALLBACK_LANGUAGE_CODE } from '#src/modules/channels/index.ts';
import { LOW_STOCK } from '#src/modules/inventory/index.ts';

/** A line of the stock desk's list: one SKU with its product, stock and threshold. */
export interface StockSkuRow {
  skuId: number;
  articleNumber: string;
  gtin: string;
  /** The size, or empty for a product without sizes. */
  skuName: string;
  productId: number;
  productAlias: string;
  productArticleNumber: string;
  productName: string;
  inStock: number;
  oversellable: number;
  static: number;
  incoming: string | null;
  lowStockThreshold: number;
  isLow: boolean;
  discontinued: boolean;
}

export interface StockSkuPage {
  nodes: StockSkuRow[];
  /** How many SKUs match, counted up to COUNT_MAX. */
  totalCount: number;
  /** More than COUNT_MAX match. */
  countCapped: boolean;
  endCursor: string | null;
  hasNextPage: boolean;
}

/** A page's cursor: its last SKU's article number, unique and the list's order. */
export const skuCursorOf = (articleNumber: string) =>
  Buffer.from(`sku:${articleNumber}`).toString('base64url');

/** The article number a cursor continues after, or null for one this list did not make. */
export function skuCursorArticle(cursor: string): string | null {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  return text.startsWith('sku:') && text.length <= 204 ? text.slice(4) : null;
}

/** A list's count stops here: counting every SKU of a large catalog costs more than its page. */
export const COUNT_MAX = 1_000;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What a search matches: the start of the SKU's or the product's article number, the start of the
 * EAN (four digits and more), or the product's name in Swedish or English with every word somewhere
 * in it. Each is its own indexed query (trigrams, a prefix index), their SKUs put together: one
 * OR across the tables read them all.
 */
export function skuSearch(search: string): SQL | undefined {
  const whole = search.trim().toLowerCase();
  const words = whole.split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const prefix = `${escapeLike(whole)}%`;
  const named = and(
    // The staff's languages, as the partial trigram index has them (a literal: the planner must see it).
    sql.raw(`"product_texts"."language_code" in ('sv', 'en')`),
    ...words.map((word) => sql`lower(${productTexts.name}) like ${`%${escapeLike(word)}%`}`),
  );
  const parts = [
    sql`select ${skus.id} from ${skus} where lower(${skus.articleNumber}) like ${prefix}`,
    sql`select ${skus.id} from ${skus} inner join ${products} on ${products.id} = ${skus.productId}
      where lower(${products.articleNumber}) like ${prefix}`,
    sql`select ${skus.id} from ${skus} where ${skus.productId} in
      (select ${productTexts.productId} from ${productTexts} where ${named})`,
  ];
  const digits = whole.replace(/[\s-]/g, '');
  if (/^\d{4,14}$/.test(digits))
    parts.push(sql`select ${skus.id} from ${skus} where ${skus.gtin} like ${`${digits}%`}`);
  return sql`${skus.id} in (${sql.join(parts, sql` union `)})`;
}

/** The desk's rows of the SKUs `where` picks (over skus joined with products), by article number. */
export function stockSkuRows(db: Database, where: SQL | undefined, languageCode: string, limit: number) {
  const wanted = alias(productTexts, 'wanted_texts');
  const fallback = alias(productTexts, 'fallback_texts');
  return db
    .select({
      skuId: skus.id,
      articleNumber: skus.articleNumber,
      gtin: skus.gtin,
      skuName: skus.name,
      productId: products.id,
      productAlias: products.alias,
      productArticleNumber: products.articleNumber,
      productName: sql<string>`coalesce(${wanted.name}, ${fallback.name}, ${products.alias})`,
      inStock: skus.inStock,
      oversellable: skus.oversellable,
      static: skus.static,
      incoming: skus.incoming,
      lowStockThreshold: skus.lowStockThreshold,
      isLow: sql<boolean>`coalesce(${LOW_STOCK}, false)`,
      discontinued: products.discontinued,
    })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .leftJoin(wanted, and(eq(wanted.productId, products.id), eq(wanted.languageCode, languageCode)))
    .leftJoin(
      fallback,
      and(eq(fallback.productId, products.id), eq(fallback.languageCode, FALLBACK_LANGUAGE_CODE)),
    )
    .where(where)
    .orderBy(asc(skus.articleNumber))
    .limit(limit);
}

/** SKUs matching a search (and, asked, only those low in stock), by article number, a page at a time. */
export async function searchStockSkus(
  db: Database,
  options: {
    search?: string | null;
    lowOnly?: boolean | null;
    languageCode: string;
    first: number;
    after?: string | null;
  },
): Promise<StockSkuPage> {
  const where = and(skuSearch(options.search ?? ''), options.lowOnly ? LOW_STOCK : undefined);
  const pageWhere = and(where, options.after ? gt(skus.articleNumber, options.after) : undefined);
  const capped = db
    .select({ one: sql`1` })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(where)
    .limit(COUNT_MAX + 1)
    .as('capped');
  const [rows, [counted]] = await Promise.all([
    stockSkuRows(db, pageWhere, options.languageCode, options.first + 1),
    db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(capped),
  ]);
  const total = counted?.total ?? 0;
  const nodes = rows.slice(0, options.first);
  const last = nodes.at(-1);
  const hasNextPage = rows.length > options.first;
  return {
    nodes,
    totalCount: Math.min(total, COUNT_MAX),
    countCapped: total > COUNT_MAX,
    endCursor: hasNextPage && last ? skuCursorOf(last.articleNumber) : null,
    hasNextPage,
  };
}
