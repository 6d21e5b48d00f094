import { expect, test } from '@playwright/test';
import { registeredCookies } from './account';
import { expectNoAxeViolations } from './axe';
import { commerce } from './commerce-api';
import { LOCALES, type Locale, messages, prefix } from './messages';
import { marketInPathUrl } from './playwright.config';

const PATHS: Record<string, Record<Locale, string>> = {
  favorites: { sv: '/favoriter', da: '/favoritter', en: '/favorites', fi: '/suosikkeja', nb: '/favoritter' },
  checkout: { sv: '/kassan', da: '/kassen', en: '/checkout', fi: '/kassa', nb: '/kassen' },
  manuals: { sv: '/manualer', da: '/manualer', en: '/manuals', fi: '/kayttoohjeet', nb: '/manualer' },
  news: { sv: '/nyheter', da: '/nyheder', en: '/news', fi: '/uutuudet', nb: '/nyheter' },
  brands: { sv: '/varumarken', da: '/varemaerker', en: '/brands', fi: '/tavaramerkkeja', nb: '/varemerker' },
  orders: {
    sv: '/mina-sidor/ordrar',
    da: '/min-konto/bestillinger',
    en: '/my-account/orders',
    fi: '/tilini/tilaukset',
    nb: '/min-konto/bestillinger',
  },
  settings: {
    sv: '/mina-sidor/installningar',
    da: '/min-konto/indstillinger',
    en: '/my-account/settings',
    fi: '/tilini/asetukset',
    nb: '/min-konto/innstillinger',
  },
  balance: {
    sv: '/mina-sidor/saldo',
    da: '/min-konto/saldo',
    en: '/my-account/balance',
    fi: '/tilini/saldo',
    nb: '/min-konto/saldo',
  },
};

const same = (path: string) => Object.fromEntries(LOCALES.map((l) => [l, path])) as Record<Locale, string>;

/** Route, path per language, layout, and the message key of its heading (or a fixed heading). */
const PAGES: { route: string; path: Record<Locale, string>; layout: string; heading: string }[] = [
  { route: 'index', path: same(''), layout: 'default', heading: 'home.heroTitle' },
  {
    route: 'favorites',
    path: PATHS.favorites as Record<Locale, string>,
    layout: 'default',
    heading: 'favorites.title',
  },
  {
    route: 'checkout',
    path: PATHS.checkout as Record<Locale, string>,
    layout: 'undistracted',
    heading: 'checkout.title',
  },
  {
    route: 'manuals',
    path: PATHS.manuals as Record<Locale, string>,
    layout: 'default',
    heading: 'manuals.title',
  },
  { route: 'news', path: PATHS.news as Record<Locale, string>, layout: 'default', heading: 'news.title' },
  {
    route: 'brands',
    path: PATHS.brands as Record<Locale, string>,
    layout: 'default',
    heading: 'brands.title',
  },
  {
    route: 'previewWidgets',
    path: same('/preview-widgets'),
    layout: 'default',
    heading: 'previewWidgets.title',
  },
  {
    route: 'resetPassword',
    path: same('/account/reset-password'),
    layout: 'default',
    heading: 'resetPassword.title',
  },
  {
    route: 'checkoutConfirm',
    // Without an order's id there is no order to confirm.
    path: same('/checkout/confirm'),
    layout: 'undistracted',
    heading: 'confirmation.notFoundTitle',
  },
  {
    route: 'checkoutFailure',
    path: same('/checkout/klarna-fail?error=OutOfStock'),
    layout: 'undistracted',
    heading: 'providerFailure.title',
  },
  // A guest (even one with a login token) is sent home with the sign-in panel open.
  { route: 'account', path: same('/account?loginToken=t'), layout: 'default', heading: 'home.heroTitle' },
  {
    route: 'orders',
    path: PATHS.orders as Record<Locale, string>,
    layout: 'default',
    heading: 'home.heroTitle',
  },
  {
    route: 'settings',
    path: PATHS.settings as Record<Locale, string>,
    layout: 'default',
    heading: 'home.heroTitle',
  },
  {
    route: 'balance',
    path: PATHS.balance as Record<Locale, string>,
    layout: 'default',
    heading: 'home.heroTitle',
  },
  { route: 'category', path: same('/c/byggmaskiner/minigravare'), layout: 'default', heading: '' },
  { route: 'brand', path: same('/b/nordgrav'), layout: 'default', heading: '' },
  { route: 'discountCampaign', path: same('/dc/vinterklar'), layout: 'default', heading: '' },
  { route: 'search', path: same('/s/kedja'), layout: 'default', heading: '' },
];

