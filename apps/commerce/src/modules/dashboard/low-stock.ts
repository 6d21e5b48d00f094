import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#src/db/client.ts';
import { products, productTexts, skus } from '#src/db/schema.ts';
import { FALLBACK_LANGUAGE_CODE } from '#src/modules/channels/index.ts';
import { LOW_STOCK } from '#src/modules/inventory/index.ts';

export interface LowStockSku {
  skuId: number;
  productId: number;
  articleNumber: string;
  productName: string;
  /** The size, or empty for a product without sizes. */
  skuName: string;
  inStock: number;
  /** Units the supplier can still deliver: a SKU at 0 with none of these cannot be sold at all. */
  oversellable: number;
  threshold: number;
}

export interface LowStock {
  /** How many SKUs are low, of which `skus` are the most urgent. */
  count: number;
  skus: LowStockSku[];
}

/**
 * SKUs whose own stock is at or below their threshold, the most urgent first: nothing left to sell
 * at all, then the least in our own stock.
 */
export async function lowStock(db: Database, languageCode: string, limit: number): Promise<LowStock> {
  // The most urgent SKUs first, and only then their names: product_texts is wide, and every low
  // SKU's name was read before the limit when they were joined at once.
  const urgent = db
    .select({
      skuId: sql<number>`${skus.id}`.as('sku_id'),
      productId: skus.productId,
      articleNumber: skus.articleNumber,
      skuName: sql<string>`${skus.name}`.as('sku_name'),
      inStock: skus.inStock,
      oversellable: skus.oversellable,
      threshold: skus.lowStockThreshold,
      productAlias: products.alias,
      urgency: sql<number>`${skus.inStock} + ${skus.oversellable}`.as('urgency'),
    })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(LOW_STOCK)
    .orderBy(asc(sql`${skus.inStock} + ${skus.oversellable}`), asc(skus.inStock), asc(skus.articleNumber))
    .limit(limit)
    .as('urgent');
  const wanted = alias(productTexts, 'wanted_texts');
  const fallback = alias(productTexts, 'fallback_texts');
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        skuId: urgent.skuId,
        productId: urgent.productId,
        articleNumber: urgent.articleNumber,
        productName: sql<string>`coalesce(${wanted.name}, ${fallback.name}, ${urgent.productAlias})`,
        skuName: urgent.skuName,
        inStock: urgent.inStock,
        oversellable: urgent.oversellable,
        threshold: urgent.threshold,
      })
      .from(urgent)
      .leftJoin(wanted, and(eq(wanted.productId, urgent.productId), eq(wanted.languageCode, languageCode)))
      .leftJoin(
        fallback,
        and(eq(fallback.productId, urgent.productId), eq(fallback.languageCode, FALLBACK_LANGUAGE_CODE)),
      )
      .orderBy(asc(urgent.urgency), asc(urgent.inStock), asc(urgent.articleNumber)),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .where(LOW_STOCK),
  ]);
  return { count: counted?.count ?? 0, skus: rows };
}
