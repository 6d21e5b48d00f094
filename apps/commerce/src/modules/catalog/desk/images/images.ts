import { productPhotoFile } from '@shop/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { type LocalizedText, productPhotos, products, productTexts } from '#src/db/schema.ts';
import { type AuditActor, recordAudit } from '#src/modules/audit/index.ts';
import type { ProductsChanged } from '#src/modules/listing/index.ts';
import { checkProductPhoto, newPhotoKey, type PhotoStore, photoFiles } from '#src/modules/media/index.ts';
import { CATALOG_TAG, type InvalidateStorefronts, productTag } from '#src/modules/storefront-cache/index.ts';
import { type AltText, cleanAltTexts } from './alt-text.ts';
import { type AltProblem, ImageRefusal, PRODUCT_IMAGE_LIMITS, type ProductImageRefusal } from './refusals.ts';

/** A product's photo as the desk shows it. */
export interface DeskImage {
  id: number;
  productId: number;
  position: number;
  key: string;
  /** Its address at /images/products/ (the widest copy; `-{width}` before `.webp` for another). */
  fileName: string;
  contentType: string;
  sizeBytes: number;
  width: number;
  height: number;
  alt: LocalizedText;
  createdAt: Date;
}

export type ImageResult<T> =
  | { ok: true; value: T }
  | { ok: false; refusal: ProductImageRefusal; message: string; problems: readonly AltProblem[] };

/** What a change did: the product, its pages' aliases (for the storefronts' tags), whether anything changed. */
export interface ImagesChanged {
  productId: number;
  aliases: string[];
  changed: boolean;
  /** The photo added, or the one an alt text was given. */
  imageId: number | null;
}

/** What is told after a change has committed, so that the shop shows it from its next request. */
export interface ImageServices {
  productsChanged: ProductsChanged;
  invalidateStorefronts: InvalidateStorefronts;
}

const refused = (error: unknown): ImageResult<never> | null =>
  error instanceof ImageRefusal
    ? { ok: false, refusal: error.refusal, message: error.message, problems: error.problems }
    : null;

/** Runs a change in one transaction; a refusal rolls it back and is answered, anything else is thrown. */
async function imageTransaction<T>(
  db: Database,
  run: (tx: Transaction) => Promise<T>,
): Promise<ImageResult<T>> {
  try {
    return { ok: true, value: await db.transaction(run) };
  } catch (error) {
    const refusal = refused(error);
    if (refusal) return refusal;
    throw error;
  }
}

/**
 * The product's row locked for the change (every change to its images takes it first, so two
 * changes at once run one after the other), and its pages' aliases; refused when there is none.
 */
async function lockProduct(tx: Transaction, productId: number): Promise<string[]> {
  const [row] = await tx
    .select({ alias: products.alias })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!row) throw new ImageRefusal('PRODUCT_NOT_FOUND');
  const texts = await tx
    .select({ alias: productTexts.alias })
    .from(productTexts)
    .where(eq(productTexts.productId, productId));
  return [row.alias, ...texts.flatMap((t) => (t.alias ? [t.alias] : []))];
}

const asDeskImage = (row: typeof productPhotos.$inferSelect): DeskImage => ({
  id: row.id,
  productId: row.productId,
  position: row.position,
  key: row.key,
  fileName: productPhotoFile(row.key),
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
  width: row.width,
  height: row.height,
  alt: row.alt,
  createdAt: row.createdAt,
});

/** A product's photos in the shop's order. */
export async function deskImages(db: Database | Transaction, productId: number): Promise<DeskImage[]> {
  const rows = await db
    .select()
    .from(productPhotos)
    .where(eq(productPhotos.productId, productId))
    .orderBy(asc(productPhotos.position), asc(productPhotos.id));
  return rows.map(asDeskImage);
}

/** After a change has committed: every instance's lists forget the product's images, the storefronts' pages expire. */
export async function showImageChange(services: ImageServices, change: ImagesChanged) {
  if (!change.changed) return;
  await services.productsChanged([change.productId]);
  await services.invalidateStorefronts([CATALOG_TAG, ...change.aliases.map(productTag)]);
}

/**
 * A photo added last to a product's images. Its type is read from its bytes and its head, then its
 * copies are made (once, here, so no shopper waits for one) and kept in the store under a new key;
 * then, in one transaction under the product's lock, its row and audit row, refused past the most
 * a product may have. Refused or failed, its files are removed again.
 */
export async function addProductImage(
  db: Database,
  store: PhotoStore,
  upload: { productId: number; bytes: Uint8Array; actor: AuditActor },
): Promise<ImageResult<ImagesChanged>> {
  const refuse = (refusal: ProductImageRefusal) => refused(new ImageRefusal(refusal)) as ImageResult<never>;
  if (upload.bytes.length === 0) return refuse('NO_IMAGE');
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, upload.productId));
  if (!product) return refuse('PRODUCT_NOT_FOUND');
  const checked = await checkProductPhoto(upload.bytes);
  if (!checked.ok) return refuse(checked.refusal);
  const { photo } = checked;
  let files: Awaited<ReturnType<typeof photoFiles>>;
  try {
    files = await photoFiles(upload.bytes, photo);
  } catch {
    return refuse('IMAGE_CORRUPT');
  }
  const key = newPhotoKey();
  await store.put(key, files);
  try {
    const result = await imageTransaction(db, async (tx) => {
      const aliases = await lockProduct(tx, upload.productId);
      const [held] = await tx
        .select({ n: count() })
        .from(productPhotos)
        .where(eq(productPhotos.productId, upload.productId));
      const position = held?.n ?? 0;
      if (position >= PRODUCT_IMAGE_LIMITS.perProduct) throw new ImageRefusal('TOO_MANY_IMAGES');
      const values = {
        productId: upload.productId,
        position,
        key,
        contentType: photo.contentType,
        sizeBytes: upload.bytes.length,
        width: photo.width,
        height: photo.height,
        staffId: upload.actor.staffId,
      };
      const [row] = await tx.insert(productPhotos).values(values).returning({ id: productPhotos.id });
      const imageId = row?.id as number;
      const { productId: _, staffId: __, ...after } = values;
      await recordAudit(tx, {
        actor: upload.actor,
        action: 'product.image.add',
        entityType: 'product',
        entityId: upload.productId,
        after: { imageId, ...after },
      });
      return { productId: upload.productId, aliases, changed: true, imageId };
    });
    if (!result.ok) await store.remove(key);
    return result;
  } catch (error) {
    await store.remove(key);
    throw error;
  }
}