for (const locale of LOCALES) {
  test.describe(`routes in ${locale}`, () => {
    const t = messages(locale);
    for (const page of PAGES) {
      test(`${page.route} answers with its layout and heading`, async ({ page: browser }) => {
        const guarded = ['orders', 'settings', 'balance'].includes(page.route);
        const url = `${prefix(locale)}${page.path[locale]}${guarded ? '?loginToken=t' : ''}` || '/';
        const response = await browser.goto(url);
        expect(response?.status()).toBe(200);
        await expect(browser.locator(`[data-layout="${page.layout}"]`)).toHaveCount(1);
        const heading = browser.getByRole('heading', { level: 1 });
        await expect(heading).toBeVisible();
        if (page.heading) await expect(heading).toHaveText(t(page.heading));
        await expect(browser.locator('html')).toHaveAttribute('lang', locale);
        if (locale === 'sv' || locale === 'en') await expectNoAxeViolations(browser);
      });
    }

    test('unknown paths answer 404 with the translated text', async ({ page }) => {
      for (const path of [
        '/no-such-content',
        '/content/nothing',
        '/content/preview/nothing',
        '/p/no-such-product',
        '/checkout/not-a-failure',
      ]) {
        const response = await page.goto(`${prefix(locale)}${path}`);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('notFound.title'));
      }
      // No route of the table: "page not found" with the address.
      for (const path of ['/404', '/no/such/route/here']) {
        const response = await page.goto(`${prefix(locale)}${path}`);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('notFound.pageTitle'));
        await expect(
          page.getByText(t('notFound.address').replace('{url}', `${prefix(locale)}${path}`)),
        ).toBeVisible();
      }
    });

    test('guests are sent home from account pages', async ({ request }) => {
      for (const path of [PATHS.orders?.[locale], PATHS.settings?.[locale], PATHS.balance?.[locale]]) {
        const response = await request.get(`${prefix(locale)}${path}`, { maxRedirects: 0 });
        expect(response.status()).toBe(302);
        expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe(prefix(locale) || '/');
      }
      // The account's start shows a guest its sign-in form, which posts without JavaScript (ADR 58).
      const start = await request.get(`${prefix(locale)}/account`, { maxRedirects: 0 });
      expect(start.status()).toBe(200);
      expect(await start.text()).toContain('name="password"');
    });
  });
}

test('a signed-in shopper asking for the account is sent on to the orders', async ({
  browser,
  baseURL,
  page,
}) => {
  await page.context().addCookies(await registeredCookies(browser, baseURL));
  for (const [path, orders] of [
    ['/account', '/mina-sidor/ordrar'],
    ['/en/account', '/en/my-account/orders'],
  ] as const) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(307);
    expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe(orders);
  }
});

test('generic list addresses lead to the list they name', async ({ request }) => {
  const to = async (path: string) => {
    const response = await request.get(path, { maxRedirects: 0 });
    return [response.status(), new URL(response.headers().location ?? '', 'http://x').pathname];
  };
  expect(await to('/c/minigravare')).toEqual([308, '/c/byggmaskiner/minigravare']);
  expect(await to('/en/l/nordgrav')).toEqual([308, '/en/b/nordgrav']);
  expect(await to('/list/vinterklar')).toEqual([308, '/dc/vinterklar']);
  expect(await to('/list')).toEqual([307, '/nyheter']);
  // Words that name no list are searched for, for now: a list may take the name later.
  expect(await to('/list/kedja')).toEqual([307, '/s/kedja']);
  expect(await to('/en/list/lawn%20mower?sort=PRICE')).toEqual([307, '/en/s/lawn%20mower']);
  expect(await to('/sv/kassan')).toEqual([308, '/kassan']);
  // The list's state goes along.
  const kept = await request.get('/en/l/nordgrav?sort=PRICE&page=2', { maxRedirects: 0 });
  expect(kept.headers().location).toMatch(/^\/en\/b\/nordgrav\?sort=PRICE&page=2$/);
});

test('every page has hreflang alternates for each language, x-default and a canonical link', async ({
  page,
}) => {
  await page.goto('/en/favorites');
  const hreflangs = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((l) => [
        l.getAttribute('hreflang'),
        new URL(l.getAttribute('href') ?? '', 'http://x').pathname,
      ]),
    );
  expect(Object.fromEntries(hreflangs)).toEqual({
    'sv-SE': '/favoriter',
    'da-DK': '/da/favoritter',
    'en-GB': '/en/favorites',
    'fi-FI': '/fi/suosikkeja',
    'nb-NO': '/nb/favoritter',
    'x-default': '/favoriter',
  });
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/favorites$/);
});

test.describe('not-found pages are axe-clean', () => {
  for (const path of ['/404', '/en/no-such-page', '/fi/p/no-such-product']) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }
});

