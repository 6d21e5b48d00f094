import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { freshEmail, panel, register } from './account';
import { expectNoAxeViolations } from './axe';
import { filled, pattern } from './cart';
import { API_KEY } from './commerce-api';
import { messages } from './messages';
import { approveNewestReview, marketingToken } from './review-desk';

const sv = messages('sv');
const en = messages('en');

interface CatalogProduct {
  alias: string;
  name: string;
  productImages: { fileName: string }[];
  unitPrice: { isDiscounted: boolean; regularPriceIncVat: number };
  lowestPriceLast30Days: { sellingPriceIncVat: number; sellingPriceIncVatFormatted: string } | null;
  variantGroup: {
    variants: { alias: string; dimension: string; productId: number; stock: { totalStock: number } }[];
  } | null;
  rating: { voteCount: number };
  documents: { url: string }[];
}

/** Products of the seeded catalog, asked of the API through the storefront's own /graphql. */
async function catalog(request: APIRequestContext, args: string): Promise<CatalogProduct[]> {
  const response = await request.post('/graphql', {
    headers: { 'x-apikey': API_KEY, 'content-type': 'application/json' },
    data: {
      query: `{ products(${args}) { products {
        alias name productImages { fileName }
        unitPrice { isDiscounted regularPriceIncVat }
        lowestPriceLast30Days { sellingPriceIncVat sellingPriceIncVatFormatted }
        variantGroup { variants { alias dimension productId stock { totalStock } } }
        rating { voteCount }
        documents { url }
      } } }`,
    },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data.products.products;
}

function first<T>(items: T[], what: string, test: (item: T) => boolean): T {
  const found = items.find(test);
  if (!found) throw new Error(`The seeded catalog has no ${what}`);
  return found;
}

/** A discounted machine whose lowest earlier price is below its regular price, with pictures. */
async function discountedProduct(request: APIRequestContext) {
  const products = await catalog(request, 'take: 100, discountCampaignAlias: "hostrea-tradgard"');
  return first(
    products,
    'discounted product with an earlier offer',
    (p) =>
      p.productImages.length > 1 &&
      p.documents.length > 0 &&
      (p.lowestPriceLast30Days?.sellingPriceIncVat ?? Infinity) < p.unitPrice.regularPriceIncVat,
  );
}

const sized = (p: CatalogProduct) =>
  p.variantGroup?.variants[0]?.dimension === 'Size' &&
  p.variantGroup.variants.some((v) => v.stock.totalStock > 0);

const jsonLd = async (page: Page) =>
  Promise.all(
    (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
      JSON.parse(text),
    ),
  );

test.describe('product page', () => {
  test('shows a discounted product in Swedish: price, 30-day price, history, stock, breadcrumbs', async ({
    page,
    request,
  }) => {
    const product = await discountedProduct(request);
    const response = await page.goto(`/p/${product.alias}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);

    const crumbs = page.getByRole('navigation', { name: sv('product.breadcrumbs') });
    await expect(crumbs.getByRole('link').first()).toHaveText(sv('product.home'));
    expect(await crumbs.getByRole('link').count()).toBeGreaterThanOrEqual(3);
    await expect(crumbs.getByRole('link').nth(1)).toHaveAttribute('href', /^\/c\/[a-z0-9-]+$/);

    const brand = page.getByRole('link', { name: /^Fler produkter från / });
    await expect(brand).toHaveAttribute('href', /^\/b\/[a-z0-9-]+$/);
    await expect(page.getByText(/^Art\.nr [A-Z]{3}-\d+$/)).toBeVisible();
    await expect(page.locator('s').first()).toBeVisible();
    await expect(page.getByText('Höstrea trädgård').first()).toBeVisible();
    await expect(page.getByText(/−\d+ %/).first()).toBeVisible();

    const lowest = product.lowestPriceLast30Days?.sellingPriceIncVatFormatted ?? '';
    await expect(
      page.getByText(sv('product.lowestPrice').replace('{price}', lowest), { exact: true }),
    ).toBeVisible();

    const history = page.getByRole('region', { name: sv('product.priceHistory') });
    await expect(history.getByRole('img', { name: /Diagram över priset/ })).toBeVisible();
    await history.getByText(sv('product.priceTable')).click();
    const rows = history.getByRole('table', { name: sv('product.priceTableCaption') }).getByRole('row');
    expect(await rows.count()).toBeGreaterThanOrEqual(3);
    await expect(history.getByRole('cell', { name: sv('product.yes') }).first()).toBeVisible();

    await expect(
      page.getByText(/^(I lager|Bara \d+ kvar|Fjärrlager|Beställningsvara|Slut i lager)/).first(),
    ).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Liknande produkter' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('fits a phone with its price table open, in sv and fi', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const product = await discountedProduct(request);
    for (const [path, locale] of [
      [`/p/${product.alias}`, 'sv'],
      [`/fi/p/${product.alias}`, 'fi'],
    ] as const) {
      await page.goto(path);
      const history = page.getByRole('region', { name: messages(locale)('product.priceHistory') });
      await history.getByText(messages(locale)('product.priceTable')).click();
      await expect(history.getByRole('table')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
  });

  test('says everything in English on the English page', async ({ page, request }) => {
    const product = await discountedProduct(request);
    await page.goto(`/en/p/${product.alias}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: en('product.description') })).toBeVisible();
    await expect(page.getByRole('heading', { name: en('product.priceHistory') })).toBeVisible();
    await expect(page.getByRole('heading', { name: en('reviews.title'), exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: en('product.addToCart') }).first()).toBeVisible();
    await expect(page.getByText(/^Lowest price in the 30 days before the discount: /).first()).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: en('product.breadcrumbs') })
        .getByRole('link')
        .first(),
    ).toHaveText(en('product.home'));
    await expectNoAxeViolations(page);
  });

  test('has Product and BreadcrumbList structured data that parse', async ({ page, request }) => {
    const product = await discountedProduct(request);
    await page.goto(`/p/${product.alias}`);
    const data = (await jsonLd(page)).flat();
    const ld = data.find((d) => d['@type'] === 'Product');
    expect(ld).toMatchObject({
      name: product.name,
      offers: { '@type': 'Offer', priceCurrency: 'SEK' },
    });
    expect(ld.sku).toMatch(/^[A-Z]{3}-\d+$/);
    expect(ld.brand.name).toBeTruthy();
    expect(ld.image[0]).toMatch(/^http:\/\/localhost:\d+\/images\/products\//);
    expect(Number(ld.offers.price)).toBeGreaterThan(0);
    expect(ld.offers.availability).toMatch(/^https:\/\/schema\.org\//);
    expect(ld.offers.url).toBe(page.url());
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement[0]).toMatchObject({ position: 1, name: 'Hem' });
    expect(crumbs.itemListElement.at(-1)).toMatchObject({ name: product.name, item: page.url() });
    await expect(page).toHaveTitle(new RegExp(product.name));
  });

  test('requires a size before adding, and leaves the stock cap to the API', async ({ page, request }) => {
    const product = first(
      await catalog(request, 'take: 100, categoryAlias: "knivar-blad"'),
      'sized product',
      sized,
    );
    await page.goto(`/p/${product.alias}`);
    // The buy box's button comes before those of the related products' cards.
    const add = page.getByRole('button', { name: sv('product.addToCart'), exact: true }).first();
    const alert = page.getByRole('main').getByRole('alert');
    await add.click();
    await expect(alert).toHaveText(sv('product.sizeRequired'));
    await expect(page.getByRole('group', { name: sv('product.size') })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.getByText(pattern('sv', 'cart.added'))).toHaveCount(0);

    const size = page
      .getByRole('group', { name: sv('product.size') })
      .getByRole('radio', { disabled: false })
      .first();
    await size.check({ force: true });
    await expect(alert).toHaveCount(0);
    const quantity = page.getByRole('spinbutton', { name: sv('product.quantity') });
    const max = Number(await quantity.getAttribute('max'));
    expect(max).toBeGreaterThan(0);
    await quantity.fill(String(max + 1));
    await add.click();
    await expect(alert).toHaveText(filled('sv', 'cart.onlyLeft', { stock: max }));
    await quantity.fill('1');
    await add.click();
    await expect(alert).toHaveCount(0);
    await expect(page.getByText(pattern('sv', 'cart.added'))).toBeVisible();
  });

  test('leads to a sibling colour through its swatch', async ({ page, request }) => {
    const products = await catalog(request, 'take: 100, categoryAlias: "grasklippare"');
    const product = first(
      products,
      'product with colours',
      (p) => p.variantGroup?.variants[0]?.dimension === 'Color',
    );
    await page.goto(`/p/${product.alias}`);
    const colours = page.getByRole('navigation', { name: 'Färg' });
    await expect(colours.locator('a[aria-current="page"]')).toHaveCount(1);
    const sibling = colours.locator('a:not([aria-current])').first();
    const href = (await sibling.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/p\/[a-z0-9-]+$/);
    expect(href).not.toBe(`/p/${product.alias}`);
    await sibling.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(product.name);
    await expect(colours.locator('a[aria-current="page"]')).toHaveAttribute('href', href);
  });

  test('zooms the gallery by keyboard: Enter opens, arrows move, Escape closes and returns focus', async ({
    page,
    request,
  }) => {
    const product = await discountedProduct(request);
    const count = product.productImages.length;
    await page.goto(`/p/${product.alias}`);
    const opener = page.getByRole('button', { name: `Förstora bild 1 av ${count}` });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText(`${product.name}, bild 1 av ${count}`);
    await expect(dialog.getByRole('button', { name: sv('product.closeZoom') })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('heading')).toHaveText(`${product.name}, bild 2 av ${count}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByRole('heading')).toHaveText(`${product.name}, bild ${count} av ${count}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: `Förstora bild ${count} av ${count}` })).toBeFocused();

    // Thumbnails choose the large picture too.
    await page.getByRole('button', { name: `Visa bild 1 av ${count}` }).click();
    await expect(page.getByRole('button', { name: `Visa bild 1 av ${count}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('shows reviews with the average as words, a page at a time', async ({ page, request }) => {
    const products = await catalog(request, 'take: 100, categoryAlias: "minigravare"');
    const product = first(products, 'product with many reviews', (p) => p.rating.voteCount > 5);
    await page.goto(`/p/${product.alias}`);
    const reviews = page.getByRole('region', { name: sv('reviews.title') });
    await expect(reviews.getByText(/^\d(,\d)? av 5 stjärnor$/).first()).toBeVisible();
    await expect(reviews.getByText(`${product.rating.voteCount} omdömen`)).toBeVisible();
    const list = reviews.getByRole('list', { name: `Omdömen om ${product.name}` });
    await expect(list.getByRole('listitem')).toHaveCount(5);
    const firstReview = await list.getByRole('listitem').first().textContent();
    await reviews.getByRole('link', { name: sv('reviews.next') }).click();
    await expect(page).toHaveURL(/\?reviews=2#reviews$/);
    await expect(list.getByRole('listitem').first()).not.toHaveText(firstReview ?? '');
    await expect(reviews.getByText('Sida 2 av')).toBeVisible();
    // A malformed page is page 1, not an error.
    expect((await page.goto(`/p/${product.alias}?reviews=x%00`))?.status()).toBe(200);
  });

  test('asks a guest to sign in, then validates the review form and saves a complete review; a second one replaces it', async ({
    page,
    request,
  }) => {
    test.slow();
    const products = await catalog(request, 'take: 100, categoryAlias: "grasklippare"');
    const product = first(products, 'product without reviews', (p) => p.rating.voteCount === 0);
    await page.goto(`/p/${product.alias}`);
    const reviewSection = page.getByRole('region', { name: sv('reviews.title') });
    await expect(reviewSection.getByText(sv('reviews.howChecked'))).toBeVisible();
    await expect(reviewSection.getByText(sv('reviews.signInToReview'))).toBeVisible();
    await reviewSection.getByRole('button', { name: sv('reviews.signIn') }).click();
    await expect(panel(page, 'sv')).toBeVisible();

    await register(page, 'sv', freshEmail());
    await page.goto(`/p/${product.alias}`);
    const form = page.getByRole('form', { name: sv('reviews.formTitle') });
    await form.getByRole('button', { name: sv('reviews.submit') }).click();
    await expect(form.getByText(sv('reviews.ratingRequired'))).toBeVisible();
    await expect(form.getByText(sv('reviews.authorRequired'))).toBeVisible();
    await expect(form.getByText(sv('reviews.commentRequired'))).toBeVisible();
    await expect(form.getByRole('radio').first()).toBeFocused();

    await form.getByRole('radio', { name: '4 stjärnor' }).check();
    await form.getByLabel(sv('reviews.author')).fill('Åsa i Örebro');
    await form.getByLabel(sv('reviews.comment')).fill('Smidig och tyst, startar direkt.');
    await form.getByRole('button', { name: sv('reviews.submit') }).click();
    // New reviews wait for staff (ADR 75): shown once a marketing member approves it.
    await expect(form.getByRole('status')).toHaveText(sv('reviews.thanksPending'));
    const reviews = page.getByRole('region', { name: sv('reviews.title') });
    await expect(reviews.getByText('Smidig och tyst, startar direkt.')).toHaveCount(0);
    const staff = await marketingToken(request);
    await approveNewestReview(request, staff, product.alias);
    await page.reload();
    await expect(reviews.getByText('Smidig och tyst, startar direkt.')).toBeVisible();
    await expect(reviews.getByText('4 av 5 stjärnor').first()).toBeVisible();
    // Not bought: no verified mark.
    await expect(reviews.getByRole('listitem').getByText(sv('reviews.verified'))).toHaveCount(0);

    await expect(form.getByText(sv('reviews.replaces'))).toBeVisible();
    await form.getByRole('radio', { name: '2 stjärnor' }).check();
    await form.getByLabel(sv('reviews.author')).fill('Åsa i Örebro');
    await form.getByLabel(sv('reviews.comment')).fill('Batteriet räcker inte hela gräsmattan.');
    await form.getByRole('button', { name: sv('reviews.submit') }).click();
    await expect(form.getByRole('status')).toHaveText(sv('reviews.thanksPending'));
    // The rewritten review waits again, in place of the first.
    await expect(reviews.getByText('Smidig och tyst, startar direkt.')).toHaveCount(0);
    await approveNewestReview(request, staff, product.alias);
    await page.reload();
    await expect(reviews.getByText('Batteriet räcker inte hela gräsmattan.')).toBeVisible();
    await expect(reviews.getByText('Smidig och tyst, startar direkt.')).toHaveCount(0);
    await expect(reviews.getByText(/^1 omdöme$/)).toBeVisible();
  });

  test('links its manuals as PDFs and remembers recently viewed products', async ({ page, request }) => {
    const product = await discountedProduct(request);
    await page.goto(`/p/${product.alias}`);
    const documents = page.getByRole('region', { name: sv('product.documents') });
    const link = documents.getByRole('link').first();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/documents\/[a-z0-9-]+\.pdf$/);
    const pdf = await request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await request.get('/documents/no-such-manual.pdf')).status()).toBe(404);

    const other = first(
      await catalog(request, 'take: 5'),
      'second product',
      (p) => p.alias !== product.alias,
    );
    await page.goto(`/p/${other.alias}`);
    const recent = page.getByRole('list', { name: sv('product.recentlyViewed') });
    await expect(recent.getByRole('heading', { name: product.name })).toBeVisible();
    await expect(recent.getByRole('heading', { name: other.name })).toHaveCount(0);
  });
});

test.describe('manuals page', () => {
  test('lists manuals, searches them and links PDFs that answer application/pdf', async ({
    page,
    request,
  }) => {
    await page.goto('/manualer');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sv('manuals.title'));
    const list = page.getByRole('list', { name: sv('manuals.listLabel') });
    await expect(list.getByRole('listitem')).toHaveCount(20);
    await expect(page.getByRole('navigation', { name: sv('manuals.pagination') })).toBeVisible();
    await expectNoAxeViolations(page);

    const brand =
      (await list.getByRole('listitem').first().locator('p').first().locator('span').first().textContent()) ??
      '';
    await page.getByRole('searchbox', { name: sv('manuals.searchLabel') }).fill(brand);
    await page
      .getByRole('main')
      .getByRole('button', { name: sv('manuals.search') })
      .click();
    await expect(page).toHaveURL(
      new RegExp(`/manualer\\?q=${encodeURIComponent(brand).replace(/%20/g, '\\+')}`),
    );
    await expect(page.getByRole('main').getByRole('status')).toContainText(`för ”${brand}”`);
    for (const item of await list.getByRole('listitem').all()) await expect(item).toContainText(brand);

    const pdfHref =
      (await list
        .getByRole('link', { name: /\(PDF\)$/ })
        .first()
        .getAttribute('href')) ?? '';
    const pdf = await request.get(pdfHref);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const productLink = list.getByRole('link', { name: /^Till produkten: / }).first();
    await expect(productLink).toHaveAttribute('href', /^\/p\/[a-z0-9-]+$/);

    await page.goto('/manualer?q=zzqxnothing');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      /Inga manualer matchar ”zzqxnothing”/,
    );
    expect((await page.goto('/manualer?page=abc&q='))?.status()).toBe(200);
  });

  test('is in English at /en/manuals and axe-clean', async ({ page }) => {
    await page.goto('/en/manuals');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('manuals.title'));
    await expect(page.getByRole('searchbox', { name: en('manuals.searchLabel') })).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: en('manuals.listLabel') })
        .getByRole('link')
        .first(),
    ).toHaveText(/\(PDF\)$/);
    await expectNoAxeViolations(page);
  });
});
