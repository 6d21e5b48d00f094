import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { registeredCookies } from './account';
import { API_KEY, commerce } from './commerce-api';
import { commerceUrl, revalidateSecret, staffApiKey } from './playwright.config';
import { approveNewestReview, marketingToken } from './review-desk';

interface ShownPrice {
  sellingPriceIncVat: number;
  regularPriceIncVat: number;
  isDiscounted: boolean;
  sellingPriceIncVatFormatted: string;
}

/** The product's price in Sweden, formatted in Swedish as the pages show it. */
async function priceOf(request: APIRequestContext, alias: string): Promise<ShownPrice> {
  const { product } = await commerce<{ product: { unitPrice: ShownPrice } }>(
    request,
    `query ($alias: String!) {
      product(alias: $alias, marketId: "se", languageId: "sv-SE") {
        unitPrice { sellingPriceIncVat regularPriceIncVat isDiscounted sellingPriceIncVatFormatted }
      }
    }`,
    { alias },
  );
  return product.unitPrice;
}

/**
 * Visits a page until the page cache answers it. Other tests change the catalog meanwhile, and each
 * change expires the cached pages, so the second visit alone may be the first after an expiry.
 */
async function visitCached(page: Page, path: string) {
  expect((await page.goto(path))?.status()).toBe(200);
  await expect
    .poll(async () => (await page.goto(path))?.headers()['x-nextjs-cache'], { timeout: 15_000 })
    .toBe('HIT');
}

const randomText = () => Math.random().toString(36).slice(2, 10);

/** Keys no page reads, new each time, beside the usual tracking keys: before, each was a new render. */
const unreadKeys = () =>
  `${randomText()}=${randomText()}&x=${randomText()}&utm_source=mail&utm_campaign=${randomText()}` +
  `&gclid=${randomText()}&fbclid=${randomText()}`;