test('the language switcher keeps the shopper on the same product', async ({ page }) => {
  await page.goto('/c/byggmaskiner/minigravare');
  await page
    .getByRole('list', { name: /Minigrävare/ })
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/p\/[a-z0-9-]+$/);
  const alias = new URL(page.url()).pathname.split('/').at(-1);
  // The product's address in English is its English alias (ADR 71).
  const { product } = await commerce<{ product: { canonicalUrl: string } }>(
    page.request,
    'query ($alias: String!) { product(alias: $alias, languageId: "en-GB", marketId: "se") { canonicalUrl } }',
    { alias },
  );
  await page.getByRole('navigation', { name: 'Språk' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(new RegExp(`/en${product.canonicalUrl}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 2, name: 'Description' })).toBeVisible();
  // The choice is remembered: the root now opens in English.
  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);
});

test('the customer type switches every price between including and excluding VAT', async ({ page }) => {
  await page.goto('/');
  const firstCard = page.getByRole('list', { name: 'Nytt i sortimentet' }).getByRole('listitem').first();
  await expect(firstCard.getByText('inkl. moms')).toBeVisible();
  await expect(firstCard.getByText('exkl. moms')).toBeHidden();
  const events: string[] = [];
  await page.exposeFunction('recordEvent', (type: string) => events.push(type));
  await page.evaluate(() =>
    window.addEventListener('customer-type:change', () =>
      (window as unknown as { recordEvent(t: string): void }).recordEvent('customer-type:change'),
    ),
  );
  await page.getByRole('radio', { name: 'Företag' }).check({ force: true });
  await expect(firstCard.getByText('exkl. moms')).toBeVisible();
  await expect(firstCard.getByText('inkl. moms')).toBeHidden();
  expect(events).toEqual(['customer-type:change']);
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Nytt i sortimentet' }).getByText('exkl. moms').first(),
  ).toBeVisible();
});

test('a market chosen in one tab reaches the other tab', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/');
  await second.goto('/');
  const price = (page: typeof first) =>
    page.getByRole('list', { name: 'Nytt i sortimentet' }).getByRole('listitem').first();
  await expect(price(second)).toContainText('kr');
  await first.getByRole('button', { name: 'Land och valuta' }).click();
  await first
    .getByRole('dialog', { name: 'Land och valuta' })
    .getByRole('button', { name: /^Finland/ })
    .click();
  await expect(price(first)).toContainText('€');
  await expect(price(second)).toContainText('€');
  const cookies = await context.cookies();
  const market = cookies.find((c) => c.name === 'mb-selected-market');
  expect(market?.value).toBe('fi');
  expect((market?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 86_400);
});

test.describe('markets in the path', () => {
  const location = async (request: import('@playwright/test').APIRequestContext, path: string) => {
    const response = await request.get(`${marketInPathUrl}${path}`, { maxRedirects: 0 });
    return [
      response.status(),
      response.headers().location ? new URL(response.headers().location ?? '', 'http://x').pathname : '',
    ];
  };

  test('redirects as the routing rules say', async ({ request }) => {
    expect(await location(request, '/')).toEqual([302, '/se/sv']);
    expect(await location(request, '/en/dk/favorites')).toEqual([302, '/dk/en/favorites']);
    expect(await location(request, '/favoriter')).toEqual([302, '/se/sv/favoriter']);
    expect(await location(request, '/xx/en/favorites')).toEqual([302, '/se/en/favorites']);
    expect(await location(request, '/dk/fi/manualer')).toEqual([302, '/dk/da/manualer']);
  });

  test('serves pages under /{market}/{locale} with links that keep the market', async ({ page }) => {
    const response = await page.goto(`${marketInPathUrl}/fi/sv/favoriter`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Favoriter');
    await expect(page.getByRole('link', { name: 'Maskinbutiken' }).first()).toHaveAttribute('href', '/fi/sv');
    await page.goto(`${marketInPathUrl}/fi/fi`);
    await expect(page.getByRole('list').filter({ hasText: '€' }).first()).toBeVisible();
  });
});

test('list pages read page and sort from the URL and ignore malformed values', async ({ page }) => {
  const response = await page.goto('/c/byggmaskiner?page=abc&sort=drop&brands=~~&p-x!=1');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Byggmaskiner');
  await page.goto('/c/byggmaskiner?sort=PRICE_DESC');
  const prices = await page
    .getByRole('list', { name: 'Byggmaskiner' })
    .locator('.vat-inc')
    .evaluateAll((nodes) => nodes.map((n) => Number((n.firstChild?.textContent ?? '').replace(/\D/g, ''))));
  expect(prices.length).toBe(20);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
  await page.getByRole('link', { name: 'Nästa sida' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(/sort=PRICE_DESC/);
});
