import { request as httpRequest } from 'node:http';
import { type APIResponse, expect, type Page, test } from '@playwright/test';
import { securityHeaders } from '../apps/storefront/src/lib/security-headers';
import { cartButton, cartPanel, items, productsIn, SPARK_PLUGS } from './cart';
import { API_KEY } from './commerce-api';
import { formHtml, hiddenFields } from './forms';
import { messages } from './messages';
import { marketInPathUrl, revalidateSecret } from './playwright.config';

const sv = messages('sv');
const FOREIGN = 'https://evil.example';
/** What the built storefront (a production build) sends with every answer. */
const EXPECTED = securityHeaders({ production: true });

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  for (const { key, value } of EXPECTED) expect(headers[key.toLowerCase()], `${key} of ${what}`).toBe(value);
}

/** Status and Location of a request target sent as it is: fetch and browsers would tidy it first. */
function rawGet(origin: string, target: string): Promise<{ status: number; location?: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ hostname, port, path: target }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    sent.on('error', reject);
    sent.end();
  });
}

test.describe('security headers', () => {
  test('come with every kind of answer: pages cached or not, redirects, errors, files and APIs', async ({
    request,
  }) => {
    const home = await request.get('/');
    const script = (await home.text()).match(/src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    // Other tests expire the catalog now and then: ask until the page comes from the cache.
    let cached = home;
    await expect
      .poll(async () => {
        cached = await request.get('/');
        return cached.headers()['x-nextjs-cache'];
      })
      .toBe('HIT');
    const answers: [string, APIResponse][] = [
      ['a page', home],
      ['a cached page', cached],
      ['a product page', await request.get('/p/nordgrav-sd-10-plus-dumper')],
      ['the checkout', await request.get('/kassan')],
      ['the 404 page', await request.get('/finns-inte')],
      ['a language redirect', await request.get('/sv/kassan', { maxRedirects: 0 })],
      ['a guard redirect', await request.get('/mina-sidor/ordrar', { maxRedirects: 0 })],
      ['a malformed file address', await request.get('/images/products/%')],
      ['a build file', await request.get(script as string)],
      ['a product image', await request.get('/images/products/excavator-f2a900-0.svg')],
      ['the favicon', await request.get('/favicon.ico')],
      ['robots.txt', await request.get('/robots.txt')],
      ['the sitemap', await request.get('/sitemap.xml')],
      [
        'GraphQL',
        await request.post('/graphql', {
          headers: { 'x-apikey': API_KEY },
          data: { query: '{ channel { id } }' },
        }),
      ],
      ['sign-in', await request.get('/auth/nothing-here')],
      ['revalidation', await request.post('/api/revalidate', { data: { tags: ['catalog'] } })],
      ['a page with markets in the path', await request.get(`${marketInPathUrl}/se/sv`)],
    ];
    for (const [what, response] of answers) {
      expect(response.status(), what).toBeLessThan(500);
      expectSecurityHeaders(response, what);
    }
  });
});

test.describe('content security policy', () => {
  /** Every policy violation the page reports, from its first script on. */
  async function watchViolations(page: Page): Promise<string[]> {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation;
        report(
          `${event.effectiveDirective} refused ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
    return violations;
  }

  test('lets every kind of page and panel run with no violation', async ({ page, request }) => {
    test.setTimeout(90_000);
    const violations = await watchViolations(page);
    const product = (await productsIn(request, 'tandstift', 'sv')).find((p) => !p.sizeRequired);
    if (!product) throw new Error('No spark plug to show');

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.goto(SPARK_PLUGS);
    await page
      .getByRole('main')
      .getByRole('button', { name: sv('product.addToCart'), exact: true })
      .first()
      .click();
    await expect(cartButton(page, 'sv')).toHaveAccessibleName(items('sv', 1));
    await cartButton(page, 'sv').click();
    await expect(cartPanel(page, 'sv')).toBeVisible();
    await page.goto(product.canonicalUrl);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const box = page.getByRole('combobox', { name: 'Sök produkter, kategorier och varumärken' });
    await box.focus();
    await page.keyboard.type('motorsåg');
    await expect(page.getByRole('listbox', { name: 'Sökförslag' }).getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/s\//);

    await page.goto('/kassan');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/?action=login');
    await expect(page.getByRole('dialog', { name: sv('auth.signIn') })).toBeVisible();
    await page.goto('/om-oss');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await page.goto('/finns-inte'))?.status()).toBe(404);
    await page.goto(`${marketInPathUrl}/se/sv`);
    await expect(page.getByRole('banner')).toBeVisible();

    // The check itself works: an image of another site is refused and reported.
    expect(violations).toEqual([]);
    await page.evaluate((src) => {
      const image = document.createElement('img');
      image.src = src;
      document.body.append(image);
    }, `${FOREIGN}/pixel.png`);
    await expect.poll(() => violations.length).toBeGreaterThan(0);
  });
});

test.describe('redirects', () => {
  const HOSTILE = [
    '//evil.example',
    '///evil.example/kassan',
    '/\\evil.example',
    '/\\/evil.example',
    '/%2F%2Fevil.example',
    '/%5C%5Cevil.example',
    '/sv//evil.example',
    '/sv/%2F%2Fevil',
    '/sv/%5Cevil',
    '/sv/https://evil.example',
    '/en/dk//evil.example',
    '/?url=https://evil.example',
    '/sv?url=//evil.example',
    '/kassan?url=%2F%2Fevil.example',
    '/mina-sidor/ordrar?returnUrl=//evil.example',
    '/mina-sidor/ordrar?redirect=https%3A%2F%2Fevil.example',
    '/sv/javascript:alert(1)',
  ];

  for (const origin of [undefined, marketInPathUrl]) {
    test(`keep hostile addresses on the site${origin ? ' with markets in the path' : ''}`, async ({
      baseURL,
    }) => {
      const site = origin ?? (baseURL as string);
      for (const target of HOSTILE) {
        // The address the target names on this site (as a base, `//host` would name another).
        let at = `${new URL(site).origin}${target}`;
        let answer = await rawGet(site, target);
        for (let hop = 0; answer.location && hop < 5; hop++) {
          const next = new URL(answer.location, at);
          expect(next.origin, `${target} led to ${answer.location}`).toBe(new URL(site).origin);
          at = next.href;
          answer = await rawGet(site, `${next.pathname}${next.search}`);
        }
        expect(answer.location, `${target} redirects on and on`).toBeUndefined();
        expect(answer.status, target).toBeLessThan(500);
      }
    });
  }

  test('of the no-JavaScript cart form go back only to a page of the shop', async ({ request, baseURL }) => {
    const html = formHtml(await (await request.get(SPARK_PLUGS)).text(), 'name="quantity"');
    const post = (referer: string) =>
      request.post(SPARK_PLUGS, {
        multipart: { ...hiddenFields(html), quantity: '1' },
        headers: { origin: baseURL as string, referer },
        maxRedirects: 0,
      });
    // The add lands on the cart's page, which leads back to the page it was posted from (ADR 58).
    const back = await post(`${baseURL}${SPARK_PLUGS}?page=1`);
    expect(back.status()).toBe(303);
    const cartPage = new URL(back.headers().location ?? '', 'http://x');
    expect(cartPage.pathname).toBe('/kassan');
    expect(cartPage.searchParams.get('from')).toBe(`${SPARK_PLUGS}?page=1`);
    for (const referer of [`${baseURL}//evil.example/p/x`, `${FOREIGN}${SPARK_PLUGS}`]) {
      const answer = await post(referer);
      const landing = new URL(answer.headers().location ?? '', 'http://x');
      expect(landing.pathname, referer).toBe('/kassan');
      expect(landing.searchParams.get('from') ?? '', referer).toBe('');
    }
  });
});

