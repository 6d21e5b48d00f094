import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, productPhotos } from '#src/db/schema.ts';
import { seededProduct } from './catalog-desk-client.ts';
import { deskClient } from './customer-desk-client.ts';
import { type DeskImage, PRODUCT_IMAGES, photoOf, uploadImage } from './product-images-client.ts';
import { insertStaffMember, signInAs } from './staff-client.ts';
import { useTestApi } from './suite.ts';

const mediaDir = mkdtempSync(join(tmpdir(), 'product-photos-'));
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

const expired: string[][] = [];
const { api, db, data } = useTestApi({
  products: 30,
  server: { mediaDir, invalidateStorefronts: async (tags) => void expired.push([...tags]) },
});
const base = () => api().url;

let editor = '';
beforeAll(async () => {
  editor = await signInAs(base(), (await insertStaffMember(db(), 'catalog')).email);
});
const asEditor = deskClient(base, () => editor);

type Change = {
  images: DeskImage[] | null;
  refusal: string | null;
  problems: { languageCode: string; code: string }[];
};
const change = async (document: string, variables: Record<string, unknown>) => {
  const answer = await asEditor<Change>(document, variables);
  expect(answer.code).toBeUndefined();
  return answer.data as Change;
};

/** A product with `n` photos uploaded, in the order uploaded: its id, alias and image ids. */
async function productWithPhotos(offset: number, n: number) {
  const product = await seededProduct(db(), offset);
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const { status, answer } = await uploadImage(
      base(),
      editor,
      product.id,
      await photoOf('jpeg', 320 + i, 240),
    );
    expect(status).toBe(201);
    ids.push(answer.imageId as number);
  }
  return { ...product, ids };
}

const order = async (productId: number) =>
  (
    await db()
      .select({ id: productPhotos.id, position: productPhotos.position })
      .from(productPhotos)
      .where(eq(productPhotos.productId, productId))
      .orderBy(asc(productPhotos.position))
  ).map((row) => row.id);

const SHOP_IMAGES = `query ($alias: String!, $languageId: String) {
  product(alias: $alias, marketId: "se", languageId: $languageId) { productImages { fileName alt } }
}`;
const shopImages = async (alias: string, languageId = 'sv-SE') =>
  (
    await data<{ product: { productImages: { fileName: string; alt: string | null }[] } }>(SHOP_IMAGES, {
      alias,
      languageId,
    })
  ).product.productImages;

describe('alt texts of a product photo', () => {
  it('sets them per language, the shop reading the Swedish where a language has none', async () => {
    const product = await productWithPhotos(3, 1);
    const imageId = product.ids[0] as number;
    const texts = [
      { languageCode: 'sv', text: '  Grävmaskin  framifrån\n på byggplats ' },
      { languageCode: 'en', text: 'Excavator seen from the front' },
    ];
    const set = await change(PRODUCT_IMAGES.alt, { productId: product.id, imageId, texts });
    expect(set.refusal).toBeNull();
    expect(set.images?.[0]?.alt).toEqual([
      { languageCode: 'sv', text: 'Grävmaskin framifrån på byggplats' },
      { languageCode: 'da', text: '' },
      { languageCode: 'en', text: 'Excavator seen from the front' },
      { languageCode: 'fi', text: '' },
      { languageCode: 'nb', text: '' },
    ]);
    expect((await shopImages(product.alias, 'en-GB'))[0]?.alt).toBe('Excavator seen from the front');
    expect((await shopImages(product.alias, 'da-DK'))[0]?.alt).toBe('Grävmaskin framifrån på byggplats');
    // An empty text removes the language's; the others keep theirs.
    await change(PRODUCT_IMAGES.alt, {
      productId: product.id,
      imageId,
      texts: [{ languageCode: 'en', text: '' }],
    });
    expect((await shopImages(product.alias, 'en-GB'))[0]?.alt).toBe('Grävmaskin framifrån på byggplats');
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.image.alt'), eq(auditLog.entityId, String(product.id))));
    expect(audit).toHaveLength(2);
  });

  it('refuses a text too long or with control characters beside its language, and an image of another product', async () => {
    const product = await productWithPhotos(4, 1);
    const other = await productWithPhotos(5, 1);
    const imageId = product.ids[0] as number;
    const refused = await change(PRODUCT_IMAGES.alt, {
      productId: product.id,
      imageId,
      texts: [
        { languageCode: 'sv', text: 'ok' },
        { languageCode: 'fi', text: 'x'.repeat(251) },
        { languageCode: 'da', text: 'bell\u0007' },
      ],
    });
    expect(refused.refusal).toBe('INVALID_ALT');
    expect(refused.problems.map((p) => [p.languageCode, p.code])).toEqual([
      ['fi', 'TOO_LONG'],
      ['da', 'INVALID'],
    ]);
    const [row] = await db().select().from(productPhotos).where(eq(productPhotos.id, imageId));
    expect(row?.alt).toEqual({});
    const foreign = await change(PRODUCT_IMAGES.alt, {
      productId: product.id,
      imageId: other.ids[0],
      texts: [{ languageCode: 'sv', text: 'Fel bild' }],
    });
    expect(foreign.refusal).toBe('IMAGE_NOT_FOUND');
    const unknown = await asEditor(PRODUCT_IMAGES.alt, {
      productId: product.id,
      imageId,
      texts: [{ languageCode: 'de', text: 'Bagger' }],
    });
    expect(unknown.code).toBe('BAD_USER_INPUT');
  });
});