/** The product links of a page's HTML, in their order. */
const productLinks = (html: string) => [...html.matchAll(/href="(\/p\/[^"?#]+)"/g)].map((m) => m[1]);

test.describe('query keys a page does not read', () => {
  /**
   * The address alone, then three with new unread keys, each from the cache. Another test's price or
   * review expires the catalog now and then, which makes one a new render: the round is tried again.
   */
  async function expectHitsWithUnreadKeys(request: APIRequestContext, path: string) {
    await expect(async () => {
      expect((await request.get(path, { maxRedirects: 0 })).status()).toBe(200);
      for (let i = 0; i < 3; i++) {
        const response = await request.get(`${path}${path.includes('?') ? '&' : '?'}${unreadKeys()}`, {
          maxRedirects: 0,
        });
        expect(response.status()).toBe(200);
        expect(response.headers()['x-nextjs-cache']).toBe('HIT');
      }
    }).toPass({ intervals: [200, 1_000, 2_000], timeout: 30_000 });
  }

  test('serve a list page and a product page from the page cache', async ({ request }) => {
    const list = await request.get('/c/tradgardsmaskiner');
    const product = productLinks(await list.text())[0];
    if (!product) throw new Error('The list /c/tradgardsmaskiner shows no product');
    await expectHitsWithUnreadKeys(request, '/c/tradgardsmaskiner');
    await expectHitsWithUnreadKeys(request, product);
  });

  test('stay in the address bar for the page’s scripts, while a filter key still changes the page', async ({
    page,
    request,
  }) => {
    const search = `?sort=PRICE_DESC&utm_source=mail&gclid=g-${randomText()}&fbclid=f1&x=${randomText()}`;
    expect((await page.goto(`/c/tradgardsmaskiner${search}`))?.status()).toBe(200);
    expect(new URL(page.url()).search).toBe(search);
    expect(await page.evaluate(() => new URLSearchParams(window.location.search).get('utm_source'))).toBe(
      'mail',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Trädgårdsmaskiner' })).toBeVisible();

    const cheapest = productLinks(
      await (await request.get(`/c/tradgardsmaskiner?sort=PRICE&x=${randomText()}`)).text(),
    );
    const dearest = productLinks(await (await request.get(`/c/tradgardsmaskiner${search}`)).text());
    expect(cheapest.length).toBeGreaterThan(1);
    expect(dearest.length).toBe(cheapest.length);
    expect(dearest[0]).not.toBe(cheapest[0]);
    await expectHitsWithUnreadKeys(request, '/c/tradgardsmaskiner?sort=PRICE_DESC');
  });
});

test.describe('catalog cache invalidation', () => {
  test('expires tags only for a caller with the revalidation secret and valid tags', async ({ request }) => {
    const post = (data: unknown, headers: Record<string, string> = {}) =>
      request.post('/api/revalidate', { data, headers });
    const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
    expect((await post({ tags: ['catalog'] })).status()).toBe(401);
    expect((await post({ tags: ['catalog'] }, bearer('wrong'))).status()).toBe(401);
    // The channel's API key is in every page; it must not open the cache.
    expect((await post({ tags: ['catalog'] }, { 'x-apikey': API_KEY })).status()).toBe(401);
    expect((await post({ tags: ['catalog'] }, bearer(API_KEY))).status()).toBe(401);
    expect((await post({ tags: ['everything'] }, bearer(revalidateSecret))).status()).toBe(400);
    const ok = await post({ tags: ['catalog', 'product:x', 'nonsense'] }, bearer(revalidateSecret));
    expect(ok.status()).toBe(200);
    expect(await ok.json()).toEqual({ revalidated: ['catalog', 'product:x'] });
  });

  test('answers a cached page from its stored bytes: its length, one ETag, and 304 when the browser has it', async ({
    request,
  }) => {
    const path = '/c/tradgardsmaskiner';
    // Uncompressed, so that the length Next sends is the page's own.
    const get = (headers: Record<string, string> = {}) =>
      request.get(path, { headers: { 'accept-encoding': 'identity', ...headers } });
    expect((await get()).status()).toBe(200);
    const first = await get();
    const second = await get();
    expect(second.headers()['x-nextjs-cache']).toBe('HIT');
    const body = await second.body();
    // Swedish letters take two bytes each: the length is the bytes sent, not the characters.
    expect(body.toString('utf8')).toContain('Trädgårdsmaskiner');
    expect(Number(second.headers()['content-length'])).toBe(body.length);
    expect((await first.body()).equals(body)).toBe(true);
    const etag = second.headers().etag ?? '';
    expect(etag).toMatch(/^"[0-9a-z]+"$/);
    expect(first.headers().etag).toBe(etag);
    const unchanged = await get({ 'if-none-match': etag });
    expect(unchanged.status()).toBe(304);
    expect((await unchanged.body()).length).toBe(0);
  });

  test('shows a review approved at the desk at once, not after the cache expires', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.slow();
    const token = (await registeredCookies(browser, baseURL)).find((c) => c.name === 'mb-auth')?.value;
    const product = '/p/nordgrav-sd-10-plus-dumper';
    await page.goto(product);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const author = `Cache Testsson ${Date.now()}`;
    await expect(page.getByText(author)).toHaveCount(0);

    const response = await request.post(`${commerceUrl}/graphql`, {
      headers: { 'x-apikey': API_KEY, authorization: `Bearer ${token}` },
      data: {
        query: `mutation ($alias: String!, $author: String!) {
          postProductReview(alias: $alias, rating: 5, author: $author, comment: "Stark och lättkörd.", languageId: "sv-SE")
        }`,
        variables: { alias: 'nordgrav-sd-10-plus-dumper', author },
      },
    });
    expect(await response.json()).toEqual({ data: { postProductReview: true } });
    // New reviews wait for staff (ADR 75): the page shows it once a member has approved it.
    await page.reload();
    await expect(page.getByText(author)).toHaveCount(0);

    await approveNewestReview(request, await marketingToken(request), 'nordgrav-sd-10-plus-dumper');
    await page.reload();
    await expect(page.getByText(author)).toBeVisible();
  });

  test('shows a price changed through the API at once on the cached product and category pages', async ({
    page,
    request,
  }) => {
    const { categories } = await commerce<{ categories: { name: string; canonicalUrl: string }[] }>(
      request,
      '{ categories(languageId: "sv-SE") { name canonicalUrl } }',
    );
    // A list no other test reads, so that the change surprises none of them.
    const category = categories.find((c) => c.canonicalUrl === '/c/fyrhjulingar');
    if (!category) throw new Error('The seeded catalog has no category /c/fyrhjulingar');
    const cards = page.getByRole('list', { name: category.name }).getByRole('listitem');

    await visitCached(page, category.canonicalUrl);
    const href = (await cards.first().getByRole('link').first().getAttribute('href')) ?? '';
    const alias = href.split('/p/')[1] ?? '';
    expect(alias).not.toBe('');
    const card = cards.filter({ has: page.locator(`a[href="${href}"]`) });
    const before = await priceOf(request, alias);
    await expect(card.locator('.vat-inc').first()).toContainText(before.sellingPriceIncVatFormatted);
    await visitCached(page, `/p/${alias}`);
    await expect(page.locator('.vat-inc').first()).toContainText(before.sellingPriceIncVatFormatted);

    // One krona less; a discounted product keeps its regular price, an undiscounted one stays so.
    const selling = before.sellingPriceIncVat - 1;
    await commerce(
      request,
      `mutation ($alias: String!, $selling: Decimal!, $regular: Decimal) {
        setProductPrice(alias: $alias, marketId: "se", sellingPriceIncVat: $selling, regularPriceIncVat: $regular) { alias }
      }`,
      { alias, selling, regular: before.isDiscounted ? before.regularPriceIncVat : null },
      staffApiKey,
    );
    const after = await priceOf(request, alias);
    expect(after.sellingPriceIncVat).toBe(selling);
    expect(after.sellingPriceIncVatFormatted).not.toBe(before.sellingPriceIncVatFormatted);

    await page.reload();
    await expect(page.locator('.vat-inc').first()).toContainText(after.sellingPriceIncVatFormatted);
    await page.goto(category.canonicalUrl);
    await expect(card.locator('.vat-inc').first()).toContainText(after.sellingPriceIncVatFormatted);
  });
});

/**
 * What patches/next+16.4.6.patch makes of a cached page's answer (ADR 18): its ETag and bytes are
 * kept per page string, and the cache's replay of a redirect adds no second Location.
 */
test.describe('the page cache’s answers', () => {
  const uncompressed = { 'accept-encoding': 'identity' };

  /** The page's answer once it comes from the page cache. */
  async function cachedAnswer(
    request: APIRequestContext,
    path: string,
    headers: Record<string, string> = {},
  ) {
    for (let tries = 0; tries < 5; tries++) {
      const answer = await request.get(path, { headers: { ...uncompressed, ...headers } });
      if (answer.headers()['x-nextjs-cache'] === 'HIT') return answer;
    }
    throw new Error(`${path} never came from the page cache`);
  }

  test('gives two different cached pages different ETags, each the same on every hit', async ({
    request,
  }) => {
    const paths = ['/c/tradgardsmaskiner', '/c/byggmaskiner'] as const;
    // Another test's price or review expires the catalog now and then, which renders a page anew.
    await expect(async () => {
      const [a, b, aAgain, bAgain] = [
        await cachedAnswer(request, paths[0]),
        await cachedAnswer(request, paths[1]),
        await cachedAnswer(request, paths[0]),
        await cachedAnswer(request, paths[1]),
      ];
      const etagOf = (answer: typeof a) => answer.headers().etag ?? '';
      expect(etagOf(a)).toMatch(/^"[0-9a-z]+"$/);
      expect(etagOf(aAgain)).toBe(etagOf(a));
      expect(etagOf(bAgain)).toBe(etagOf(b));
      expect(etagOf(b)).not.toBe(etagOf(a));
      expect((await bAgain.body()).equals(await aAgain.body())).toBe(false);
      expect(Number(bAgain.headers()['content-length'])).toBe((await bAgain.body()).length);
      // One page's ETag does not answer for the other.
      expect((await request.get(paths[1], { headers: { 'if-none-match': etagOf(a) } })).status()).toBe(200);
    }).toPass({ intervals: [200, 1_000, 2_000], timeout: 30_000 });
  });

  test('answers a browser’s old ETag with the page as it is now once its price changed, not 304', async ({
    request,
  }) => {
    const products = productLinks(await (await request.get('/c/fyrhjulingar')).text());
    // The list's last product: the price test above changes its first.
    expect(products.length).toBeGreaterThan(1);
    const path = products.at(-1) ?? '';
    const alias = path.split('/p/')[1] ?? '';
    let oldEtag = '';
    let oldPage: Buffer = Buffer.alloc(0);
    await expect(async () => {
      const before = await cachedAnswer(request, path);
      oldEtag = before.headers().etag ?? '';
      oldPage = await before.body();
      expect((await request.get(path, { headers: { 'if-none-match': oldEtag } })).status()).toBe(304);
    }).toPass({ intervals: [200, 1_000, 2_000], timeout: 30_000 });

    const price = await priceOf(request, alias);
    await commerce(
      request,
      `mutation ($alias: String!, $selling: Decimal!, $regular: Decimal) {
        setProductPrice(alias: $alias, marketId: "se", sellingPriceIncVat: $selling, regularPriceIncVat: $regular) { alias }
      }`,
      {
        alias,
        selling: price.sellingPriceIncVat - 1,
        regular: price.isDiscounted ? price.regularPriceIncVat : null,
      },
      staffApiKey,
    );

    const changed = await request.get(path, { headers: { ...uncompressed, 'if-none-match': oldEtag } });
    expect(changed.status()).toBe(200);
    const newEtag = changed.headers().etag ?? '';
    expect(newEtag).toMatch(/^"[0-9a-z]+"$/);
    expect(newEtag).not.toBe(oldEtag);
    expect((await changed.body()).equals(oldPage)).toBe(false);
    expect((await cachedAnswer(request, path, { 'if-none-match': oldEtag })).status()).toBe(200);
  });

  test('sends a redirect a page rendered, and its replay from the cache, with exactly one Location', async ({
    request,
  }) => {
    for (const path of ['/c/minigravare', '/product/nordgrav-sd-10-plus-dumper']) {
      // The first answer may be the render; the later ones are replayed from the page cache, where
      // Next 16.4.6 appended the rendered Location a second time (vercel/next.js#82117).
      for (let i = 0; i < 3; i++) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(308);
        const locations = response.headersArray().filter((h) => h.name.toLowerCase() === 'location');
        expect(locations, path).toHaveLength(1);
      }
    }
  });
});
