import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PRODUCT_PHOTO_WIDTHS } from '@shop/contract';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, productImages, productPhotos } from '#src/db/schema.ts';
import { seededProduct } from './catalog-desk-client.ts';
import { photoOf, pixelBomb, uploadImage } from './product-images-client.ts';
import { insertStaffMember, signInAs } from './staff-client.ts';
import { useTestApi } from './suite.ts';

const mediaDir = mkdtempSync(join(tmpdir(), 'product-photos-'));
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));
const photosDir = join(mediaDir, 'product-photos');

/** The cache tags the API expired, as the storefronts are told them. */
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

const SHOP_IMAGES = `query ($alias: String!, $languageId: String) {
  product(alias: $alias, marketId: "se", languageId: $languageId) { productImages { fileName alt } images }
}`;
type ShopImages = { productImages: { fileName: string; alt: string | null }[]; images: string[] };
const shopImages = async (alias: string, languageId = 'sv-SE') =>
  (await data<{ product: ShopImages }>(SHOP_IMAGES, { alias, languageId })).product;

/** What the media folder holds: each photo's folder with its files, and nothing else. */
const folders = () => (existsSync(photosDir) ? readdirSync(photosDir).sort() : []);
const photoRows = async (productId: number) =>
  (await db().select({ n: count() }).from(productPhotos).where(eq(productPhotos.productId, productId)))[0]?.n;

