import { and, asc, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { prices, products } from '#src/db/schema.ts';
import type { Scope } from '#src/modules/channels/index.ts';
import { getProduct, getProductsByIds, type ProductRecord } from './products.ts';

export const DEFAULT_RELATED_COUNT = 8;
export const MAX_RELATED_COUNT = 24;

/**
 * Products to show beside one: those of the same category and brand first, then the same
 * category, then the same brand; the best sellers of each first, ties by id, so the answer is the
 * same every time. The product's own colour variants are left out (the page links them already).
 */
export async function relatedProducts(
  db: Database,
  scope: Scope,
  alias: string,
  take = DEFAULT_RELATED_COUNT,
): Promise<ProductRecord[]> {
  const product = await getProduct(db, scope, alias);
  if (!product) return [];
  const sameCategory = eq(products.primaryCategoryId, product.primaryCategoryId);
  const sameBrand = eq(products.brandId, product.brandId);
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(prices, and(eq(prices.productId, products.id), eq(prices.marketId, scope.market.id)))
    .where(
      and(
        ne(products.id, product.id),
        eq(products.discontinued, false),
        eq(products.published, true),
        product.variantGroup
          ? or(isNull(products.variantGroup), ne(products.variantGroup, product.variantGroup))
          : undefined,
        or(sameCategory, sameBrand),
      ),
    )
    .orderBy(
      desc(sql`(${sameCategory})::int * 2 + (${sameBrand})::int`),
      desc(products.soldCount),
      asc(products.id),
    )
    .limit(Math.max(0, Math.min(take, MAX_RELATED_COUNT)));
  return getProductsByIds(
    db,
    scope,
    rows.map((r) => r.id),
  );
}
