import { productPhotoFile } from '@shop/contract';
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { type LocalizedText, productImages, productPhotos } from '#src/db/schema.ts';
import { type FacetIndex, indexMemory } from '#src/modules/listing/index.ts';
import type { ProductRecord } from './products.ts';

/** An image the shop lists for a product: its file at /images/products/ and its alt texts (none for a drawing). */
export interface ImageRow {
  productId: number;
  position: number;
  fileName: string;
  alt: LocalizedText | null;
}

/** Products whose rows a list keeps in memory: several pages of every busy list, a few MB. */
const REMEMBERED_PRODUCTS = 5_000;

/** The rows a list reads of its products; a price change forgets the product's. */
export const rememberedRecords = indexMemory<Omit<ProductRecord, 'scope'>>(REMEMBERED_PRODUCTS, {
  priced: true,
});
const rememberedImageRows = indexMemory<ImageRow[]>(REMEMBERED_PRODUCTS, { priced: false });

/**
 * The products' images, in order, from memory where read before (a change at the desk forgets the
 * product's, ADR 79): the photos staff uploaded, or, for a product without any, its generated drawings.
 */
export async function rememberedImages(db: Database, index: FacetIndex, ids: readonly number[]) {
  const images = await rememberedImageRows(index).read(ids, '', async (missing) => {
    const photos = new Map<number, ImageRow[]>(missing.map((id) => [id, []]));
    const drawings = new Map<number, ImageRow[]>(missing.map((id) => [id, []]));
    const [photoRows, drawingRows] = await Promise.all([
      db
        .select({
          productId: productPhotos.productId,
          position: productPhotos.position,
          key: productPhotos.key,
          alt: productPhotos.alt,
        })
        .from(productPhotos)
        .where(inArray(productPhotos.productId, missing))
        .orderBy(asc(productPhotos.position), asc(productPhotos.id)),
      db
        .select()
        .from(productImages)
        .where(inArray(productImages.productId, missing))
        .orderBy(asc(productImages.position)),
    ]);
    for (const { key, ...row } of photoRows)
      photos.get(row.productId)?.push({ ...row, fileName: productPhotoFile(key) });
    for (const row of drawingRows) drawings.get(row.productId)?.push({ ...row, alt: null });
    return new Map(
      missing.map((id) => [
        id,
        photos.get(id)?.length ? (photos.get(id) as ImageRow[]) : (drawings.get(id) ?? []),
      ]),
    );
  });
  return ids.map((id) => images.get(id) ?? []);
}
