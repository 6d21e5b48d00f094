import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { cartButton, cartCookie, cartInApi, cartPanel, items } from '../cart';
import { commerceAt } from '../commerce-api';
import { messages } from '../messages';
import { cluster, staffApiKey } from './playwright.config';

const sv = messages('sv');
/** What the issue asks of a change: on every storefront within a second. */
const GOAL_MS = 1_000;

interface Product {
  alias: string;
  name: string;
  canonicalUrl: string;
  unitPrice: { sellingPriceIncVat: number; regularPriceIncVat: number; isDiscounted: boolean };
}

/** A spark plug of the seeded catalog: in stock, bought by the piece. */
async function sparkPlug(request: APIRequestContext): Promise<Product> {
  const { products } = await commerceAt<{ products: { products: Product[] } }>(
    request,
    cluster.api,
    `{ products(take: 1, categoryAlias: "tandstift", marketId: "se", languageId: "sv-SE") { products {
      alias name canonicalUrl unitPrice { sellingPriceIncVat regularPriceIncVat isDiscounted } } } }`,
  );
  const [product] = products.products;
  if (!product) throw new Error('The seeded catalog has no spark plug');
  return product;
}

const formatted = async (request: APIRequestContext, alias: string) =>
  (
    await commerceAt<{ product: { unitPrice: { sellingPriceIncVatFormatted: string } } }>(
      request,
      cluster.api,
      'query ($alias: String!) { product(alias: $alias, marketId: "se", languageId: "sv-SE") { unitPrice { sellingPriceIncVatFormatted } } }',
      { alias },
    )
  ).product.unitPrice.sellingPriceIncVatFormatted;

/** Text with every run of spaces (a formatted price holds a no-break space) as one space. */
const spaced = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');

const shownPrice = (page: Page) => page.getByRole('main').locator('.vat-inc').first();

test('a price changed through one API instance shows on both storefronts, each from its own page cache', async ({
  page,
  browser,
  request,
}) => {
  const product = await sparkPlug(request);
  const before = await formatted(request, product.alias);
  await page.goto(product.canonicalUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expect(shownPrice(page)).toContainText(before);

  // Each storefront instance, hit directly, serves the page from its own cache.
  const pages = await Promise.all(cluster.storefronts.map(async () => browser.newPage()));
  for (const [i, instance] of pages.entries()) {
    const url = `${cluster.storefronts[i]}${product.canonicalUrl}`;
    expect((await instance.goto(url))?.status()).toBe(200);
    expect((await instance.goto(url))?.headers()['x-nextjs-cache']).toBe('HIT');
    await expect(shownPrice(instance)).toContainText(before);
  }

  // One krona less, through the first API instance only.
  const { unitPrice } = product;
  await commerceAt(
    request,
    cluster.apis[0] as string,
    `mutation ($alias: String!, $selling: Decimal!, $regular: Decimal) {
      setProductPrice(alias: $alias, marketId: "se", sellingPriceIncVat: $selling, regularPriceIncVat: $regular) { alias } }`,
    {
      alias: product.alias,
      selling: unitPrice.sellingPriceIncVat - 1,
      regular: unitPrice.isDiscounted ? unitPrice.regularPriceIncVat : null,
    },
    staffApiKey,
  );
  const changed = Date.now();
  const after = await formatted(request, product.alias);
  expect(after).not.toBe(before);

  // The time of the first page request that came back with the new price: it was expired by then.
  const reached = await Promise.all(
    pages.map(async (instance, i) => {
      let sentAt = 0;
      await expect(async () => {
        sentAt = Date.now();
        await instance.goto(`${cluster.storefronts[i]}${product.canonicalUrl}`);
        // Read once per page: the page does not change until it is asked for again.
        expect(spaced(await shownPrice(instance).textContent())).toContain(spaced(after));
      }).toPass({ intervals: [20], timeout: 10_000 });
      return sentAt - changed;
    }),
  );
  console.log(
    `two-by-two: the new price reached storefront 1 within ${reached[0]} ms, storefront 2 within ${reached[1]} ms (goal: under ${GOAL_MS} ms)`,
  );
  await Promise.all(pages.map((instance) => instance.close()));
});

test('a cart filled through one storefront is shown by the other', async ({ page, request }) => {
  const product = await sparkPlug(request);
  await page.goto(`${cluster.storefronts[0]}${product.canonicalUrl}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: sv('product.addToCart'), exact: true })
    .first()
    .click();
  await expect(cartButton(page, 'sv')).toHaveAccessibleName(items('sv', 1));
  // The button counts at once; the API has the line once the cookie names a cart that holds it.
  await expect
    .poll(async () => {
      const id = await cartCookie(page.context());
      return id ? (await cartInApi(request, id, 'se', 'sv-SE')).items.length : 0;
    })
    .toBe(1);

  // Cookies do not tell ports apart: the other instance reads the same cart id from the same cookie.
  await page.goto(`${cluster.storefronts[1]}/`);
  await expect(cartButton(page, 'sv')).toHaveAccessibleName(items('sv', 1));
  await cartButton(page, 'sv').click();
  await expect(cartPanel(page, 'sv').getByRole('article', { name: product.name })).toBeVisible();
});
