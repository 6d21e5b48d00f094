/**
 * The cart's JavaScript, which no page loads first (ADR 20): what opening the cart panel adds to a
 * page, and the part of it (the cart's state and API calls) that a shopper with a cart cookie
 * loads once the page is idle, for the header's count. Measured in Debian's Chromium, gzip level 9
 * as for the first-load figures.
 */
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';

export interface AddedJs {
  kB: number;
  scripts: number;
}

/** Long enough for a page to have fetched what it fetches on its own (links it prefetches keep the network busy). */
const QUIET_MS = 2000;

async function settled(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(QUIET_MS);
}

/** The scripts a page has fetched so far, by address. */
function scriptsOf(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') seen.add(request.url());
  });
  return seen;
}

async function gzipKb(urls: Iterable<string>): Promise<AddedJs> {
  let bytes = 0;
  let scripts = 0;
  for (const url of urls) {
    bytes += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
    scripts++;
  }
  return { kB: bytes / 1024, scripts };
}

/** Opens the cart panel from the header of a page with an empty cart: every script it adds. */
async function onOpen(browser: Browser, url: string): Promise<AddedJs> {
  const page = await (await browser.newContext({ locale: 'sv-SE' })).newPage();
  const scripts = scriptsOf(page);
  await settled(page, url);
  const before = new Set(scripts);
  await page.getByRole('banner').getByRole('button', { name: 'Varukorg' }).click();
  await page.getByRole('dialog', { name: 'Varukorg' }).getByText('Din varukorg är tom.').waitFor();
  await page.waitForTimeout(QUIET_MS);
  return gzipKb([...scripts].filter((src) => !before.has(src)));
}

/** Every script a page has fetched once settled, for a shopper with a cart or without one. */
async function loadedScripts(browser: Browser, url: string, cartId?: string): Promise<Set<string>> {
  const context = await browser.newContext({ locale: 'sv-SE' });
  if (cartId) await context.addCookies([{ name: 'mb-cart', value: cartId, url }]);
  const page = await context.newPage();
  const scripts = scriptsOf(page);
  await settled(page, url);
  if (cartId)
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Varukorg, [1-9]/ })
      .waitFor();
  await context.close();
  return scripts;
}

/** What a shopper with a cart loads beyond what one without loads on the same page. */
async function withCartCookie(browser: Browser, url: string, cartId: string): Promise<AddedJs> {
  const without = await loadedScripts(browser, url);
  const withCart = await loadedScripts(browser, url, cartId);
  return gzipKb([...withCart].filter((src) => !without.has(src)));
}

type GraphQL = (query: string, variables: Record<string, unknown>) => Promise<unknown>;

/** A cart holding one unit of a product in stock that needs no size. */
async function cartWithOneLine(graphql: GraphQL): Promise<string> {
  const { products } = (await graphql(
    '{ products(take: 50, marketId: "se") { products { maxQuantity sizeRequired skus { skuId } } } }',
    {},
  )) as {
    products: { products: { maxQuantity: number; sizeRequired: boolean; skus: { skuId: number }[] }[] };
  };
  const skuId = products.products.find((p) => p.maxQuantity > 0 && !p.sizeRequired)?.skus[0]?.skuId;
  if (!skuId) throw new Error('No product in stock to put in a cart');
  const { getCart } = (await graphql('{ getCart(marketId: "se") { id } }', {})) as {
    getCart: { id: string };
  };
  await graphql(
    'mutation ($id: String!, $skuId: Int!) { addToCart(id: $id, marketId: "se", item: { skuId: $skuId, quantity: 1 }) { id } }',
    { id: getCart.id, skuId },
  );
  return getCart.id;
}

/** The cart panel's JavaScript on a product page, as a line to print beside the first-load figures. */
export async function measureCartPanelJs(
  graphql: GraphQL,
  storefrontUrl: string,
  product: { canonicalUrl: string },
) {
  const url = `${storefrontUrl}${product.canonicalUrl}`;
  const cartId = await cartWithOneLine(graphql);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const opened = await onOpen(browser, url);
    const idle = await withCartCookie(browser, url, cartId);
    return (
      `Cart panel on the product page: ${opened.kB.toFixed(1)} kB gzip of JavaScript in ${opened.scripts} scripts, ` +
      'loaded when the cart is first opened or something is added (in no first load); with a cart cookie ' +
      `${idle.kB.toFixed(1)} kB of it (the cart's state and API calls) loads once the page is idle, for the header's count`
    );
  } finally {
    await browser.close();
  }
}