test.describe('requests from other sites', () => {
  test('a server action posted from another origin is refused and changes nothing', async ({
    request,
    baseURL,
  }) => {
    const fields = hiddenFields(formHtml(await (await request.get(SPARK_PLUGS)).text(), 'name="quantity"'));
    const form = (origin: string) =>
      request.post(SPARK_PLUGS, {
        multipart: { ...fields, quantity: '1' },
        headers: { origin },
        maxRedirects: 0,
      });
    const refused = await form(FOREIGN);
    expect(refused.status()).toBe(500);
    expect(refused.headers()['set-cookie']).toBeUndefined();
    const own = await form(baseURL as string);
    expect(own.status()).toBe(303);
    expect(own.headers()['set-cookie']).toMatch(/mb-cart=/);

    // The same action called as the page's script calls it, by its id in a Next-Action header.
    const reference = Object.entries(fields).find(([name]) => /^\$ACTION_\d+:0$/.test(name))?.[1];
    const actionId = (JSON.parse(reference ?? '{}') as { id?: string }).id;
    expect(actionId).toMatch(/^[0-9a-f]{40,}$/);
    const call = (origin: string) =>
      request.post(SPARK_PLUGS, {
        headers: { origin, 'next-action': actionId as string, 'content-type': 'text/plain;charset=UTF-8' },
        data: '[{"status":"idle","refusal":null},"$K1"]',
      });
    const foreign = await call(FOREIGN);
    expect(foreign.status()).toBe(500);
    expect(await foreign.text()).not.toContain('"status":"refused"');
    // From the page's own origin the action runs, and the API refuses the empty form.
    const ownCall = await call(baseURL as string);
    expect(ownCall.status()).toBe(200);
    expect(await ownCall.text()).toContain('"status":"refused"');
  });

  test('cache revalidation is refused to a browser even with the secret, and to anyone without it', async ({
    request,
    baseURL,
  }) => {
    const post = (headers: Record<string, string>) =>
      request.post('/api/revalidate', { data: { tags: ['catalog'] }, headers });
    const bearer = { authorization: `Bearer ${revalidateSecret}` };
    expect((await post({ ...bearer, origin: FOREIGN })).status()).toBe(403);
    expect((await post({ ...bearer, origin: baseURL as string })).status()).toBe(403);
    expect((await post({ authorization: 'Bearer guess' })).status()).toBe(401);
    // The secret alone passes (to the check of the tags; none is expired here, other tests rely on the cache).
    const passed = await request.post('/api/revalidate', {
      data: { tags: ['no-such-tag'] },
      headers: bearer,
    });
    expect(passed.status()).toBe(400);
  });
});
