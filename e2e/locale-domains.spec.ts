import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { aTranslatedProduct, HREFLANG } from './addresses';
import { type Locale, messages, prefix } from './messages';
import {
  commerceUrl,
  NECESSARY_COOKIES_CHOSEN,
  revalidateSecret,
  shopperAddressSecret,
} from './playwright.config';

/**
 * A storefront of this test's own, from the same build and API, with Danish on a domain of its own
 * (ADR 71). Chromium reaches every *.localhost host on this machine; the Node side asks 127.0.0.1
 * and names the host in the Host header. The site is not localhost itself: Next writes a redirect
 * to the address it listens at as a path, which the domain would read as its own.
 */
const PORT = 3451;
const LISTENING = `http://127.0.0.1:${PORT}`;
const SITE_HOST = `shop.localhost:${PORT}`;
const SITE = `http://${SITE_HOST}`;
const DANISH_HOST = `da.localhost:${PORT}`;
const DANISH = `http://${DANISH_HOST}`;

test.describe.configure({ mode: 'serial' });
test.use({
  storageState: {
    cookies: NECESSARY_COOKIES_CHOSEN.cookies.flatMap((cookie) => [
      { ...cookie, domain: 'shop.localhost' },
      { ...cookie, domain: 'da.localhost' },
    ]),
    origins: [],
  },
});

let storefront: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  storefront = spawn('npx', ['next', 'start', '-p', String(PORT)], {
    cwd: fileURLToPath(new URL('../apps/storefront/', import.meta.url)),
    env: {
      ...process.env,
      COMMERCE_URL: commerceUrl,
      SITE_URL: SITE,
      LOCALE_DOMAINS: `da=${DANISH}`,
      REVALIDATE_SECRET: revalidateSecret,
      SHOPPER_ADDRESS_SECRET: shopperAddressSecret,
      TRUSTED_PROXIES: '127.0.0.1,::1',
    },
    detached: true,
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`${LISTENING}/en`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 140_000, intervals: [500] },
    )
    .toBe(200);
});

test.afterAll(() => {
  if (storefront?.pid) process.kill(-storefront.pid);
});

const hreflangs = (page: Page) =>
  page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      Object.fromEntries(links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])),
    );

test('a request to the Danish domain is served in Danish without the /da prefix, its links naming the domain', async ({
  request,
}) => {
  const response = await request.get(`${LISTENING}/varemaerker`, { headers: { host: DANISH_HOST } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<html lang="da"/);
  const alternate = (hreflang: string) =>
    html.match(new RegExp(`<link rel="alternate" hreflang="${hreflang}" href="([^"]+)"`, 'i'))?.[1];
  expect(alternate('da-DK')).toBe(`${DANISH}/varemaerker`);
  expect(alternate('en-GB')).toBe(`${SITE}/en/brands`);
  expect(alternate('sv-SE')).toBe(`${SITE}/varumarken`);
  expect(html.match(/<link rel="canonical" href="([^"]+)"/)?.[1]).toBe(`${DANISH}/varemaerker`);
  // Its own links have no prefix.
  expect(html).toContain('href="/favoritter"');
  // The same page asked for on the site, by its prefix, is sent to the domain, query and all.
  const prefixed = await request.get(`${LISTENING}/da/varemaerker?sort=x`, {
    headers: { host: SITE_HOST },
    maxRedirects: 0,
  });
  expect(prefixed.status()).toBe(308);
  expect(prefixed.headers().location).toBe(`${DANISH}/varemaerker?sort=x`);
  // Another language asked for on the domain is the site's.
  const english = await request.get(`${LISTENING}/en/brands`, {
    headers: { host: DANISH_HOST },
    maxRedirects: 0,
  });
  expect(english.headers().location).toBe(`${SITE}/en/brands`);
});

test('a product page on the domain names each language by its address and its own by the domain', async ({
  page,
  request,
}) => {
  const product = await aTranslatedProduct(request);
  const swedish = await request.get(`${LISTENING}${product.pathIn.sv}`, {
    headers: { host: DANISH_HOST },
    maxRedirects: 0,
  });
  expect(swedish.status()).toBe(308);
  expect(swedish.headers().location).toBe(product.pathIn.da);

  await page.goto(`${DANISH}${product.pathIn.da}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const expected = Object.fromEntries(
    (Object.keys(HREFLANG) as Locale[]).map((locale) => [
      HREFLANG[locale],
      locale === 'da' ? `${DANISH}${product.pathIn.da}` : `${SITE}${prefix(locale)}${product.pathIn[locale]}`,
    ]),
  );
  expect(await hreflangs(page)).toEqual({ ...expected, 'x-default': `${SITE}${product.pathIn.sv}` });
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${DANISH}${product.pathIn.da}`,
  );
  // Its own links stay on the domain, without prefix.
  await expect(
    page
      .getByRole('banner')
      .getByRole('link', { name: /Maskinbutiken/ })
      .first(),
  ).toHaveAttribute('href', '/');
});

test('the switcher on the domain leads to the site in the same market, on the language’s address', async ({
  page,
  request,
  context,
}) => {
  const product = await aTranslatedProduct(request);
  await page.goto(`${DANISH}${product.pathIn.da}`);
  const languages = page
    .getByRole('banner')
    .getByRole('navigation', { name: messages('da')('layout.language') })
    .first();
  const english = languages.getByRole('link', { name: 'English' });
  // The site is another host: the link names the market there, in the form markets in the path take.
  await expect(english).toHaveAttribute('href', `${SITE}/dk/en${product.pathIn.da}`);
  await english.click();
  await expect(page).toHaveURL(`${SITE}/en${product.pathIn.en}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Denmark, as on the domain: a language change never moves the market (ADR 56).
  await expect(
    page
      .getByRole('banner')
      .getByRole('button', { name: messages('en')('market.label') })
      .first(),
  ).toContainText('Denmark');
  const cookies = await context.cookies(SITE);
  expect(cookies.find((c) => c.name === 'mb-selected-market')?.value).toBe('dk');

  // And back: Dansk is the domain's address, without prefix.
  const dansk = page
    .getByRole('banner')
    .getByRole('navigation', { name: messages('en')('layout.language') })
    .first();
  await expect(dansk.getByRole('link', { name: 'Dansk' })).toHaveAttribute(
    'href',
    `${DANISH}/dk/da${product.pathIn.en}`,
  );
  await dansk.getByRole('link', { name: 'Dansk' }).click();
  await expect(page).toHaveURL(`${DANISH}${product.pathIn.da}`);
});
