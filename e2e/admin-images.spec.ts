import { crc32, deflateSync } from 'node:zlib';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { addMember, adminPage, adminText, signIn } from './admin';
import { expectNoAxeViolations } from './axe';
import { commerce } from './commerce-api';
import { storefrontUrl } from './playwright.config';

const t = adminText('sv', 'products');

/** A PNG photo made here: a colour field with a lighter disc, 900 × 600 pixels. */
function photo([r, g, b]: [number, number, number]): Buffer {
  const [width, height] = [900, 600];
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const disc = (x - 450) ** 2 + (y - 300) ** 2 < 200 ** 2;
      rows.set(disc ? [255, 255, 255] : [r, g, b], y * (width * 3 + 1) + 1 + x * 3);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const size = Buffer.alloc(4);
    size.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([size, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2], 8); // 8 bits a sample, RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The first product image of the shop's page for the product, as a shopper is served it. */
async function firstShopImage(request: APIRequestContext, alias: string) {
  const html = await (await request.get(`${storefrontUrl}/p/${alias}`, { maxRedirects: 0 })).text();
  const tag = [...html.matchAll(/<img [^>]*>/g)]
    .map((m) => m[0])
    .find((img) => img.includes('/images/products/'));
  return { src: /src="([^"]*)"/.exec(tag ?? '')?.[1] ?? '', alt: /alt="([^"]*)"/.exec(tag ?? '')?.[1] ?? '' };
}

/**
 * The shop's first product image as first asked for after a change the desk said was done: the API
 * expired the cached page before it answered, so this first look shows the change. How long the look
 * took is printed beside the second the issue allows, not asserted: the bench measures it.
 */
async function firstLookAfter(request: APIRequestContext, alias: string, what: string) {
  const asked = performance.now();
  const first = await firstShopImage(request, alias);
  console.log(
    `${what}: the shop's page showed ${first.src} first in ${Math.round(performance.now() - asked)} ms (goal < 1,000 ms)`,
  );
  return first;
}

/** Uploads a photo with the Images section's plain form. */
async function upload(page: Page, name: string, buffer: Buffer, mimeType: string) {
  await page.getByLabel(t('images.upload.label')).setInputFiles({ name, mimeType, buffer });
  await page.getByRole('button', { name: t('images.upload.submit'), exact: true }).click();
  await expect(page.getByText(t('images.done.uploaded'))).toBeVisible();
}

test('a catalog editor uploads a photo, describes it in Swedish, and the shop shows it first on its next look; the photos are reordered by keyboard', async ({
  browser,
  request,
  page: shop,
}) => {
  // A product deep in the catalog, which no other test reads.
  const { products } = await commerce<{ products: { products: { productId: number; alias: string }[] } }>(
    request,
    '{ products(marketId: "se", languageId: "sv-SE", skip: 1402, take: 1, filter: { sort: ALPHABETICAL }) { products { productId alias } } }',
  );
  const product = products.products[0];
  if (!product) throw new Error('No product to photograph');
  expect((await firstShopImage(request, product.alias)).src).toMatch(/\.svg$/);

  const page = await adminPage(browser, 'sv');
  await signIn(page, 'sv', addMember('catalog'));
  await page.goto(`/sv/products/${product.productId}`);
  await expect(page.getByRole('heading', { level: 2, name: t('images.title') })).toBeVisible();
  await expect(page.getByText(t('images.none'))).toBeVisible();

  await upload(page, 'röd.png', photo([187, 34, 34]), 'image/png');
  const first = page.getByRole('group', { name: t('images.alt.legend', { n: 1 }) });
  const alt = `Röd provbild ${Date.now() % 10_000}`;
  await first.getByLabel(t('languages.sv'), { exact: true }).fill(alt);
  await first.getByRole('button', { name: t('images.alt.save', { n: 1 }) }).click();
  await expect(page.getByText(t('images.done.alt'))).toBeVisible();
  // The API expired the shop's cached page when it committed: the next visit shows the photo first.
  const shown = await firstLookAfter(request, product.alias, 'uploaded and described');
  expect(shown.src).toContain('/images/products/photo-');
  expect(shown.alt).toBe(alt);
  await expectNoAxeViolations(page);

  // A second photo, then moved first from the keyboard: its button found by Tab order, pressed with Enter.
  await upload(page, 'blå.png', photo([34, 102, 187]), 'image/png');
  const images = page.getByRole('list', { name: t('images.list') }).getByRole('listitem');
  await expect(images).toHaveCount(2);
  const second = await images.nth(1).getByRole('img').getAttribute('src');
  const earlier = page.getByRole('button', { name: t('images.earlier', { n: 2 }) });
  await earlier.focus();
  await expect(earlier).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(t('images.done.moved'))).toBeVisible();
  await expect(images.first().getByRole('img')).toHaveAttribute('src', second ?? '');
  // The moved photo has the focus, so the keyboard goes on from where it is.
  await expect(images.first()).toBeFocused();
  const key = /photo-([0-9a-f]{32})/.exec(second ?? '')?.[1] ?? 'none';
  expect((await firstLookAfter(request, product.alias, 'reordered')).src).toContain(key);
  await expectNoAxeViolations(page);
  await page.context().close();

  // The shop's page with its photos passes axe too.
  await shop.goto(`/p/${product.alias}`);
  await expect(shop.locator('img[src*="/images/products/photo-"]').first()).toBeVisible();
  await expectNoAxeViolations(shop);
});