/** The image of the product, locked with it; refused when the product has no such image. */
async function imageOf(tx: Transaction, productId: number, imageId: number) {
  const [row] = await tx
    .select()
    .from(productPhotos)
    .where(and(eq(productPhotos.id, imageId), eq(productPhotos.productId, productId)));
  if (!row) throw new ImageRefusal('IMAGE_NOT_FOUND');
  return row;
}

/**
 * Alt texts of an image in the languages given (an empty one removes that language's, which then
 * reads the Swedish); the other languages keep theirs. One transaction with its audit row.
 */
export function setImageAlt(
  db: Database,
  change: { productId: number; imageId: number; texts: readonly AltText[]; actor: AuditActor },
): Promise<ImageResult<ImagesChanged>> {
  return imageTransaction(db, async (tx) => {
    const clean = cleanAltTexts(change.texts);
    if (!clean.ok) throw new ImageRefusal('INVALID_ALT', clean.problems);
    const aliases = await lockProduct(tx, change.productId);
    const row = await imageOf(tx, change.productId, change.imageId);
    const alt: LocalizedText = { ...row.alt };
    for (const { languageCode, text } of clean.texts) {
      if (text) alt[languageCode] = text;
      else delete alt[languageCode];
    }
    const same =
      JSON.stringify(Object.entries(alt).sort()) === JSON.stringify(Object.entries(row.alt).sort());
    const unchanged = { productId: change.productId, aliases, changed: false, imageId: row.id };
    if (same) return unchanged;
    await tx.update(productPhotos).set({ alt }).where(eq(productPhotos.id, row.id));
    await recordAudit(tx, {
      actor: change.actor,
      action: 'product.image.alt',
      entityType: 'product',
      entityId: change.productId,
      before: { imageId: row.id, alt: row.alt },
      after: { imageId: row.id, alt },
    });
    return { ...unchanged, changed: true };
  });
}

/** Writes the positions 0..n-1 in the order of `ids`, in one statement. */
async function writeOrder(tx: Transaction, productId: number, ids: readonly number[]) {
  if (ids.length === 0) return;
  const cases = sql.join(
    ids.map((id, position) => sql`when ${id}::int then ${position}::int`),
    sql` `,
  );
  await tx
    .update(productPhotos)
    .set({ position: sql`case ${productPhotos.id} ${cases} end` })
    .where(eq(productPhotos.productId, productId));
}

/**
 * The product's images in the order given, which must name each of its images exactly once and
 * no other: under the product's lock, so of two orders sent at once one is written whole and then
 * the other, never a mix. One transaction with its audit row.
 */
export function reorderImages(
  db: Database,
  change: { productId: number; imageIds: readonly number[]; actor: AuditActor },
): Promise<ImageResult<ImagesChanged>> {
  return imageTransaction(db, async (tx) => {
    const aliases = await lockProduct(tx, change.productId);
    const before = (await deskImages(tx, change.productId)).map((image) => image.id);
    const asked = change.imageIds;
    const held = new Set(before);
    const exact =
      asked.length === before.length &&
      new Set(asked).size === asked.length &&
      asked.every((id) => held.has(id));
    if (!exact) throw new ImageRefusal('WRONG_IMAGE_LIST');
    const unchanged = { productId: change.productId, aliases, changed: false, imageId: null };
    if (asked.every((id, i) => before[i] === id)) return unchanged;
    await writeOrder(tx, change.productId, asked);
    await recordAudit(tx, {
      actor: change.actor,
      action: 'product.image.order',
      entityType: 'product',
      entityId: change.productId,
      before: { imageIds: before },
      after: { imageIds: asked },
    });
    return { ...unchanged, changed: true };
  });
}

/**
 * An image taken off the product, the others closing up, in one transaction with its audit row;
 * its files are removed once that has committed.
 */
export async function deleteImage(
  db: Database,
  store: PhotoStore,
  change: { productId: number; imageId: number; actor: AuditActor },
): Promise<ImageResult<ImagesChanged>> {
  const result = await imageTransaction(db, async (tx) => {
    const aliases = await lockProduct(tx, change.productId);
    const row = await imageOf(tx, change.productId, change.imageId);
    await tx.delete(productPhotos).where(eq(productPhotos.id, row.id));
    const rest = (await deskImages(tx, change.productId)).map((image) => image.id);
    await writeOrder(tx, change.productId, rest);
    const { staffId: _, createdAt: __, ...before } = row;
    await recordAudit(tx, {
      actor: change.actor,
      action: 'product.image.delete',
      entityType: 'product',
      entityId: change.productId,
      before,
    });
    return { productId: change.productId, aliases, changed: true, imageId: null, key: row.key };
  });
  if (!result.ok) return result;
  const { key, ...changed } = result.value;
  // A file left behind by a failure here is never named again: it costs room, not correctness.
  await store.remove(key).catch(() => undefined);
  return { ok: true, value: changed };
}