describe('uploading product photos at the catalog desk', () => {
  it('takes a JPEG, a PNG and a WebP, keeps each original and makes its WebP copies once, and the shop lists them first', {
    timeout: 60_000,
  }, async () => {
    const product = await seededProduct(db(), 3);
    const drawings = await shopImages(product.alias);
    expect(drawings.productImages[0]?.fileName).toMatch(/\.svg$/);
    expect(drawings.productImages[0]?.alt).toBeNull();
    expired.length = 0;
    const formats = [
      ['jpeg', 'jpg', 'image/jpeg'],
      ['png', 'png', 'image/png'],
      ['webp', 'webp', 'image/webp'],
    ] as const;
    const keys: string[] = [];
    for (const [format, extension, contentType] of formats) {
      const bytes = await photoOf(format, 1200, 800);
      const { status, answer } = await uploadImage(base(), editor, product.id, bytes);
      expect(status).toBe(201);
      const image = answer.images?.at(-1);
      expect(image).toMatchObject({
        id: answer.imageId,
        contentType,
        sizeBytes: bytes.length,
        width: 1200,
        height: 800,
      });
      const key = image?.key as string;
      keys.push(key);
      const files = readdirSync(join(photosDir, key)).sort();
      expect(files).toEqual(
        [...PRODUCT_PHOTO_WIDTHS.map((w) => `${w}.webp`), `original.${extension}`].sort(),
      );
      // Fitted within the width, never enlarged: 1200 × 800 is kept as it is past 1000.
      for (const width of PRODUCT_PHOTO_WIDTHS) {
        const copy = await sharp(join(photosDir, key, `${width}.webp`)).metadata();
        expect(copy.format).toBe('webp');
        expect(copy.width).toBe(Math.min(width, 1200));
        expect(copy.height).toBe(Math.round((Math.min(width, 1200) * 800) / 1200));
      }
    }
    const rows = await db().select().from(productPhotos).where(eq(productPhotos.productId, product.id));
    expect(rows.map((row) => row.position).sort()).toEqual([0, 1, 2]);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.image.add'), eq(auditLog.entityId, String(product.id))));
    expect(audit).toHaveLength(3);
    expect(expired).toHaveLength(3);
    expect(expired[0]).toEqual(expect.arrayContaining(['catalog', `product:${product.alias}`]));

    // The shop lists the photos in their order, in place of the drawings.
    const shown = await shopImages(product.alias);
    expect(shown.productImages.map((image) => image.fileName)).toEqual(
      keys.map((key) => `photo-${key}.webp`),
    );
    expect(shown.images).toEqual(keys.map((key) => `photo-${key}.webp`));

    // Each copy is served as it was made, for a year; the widest without a width.
    const served = await fetch(`${base()}/images/products/photo-${keys[0]}-640.webp`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(640);
    const widest = await fetch(`${base()}/images/products/photo-${keys[0]}.webp`);
    expect((await sharp(Buffer.from(await widest.arrayBuffer())).metadata()).width).toBe(1200);
    for (const name of [
      `photo-${keys[0]}-641.webp`,
      `photo-${'0'.repeat(32)}-640.webp`,
      'photo-..%2F..-640.webp',
    ]) {
      expect((await fetch(`${base()}/images/products/${name}`)).status).toBe(404);
    }
  });

  it('keeps the generated drawings of a product without photos as they were', async () => {
    const product = await seededProduct(db(), 4);
    const [drawing] = await db().select().from(productImages).where(eq(productImages.productId, product.id));
    const shown = await shopImages(product.alias);
    expect(shown.productImages[0]).toEqual({ fileName: drawing?.fileName, alt: null });
    const svg = await fetch(`${base()}/images/products/${drawing?.fileName}`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('turns a photo as the camera held it', async () => {
    const product = await seededProduct(db(), 5);
    const upright = await sharp(await photoOf('jpeg', 800, 600))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const { status, answer } = await uploadImage(base(), editor, product.id, upright);
    expect(status).toBe(201);
    expect(answer.images?.[0]).toMatchObject({ width: 600, height: 800 });
    const copy = await sharp(join(photosDir, answer.images?.[0]?.key as string, '320.webp')).metadata();
    expect([copy.width, copy.height]).toEqual([240, 320]);
  });
});

describe('refused uploads', () => {
  const huge = Buffer.alloc(20 * 1024 * 1024 + 1, 0xff);
  huge.set([0xff, 0xd8, 0xff, 0xe0]);
  const cases: [string, () => Promise<Buffer> | Buffer, number, string][] = [
    ['a GIF', () => photoOf('gif', 64, 64), 415, 'IMAGE_TYPE'],
    [
      'a text file named photo.jpg',
      () => Buffer.from('Det här är ingen bild, bara text.\n'),
      415,
      'IMAGE_TYPE',
    ],
    ['an SVG drawing', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 415, 'IMAGE_TYPE'],
    ['20 MB and one byte', () => huge, 413, 'IMAGE_TOO_LARGE'],
    [
      'a JPEG head over bytes of nothing',
      async () => Buffer.concat([(await photoOf('jpeg')).subarray(0, 120), Buffer.alloc(4000, 7)]),
      422,
      'IMAGE_CORRUPT',
    ],
    [
      'half a JPEG',
      async () => {
        const whole = await photoOf('jpeg', 1600, 1200);
        return whole.subarray(0, Math.floor(whole.length / 2));
      },
      422,
      'IMAGE_CORRUPT',
    ],
    ['a PNG claiming 30,000 × 30,000 pixels', () => pixelBomb(), 422, 'IMAGE_DIMENSIONS'],
    ['nothing', () => Buffer.alloc(0), 400, 'NO_IMAGE'],
  ];

  it.each(cases)(
    'refuses %s with its code and keeps nothing',
    { timeout: 30_000 },
    async (_name, bytes, status, code) => {
      const product = await seededProduct(db(), 6);
      const before = { rows: await photoRows(product.id), folders: folders() };
      const answer = await uploadImage(base(), editor, product.id, new Uint8Array(await bytes()));
      expect([answer.status, answer.code]).toEqual([status, code]);
      expect({ rows: await photoRows(product.id), folders: folders() }).toEqual(before);
    },
  );

  it('refuses more than 20 MB sent without a length as soon as it passes 20 MB, reading no further', async () => {
    const product = await seededProduct(db(), 6);
    const chunk = new Uint8Array(1024 * 1024).fill(0xff);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Sent on well past the limit: the answer comes before the sender has sent it all.
        if (sent >= 64) return controller.close();
        sent++;
        controller.enqueue(chunk);
      },
    });
    const answer = await uploadImage(base(), editor, product.id, body, { duplex: 'half' } as RequestInit);
    expect([answer.status, answer.code]).toEqual([413, 'IMAGE_TOO_LARGE']);
    expect(sent).toBeLessThan(64);
  });

  it('refuses an unknown product, and a product past 20 photos', async () => {
    const jpeg = await photoOf('jpeg', 200, 150);
    expect((await uploadImage(base(), editor, 999_999_999, jpeg)).code).toBe('PRODUCT_NOT_FOUND');
    const product = await seededProduct(db(), 7);
    await db()
      .insert(productPhotos)
      .values(
        Array.from({ length: 20 }, (_, position) => ({
          productId: product.id,
          position,
          key: (position + 1).toString(16).padStart(32, 'a'),
          contentType: 'image/jpeg' as const,
          sizeBytes: 1,
          width: 1,
          height: 1,
        })),
      );
    const before = folders();
    const answer = await uploadImage(base(), editor, product.id, jpeg);
    expect([answer.status, answer.code]).toEqual([409, 'TOO_MANY_IMAGES']);
    expect(await photoRows(product.id)).toBe(20);
    expect(folders()).toEqual(before);
  });

  it('lets only catalog.write upload, by POST', async () => {
    const product = await seededProduct(db(), 8);
    const jpeg = await photoOf('jpeg', 200, 150);
    expect((await uploadImage(base(), null, product.id, jpeg)).status).toBe(401);
    expect((await uploadImage(base(), 'not-a-token', product.id, jpeg)).status).toBe(401);
    for (const role of ['support', 'marketing', 'orders'] as const) {
      const token = await signInAs(base(), (await insertStaffMember(db(), role)).email);
      expect((await uploadImage(base(), token, product.id, jpeg)).code).toBe('FORBIDDEN');
    }
    const owner = await signInAs(base(), (await insertStaffMember(db(), 'owner')).email);
    expect((await uploadImage(base(), owner, product.id, jpeg)).status).toBe(201);
    const get = await fetch(`${base()}/admin/catalog/products/${product.id}/images`, {
      headers: { authorization: `Bearer ${editor}` },
    });
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
    expect(await photoRows(product.id)).toBe(1);
  });
});
