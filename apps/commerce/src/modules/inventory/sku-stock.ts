import { eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { products, skus } from '#src/db/schema.ts';

/**
 * Sets how many units of a SKU are in our own stock, in one transaction. Answers the SKU as it now
 * is and its product's alias; null, and nothing written, for an unknown SKU.
 */
export async function changeSkuStock(db: Database, skuId: number, inStock: number) {
  return db.transaction(async (tx) => {
    const [sku] = await tx.update(skus).set({ inStock }).where(eq(skus.id, skuId)).returning();
    if (!sku) return null;
    const [product] = await tx
      .select({ alias: products.alias })
      .from(products)
      .where(eq(products.id, sku.productId));
    return { sku, productAlias: product?.alias ?? '' };
  });
}
