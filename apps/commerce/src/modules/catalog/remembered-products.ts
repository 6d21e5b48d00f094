import { asc, inArray } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { productImages } from '#src/db/schema.ts';
import { type FacetIndex, indexMemory } from '#src/modules/listing/index.ts';
import type { ProductRecord } from './products.ts';

type ImageRow = typeof productImages.$inferSelect;

/** Products whose rows a list keeps in memory: several pages of every busy list, a few MB. */
const REMEMBERED_PRODUCTS = 5_000;

/** The rows a list reads of its products; a price change forgets the product's. */
export const rememberedRecords = indexMemory<Omit<ProductRecord, 'scope'>>(REMEMBERED_PRODUCTS, {
  priced: true,
});
const rememberedImageRows = indexMemory<ImageRow[]>(REMEMBERED_PRODUCTS, { priced: false });

/** The products' images, in order, from memory where read before: only the seed writes them. */
export async function rememberedImages(db: Database, index: FacetIndex, ids: readonly number[]) {
  const images = await rememberedImageRows(index).read(ids, '', async (missing) => {
    const byProduct = new Map<number, ImageRow[]>(missing.map((id) => [id, []]));
    const rows = await db
      .select()
      .from(productImages)
      .where(inArray(productImages.productId, missing))
      .orderBy(asc(productImages.position));
    for (const row of rows) byProduct.get(row.productId)?.push(row);
    return byProduct;
  });
  return ids.map((id) => images.get(id) ?? []);
}
