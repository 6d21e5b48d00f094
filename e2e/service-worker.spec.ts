import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { cartButton, cartWith, items, productsIn } from './cart';
import { messages, prefix } from './messages';
import { marketInPathUrl } from './playwright.config';

const BUILD_ID = readFileSync(new URL('../apps/storefront/.next/BUILD_ID', import.meta.url), 'utf8').trim();

/** Opens a page and waits until the service worker is active and controls it; returns its scope. */
async function underWorker(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await controlledBy(page, /\/sw\.js$/);
  return page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
}

/**
 * Waits, for a bounded time, until a worker whose script matches controls the page. A wait on the
 * worker's lifecycle events alone has no end when a step of it fails; this one says where it stood.
 */
async function controlledBy(page: Page, script: RegExp): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration('/');
          const state = (worker?: ServiceWorker | null) =>
            worker ? `${worker.scriptURL} ${worker.state}` : '-';
          return {
            controller: navigator.serviceWorker.controller?.scriptURL ?? '-',
            installing: state(registration?.installing),
            waiting: state(registration?.waiting),
            active: state(registration?.active),
          };
        }),
      { timeout: 30_000, message: `a worker ${script} controls the page` },
    )
    .toMatchObject({ controller: expect.stringMatching(script) });
}

/** Every cache of the page's origin, with the paths (and query) of what each holds. */
function cached(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      all[name] = keys.map((request) => {
        const url = new URL(request.url);
        return `${url.pathname}${url.search}`;
      });
    }
    return all;
  });
}

test('/sw.js is served as a fresh script of this build, and the worker registers with scope /', async ({
  page,
  request,
  baseURL,
}) => {
  const response = await request.get('/sw.js');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/javascript; charset=utf-8');
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect(response.headers()['content-security-policy']).toContain("worker-src 'self'");
  expect(await response.text()).toContain(`"version":"${BUILD_ID}"`);
  expect(await underWorker(page, '/')).toBe(`${baseURL}/`);
  const offline = Object.entries(await cached(page)).find(([name]) => name === `shop-${BUILD_ID}-offline`);
  expect(offline?.[1].sort()).toEqual(['da', 'en', 'fi', 'nb', 'sv'].map((l) => `/offline/${l}.html`));
});

test('with markets in the path, the worker knows the private pages of every market and language', async ({
  request,
}) => {
  const script = await (await request.get(`${marketInPathUrl}/sw.js`)).text();
  const config = JSON.parse(script.match(/^const config = (.*);$/m)?.[1] ?? '{}');
  expect(config.marketInPath).toBe(true);
  for (const path of ['/graphql', '/auth/', '/se/sv/kassan', '/dk/da/kassen', '/se/en/my-account/orders']) {
    expect(config.neverCache).toContain(path);
  }
});

for (const locale of ['sv', 'en'] as const) {
  test(`offline in ${locale}: a visited page shows again, another the offline page in its language`, async ({
    page,
    context,
  }) => {
    const t = messages(locale);
    await underWorker(page, `${prefix(locale)}/`);
    await page.goto(`${prefix(locale)}/c/byggmaskiner`);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
    await page.goto(`${prefix(locale)}/c/tradgard`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('offline.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('link', { name: t('offline.home') })).toHaveAttribute(
      'href',
      prefix(locale) || '/',
    );
    await expectNoAxeViolations(page);
    await context.setOffline(false);
    await page.getByRole('link', { name: t('offline.retry') }).click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(t('offline.title'));
  });
}

test('no cart, checkout, account, sign-in or API answer is ever in the caches', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const [product] = await productsIn(request, 'tandstift', 'sv');
  const cart = await cartWith(request, product?.skus[0]?.skuId ?? 0);
  await context.addCookies([{ name: 'mb-cart', value: cart, url: baseURL ?? '' }]);
  await underWorker(page, '/');
  // The cart comes from /graphql while the worker controls the page.
  await page.reload();
  await expect(cartButton(page, 'sv')).toHaveAccessibleName(items('sv', 1));
  for (const path of [
    '/kassan',
    '/en/checkout',
    '/checkout/confirm?id=1',
    '/mina-sidor/ordrar',
    '/c/byggmaskiner',
  ]) {
    await page.goto(path);
  }
  await page.evaluate(() => fetch('/graphql?query=%7B__typename%7D', { headers: { 'x-apikey': 'x' } }));
  await page.evaluate(() => fetch('/auth/login'));
  const paths = Object.values(await cached(page)).flat();
  expect(paths).toContain('/c/byggmaskiner');
  expect(paths.some((path) => path.startsWith('/_next/static/'))).toBe(true);
  const forbidden = /^\/(?:graphql|auth\/|api\/|kassan|en\/checkout|checkout\/|mina-sidor\/|account)/;
  expect(paths.filter((path) => forbidden.test(path))).toEqual([]);
});

test('a new worker takes over the open page and deletes the caches of older versions', async ({ page }) => {
  await underWorker(page, '/');
  // What an older build's worker left behind.
  await page.evaluate(async () => {
    const cache = await caches.open('shop-older-build-pages');
    await cache.put('/c/byggmaskiner', new Response('old page'));
  });
  // A script at another address is a new worker to the browser, as a new build's script is: it
  // installs while the page is controlled, takes over at once and cleans up.
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?update=1', { scope: '/' }));
  await controlledBy(page, /\/sw\.js\?update=1$/);
  await expect.poll(async () => Object.keys(await cached(page))).not.toContain('shop-older-build-pages');
  expect(Object.keys(await cached(page))).toContain(`shop-${BUILD_ID}-offline`);
  // The new worker serves and stores pages.
  await page.goto('/c/byggmaskiner');
  await expect.poll(async () => (await cached(page))[`shop-${BUILD_ID}-pages`]).toContain('/c/byggmaskiner');
});

for (const locale of ['sv', 'en'] as const) {
  test(`error pages show their status code in ${locale}`, async ({ page }) => {
    const t = messages(locale);
    const code = (status: number) => t('error.status').replace('{status}', String(status));
    expect((await page.goto(`${prefix(locale)}/p/no-such-product`))?.status()).toBe(404);
    await expect(page.getByText(code(404), { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('notFound.title'));
    const unknown = `${prefix(locale)}/no/such/route`;
    expect((await page.goto(unknown))?.status()).toBe(404);
    await expect(page.getByText(code(404), { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('notFound.pageTitle'));
    await expect(page.getByText(t('notFound.address').replace('{url}', unknown))).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
