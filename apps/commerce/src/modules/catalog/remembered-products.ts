import { asc, inArray } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { productImages } from '#src/db/schema.ts';
import type { FacetIndex } from './facet-index.ts';
import { type ProductMemory, productMemory } from './product-memory.ts';
import type { ProductRecord } from './products.ts';

type ImageRow = typeof productImages.$inferSelect;

/** Products whose rows a list keeps in memory: several pages of every busy list, a few MB. */
const REMEMBERED_PRODUCTS = 5_000;

interface Remembered {
  records: ProductMemory<Omit<ProductRecord, 'scope'>>;
  images: ProductMemory<ImageRow[]>;
}

/** Held per index: a rebuilt index starts with nothing remembered. */
const remembered = new WeakMap<FacetIndex, Remembered>();

export function rememberedOf(index: FacetIndex): Remembered {
  let held = remembered.get(index);
  if (!held) {
    held = { records: productMemory(REMEMBERED_PRODUCTS), images: productMemory(REMEMBERED_PRODUCTS) };
    remembered.set(index, held);
  }
  return held;
}

/** The products' images, in order, from memory where read before: only the seed writes them. */
export async function rememberedImages(db: Database, index: FacetIndex, ids: readonly number[]) {
  const images = await rememberedOf(index).images.read(ids, '', async (missing) => {
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

/** After changes this instance may have missed: every product's rows are read again. */
export function forgetRememberedProducts(index: FacetIndex) {
  remembered.delete(index);
}

/** After a change to a product's price: its rows are read again on their next list. */
export function forgetRememberedProduct(index: FacetIndex, productId: number) {
  rememberedOf(index).records.forget(productId);
}