describe('the order of a product photos', () => {
  it('refuses an order that is not exactly the product’s images, and writes one that is', async () => {
    const product = await productWithPhotos(6, 3);
    const other = await productWithPhotos(7, 1);
    const [a, b, c] = product.ids as [number, number, number];
    const wrong = [[a, b], [a, b, c, c], [a, b, b], [a, b, other.ids[0]], [a, b, c, other.ids[0]], []];
    for (const imageIds of wrong) {
      const refused = await change(PRODUCT_IMAGES.reorder, { productId: product.id, imageIds });
      expect([imageIds, refused.refusal]).toEqual([imageIds, 'WRONG_IMAGE_LIST']);
    }
    expect(await order(product.id)).toEqual([a, b, c]);
    expired.length = 0;
    const done = await change(PRODUCT_IMAGES.reorder, { productId: product.id, imageIds: [c, a, b] });
    expect(done.images?.map((image) => [image.id, image.position])).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
    expect(expired[0]).toEqual(expect.arrayContaining(['catalog', `product:${product.alias}`]));
    const first = (await shopImages(product.alias))[0]?.fileName;
    expect(first).toBe(done.images?.[0]?.fileName);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.image.order'), eq(auditLog.entityId, String(product.id))));
    expect([audit?.before, audit?.after]).toEqual([{ imageIds: [a, b, c] }, { imageIds: [c, a, b] }]);
    // The same order again writes nothing.
    await change(PRODUCT_IMAGES.reorder, { productId: product.id, imageIds: [c, a, b] });
    expect(expired).toHaveLength(1);
  });

  it('ends two orders sent at once in one of the two, exactly', { timeout: 60_000 }, async () => {
    const product = await productWithPhotos(8, 4);
    const [a, b, c, d] = product.ids as [number, number, number, number];
    const first = [d, c, b, a];
    const second = [b, d, a, c];
    for (let round = 0; round < 6; round++) {
      const [x, y] = round % 2 === 0 ? [first, second] : [second, first];
      const answers = await Promise.all([
        change(PRODUCT_IMAGES.reorder, { productId: product.id, imageIds: x }),
        change(PRODUCT_IMAGES.reorder, { productId: product.id, imageIds: y }),
      ]);
      expect(answers.map((answer) => answer.refusal)).toEqual([null, null]);
      const now = await order(product.id);
      expect([first, second]).toContainEqual(now);
      const positions = await db()
        .select({ position: productPhotos.position })
        .from(productPhotos)
        .where(eq(productPhotos.productId, product.id));
      expect(positions.map((p) => p.position).sort()).toEqual([0, 1, 2, 3]);
    }
  });
});

describe('deleting a product photo', () => {
  it('takes it off with its files, the others closing up, and the shop shows the drawings after the last', async () => {
    const product = await productWithPhotos(9, 2);
    const [a, b] = product.ids as [number, number];
    const [row] = await db().select().from(productPhotos).where(eq(productPhotos.id, a));
    const folder = join(mediaDir, 'product-photos', row?.key as string);
    expect(existsSync(folder)).toBe(true);
    const removed = await change(PRODUCT_IMAGES.remove, { productId: product.id, imageId: a });
    expect(removed.images?.map((image) => [image.id, image.position])).toEqual([[b, 0]]);
    expect(existsSync(folder)).toBe(false);
    expect((await fetch(`${base()}/images/products/photo-${row?.key}-320.webp`)).status).toBe(404);
    const again = await change(PRODUCT_IMAGES.remove, { productId: product.id, imageId: a });
    expect(again.refusal).toBe('IMAGE_NOT_FOUND');
    await change(PRODUCT_IMAGES.remove, { productId: product.id, imageId: b });
    expect((await shopImages(product.alias))[0]?.fileName).toMatch(/\.svg$/);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.image.delete'), eq(auditLog.entityId, String(product.id))));
    expect(audit).toHaveLength(2);
    const unknown = await change(PRODUCT_IMAGES.remove, { productId: 999_999_999, imageId: b });
    expect(unknown.refusal).toBe('PRODUCT_NOT_FOUND');
  });

  it('shows the desk a product’s photos and what a photo may be to a role that may read the catalog', async () => {
    const product = await productWithPhotos(10, 1);
    const support = await signInAs(base(), (await insertStaffMember(db(), 'support')).email);
    const asSupport = deskClient(base, () => support);
    const read = await asSupport<{ images: DeskImage[] }>(PRODUCT_IMAGES.images, { id: product.id });
    expect(read.data?.images.map((image) => image.id)).toEqual(product.ids);
    const limits = await asSupport(PRODUCT_IMAGES.limits);
    expect(limits.data).toEqual({
      maxBytes: 20 * 1024 * 1024,
      maxPixels: 64_000_000,
      perProduct: 20,
      altTextMax: 250,
      types: ['image/jpeg', 'image/png', 'image/webp'],
      widths: [160, 320, 640, 1000, 2000],
    });
    const refused = await asSupport(PRODUCT_IMAGES.remove, {
      productId: product.id,
      imageId: product.ids[0],
    });
    expect(refused.code).toBe('FORBIDDEN');
  });
});
