import { createHash } from 'node:crypto';
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import {
  cartButton,
  cartPanel,
  filled,
  type ListedProduct,
  pattern,
  press,
  productsIn,
  typeInto,
} from './cart';
import { type Locale, messages, prefix } from './messages';

type Pushed = { event?: string; ecommerce?: Record<string, unknown> } & Record<string, unknown>;
type Item = {
  item_id: string;
  item_name: string;
  price?: number;
  quantity?: number;
  item_list_name?: string;
};

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

// Every test here starts as a new shopper, with no choice made.
test.use({ storageState: { cookies: [], origins: [] } });

const panel = (page: Page, locale: Locale) =>
  page.getByRole('region', { name: messages(locale)('consent.title') });
const dataLayer = (page: Page) => page.evaluate(() => (window as { dataLayer?: Pushed[] }).dataLayer ?? null);
const events = async (page: Page) => ((await dataLayer(page)) ?? []).filter((e) => e.event);
const consentCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === 'mb-cookie-consent');
const itemsOf = (event: Pushed | undefined) => (event?.ecommerce?.items ?? []) as Item[];

/** Waits for an event in the data layer and answers the last one of that name. */
async function pushed(page: Page, name: string): Promise<Pushed> {
  await expect
    .poll(async () => (await events(page)).some((e) => e.event === name), { message: name })
    .toBe(true);
  return (await events(page)).filter((e) => e.event === name).at(-1) as Pushed;
}

test.describe('cookie consent', () => {
  test('a new shopper meets the panel first; nothing is reported before a choice, nor after rejecting all', async ({
    page,
    context,
  }) => {
    const t = messages('sv');
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await expect(panel(page, 'sv')).toBeVisible();
    await expectNoAxeViolations(page);
    // The keyboard meets the panel first.
    await page.keyboard.press('Tab');
    await expect(panel(page, 'sv').locator(':focus')).toHaveCount(1);
    expect(await dataLayer(page)).toBeNull();
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);

    await press(panel(page, 'sv').getByRole('button', { name: t('consent.rejectAll') }));
    await expect(panel(page, 'sv')).toBeHidden();
    expect((await consentCookie(context))?.value).toBe('necessary');

    // Client navigations and a new page load report nothing either, and the panel stays closed.
    await page.goto('/c/byggmaskiner');
    await expect(panel(page, 'sv')).toBeHidden();
    await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await dataLayer(page)).toBeNull();
  });

  test('the footer link reopens the panel with the choice kept; a new choice replaces it', async ({
    page,
    context,
  }) => {
    const t = messages('en');
    await page.setViewportSize(DESKTOP);
    await context.addCookies([
      { name: 'mb-cookie-consent', value: 'necessary.statistics', domain: 'localhost', path: '/' },
    ]);
    await page.goto('/en');
    await expect(panel(page, 'en')).toBeHidden();
    const link = page.getByRole('contentinfo').getByRole('link', { name: t('layout.cookieSettings') });
    await press(link);
    await expect(panel(page, 'en')).toBeVisible();
    await expect(panel(page, 'en')).toBeFocused();
    await panel(page, 'en').getByText(t('consent.choose')).click();
    await expect(
      panel(page, 'en').getByRole('checkbox', { name: t('consent.statistics.label') }),
    ).toBeChecked();
    await expect(
      panel(page, 'en').getByRole('checkbox', { name: t('consent.marketing.label') }),
    ).not.toBeChecked();
    await expect(
      panel(page, 'en').getByRole('checkbox', { name: t('consent.necessary.label') }),
    ).toBeDisabled();
    await expectNoAxeViolations(page);

    await press(panel(page, 'en').getByRole('button', { name: t('consent.rejectAll') }));
    await expect(panel(page, 'en')).toBeHidden();
    await expect(link).toBeFocused();
    expect((await consentCookie(context))?.value).toBe('necessary');
  });

  test('statistics allowed: the page, product lists in fours, a product chosen and added to the cart', async ({
    page,
    context,
  }) => {
    const t = messages('sv');
    await page.setViewportSize(DESKTOP);
    await page.goto('/c/byggmaskiner');
    expect(await dataLayer(page)).toBeNull();
    const consent = panel(page, 'sv');
    await consent.getByText(t('consent.choose')).click();
    await consent.getByRole('checkbox', { name: t('consent.statistics.label') }).check();
    await consent.getByRole('button', { name: t('consent.saveChoice') }).click();
    await expect(consent).toBeHidden();
    expect((await consentCookie(context))?.value).toBe('necessary.statistics');

    // The page the shopper is on comes first, then the cards in view, four at a time.
    const first = await pushed(page, 'view_item_list');
    const all = await events(page);
    expect(all[0]).toMatchObject({ event: 'page_data', page_type: 'list', page_path: '/c/byggmaskiner' });
    expect(itemsOf(first)).toHaveLength(4);
    for (const list of all.filter((e) => e.event === 'view_item_list')) expect(itemsOf(list)).toHaveLength(4);
    const seen = itemsOf(first)[0] as Item;
    expect(seen.item_id).toMatch(/^\d+$/);
    expect(typeof seen.price).toBe('number');
    expect(seen.item_list_name).toBeTruthy();

    // Scrolling to the end shows the rest of the list; leaving sends what was gathered.
    await page.mouse.wheel(0, 20_000);
    await expect
      .poll(async () => (await events(page)).filter((e) => e.event === 'view_item_list').length)
      .toBeGreaterThan(1);

    const card = page.getByRole('main').getByRole('article').first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const chosen = await pushed(page, 'select_item');
    expect(itemsOf(chosen)[0]).toMatchObject({ item_name: name, index: 0 });
    const view = await pushed(page, 'view_item');
    expect(itemsOf(view)[0]?.item_name).toBe(name);
    const order = (await events(page)).map((e) => e.event);
    // The product's page is a virtual view, after the click.
    expect(order.indexOf('virtual_page_view')).toBeGreaterThan(order.indexOf('select_item'));

    await page
      .getByRole('main')
      .getByRole('button', { name: t('product.addToCart'), exact: true })
      .first()
      .click();
    await expect(page.getByText(filled('sv', 'cart.added', { name }))).toBeVisible();
    const added = await pushed(page, 'add_to_cart');
    expect(added.ecommerce).toMatchObject({ currency: 'SEK' });
    expect(itemsOf(added)[0]).toMatchObject({ item_name: name, quantity: 1 });

    // Taken out of the cart again, from its panel.
    await cartButton(page, 'sv').click();
    await press(cartPanel(page, 'sv').getByRole('button', { name: filled('sv', 'cart.remove', { name }) }));
    const removed = await pushed(page, 'remove_from_cart');
    expect(itemsOf(removed)[0]).toMatchObject({
      item_name: name,
      quantity: 1,
      item_id: itemsOf(added)[0]?.item_id,
    });

    // The favorites' event, as that feature sends it.
    await page.evaluate(() =>
      window.dispatchEvent(
        new CustomEvent('favorite:add', {
          detail: { productId: 7, name: 'Kedjesåg', price: 1990, currency: 'SEK' },
        }),
      ),
    );
    const wished = await pushed(page, 'add_to_wishlist');
    expect(wished.ecommerce).toMatchObject({ currency: 'SEK', value: 1990 });
    expect(itemsOf(wished)[0]).toMatchObject({ item_id: '7', item_name: 'Kedjesåg', price: 1990 });
  });
});

/** The checkout form's field by its label (which may end in a hidden "(required)"). */
function field(form: Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return form.getByLabel(new RegExp(`^${escaped}( \\(.+\\))?$`));
}

test('a purchase is reported once, with its figures and the buyer hashed', async ({ page }) => {
  test.slow();
  const t = messages('en');
  await page.setViewportSize(DESKTOP);
  const products = await productsIn(page.request, 'filter', 'en');
  const product = products.find((p) => !p.sizeRequired && p.maxQuantity >= 30) as ListedProduct;
  await page.goto(`${prefix('en')}${product.canonicalUrl}`);
  await press(panel(page, 'en').getByRole('button', { name: t('consent.acceptAll') }));
  await expect(panel(page, 'en')).toBeHidden();
  await press(
    page
      .getByRole('main')
      .getByRole('button', { name: t('product.addToCart'), exact: true })
      .first(),
  );
  await pushed(page, 'add_to_cart');

  await page.goto('/en/checkout');
  const begun = await pushed(page, 'begin_checkout');
  expect(itemsOf(begun)[0]).toMatchObject({ item_name: product.name, quantity: 1 });
  const form = page.getByRole('form', { name: t('checkout.form') });
  await typeInto(field(form, t('checkout.email')), ' Greta.Gast@Example.com ');
  await typeInto(field(form, t('checkout.phone')), '+46 70 123 45 67');
  await typeInto(field(form, t('checkout.firstName')), 'Greta');
  await typeInto(field(form, t('checkout.lastName')), 'Gast');
  // English is sold in the German market.
  await typeInto(field(form, t('checkout.addressLine1')), 'Hauptstraße 5');
  await typeInto(field(form, t('checkout.zip')), '10115');
  await typeInto(field(form, t('checkout.city')), 'Berlin');
  await press(form.getByRole('checkbox', { name: 'I accept the terms of purchase' }), 'Space');
  await press(form.getByRole('button', { name: t('checkout.placeOrder') }));
  await expect(page.getByRole('heading', { level: 1, name: t('confirmation.title') })).toBeVisible();
  const number = (await page.getByText(pattern('en', 'confirmation.orderNumber')).textContent())?.match(
    /\d+/,
  )?.[0];

  const bought = await pushed(page, 'purchase');
  expect(bought.ecommerce).toMatchObject({
    transaction_id: number,
    currency: 'EUR',
    coupon: '',
    nth_purchase: 1,
  });
  for (const key of ['value', 'value_ex_tax', 'tax', 'shipping', 'total_discount']) {
    expect(typeof bought.ecommerce?.[key], key).toBe('number');
  }
  expect(bought.ecommerce?.country).toBeTruthy();
  expect(itemsOf(bought)[0]).toMatchObject({ item_name: product.name, quantity: 1 });
  expect(bought.user_data).toEqual({
    email: sha256('greta.gast@example.com'),
    first_name: sha256('greta'),
    last_name: sha256('gast'),
    zip: sha256('10115'),
  });
  expect(JSON.stringify(await dataLayer(page))).not.toMatch(/greta/i);
  // After a client navigation the title comes with the page's metadata, a moment after its body.
  await expect(page).toHaveTitle(/\S/);
  await expectNoAxeViolations(page);

  // A reload shows the order again and reports no second purchase.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: t('confirmation.title') })).toBeVisible();
  await pushed(page, 'page_data');
  await page.waitForTimeout(500);
  expect((await events(page)).map((e) => e.event)).not.toContain('purchase');
});

test.describe('the tag manager', () => {
  // The e2e build has no container (GTM_CONTAINER_ID unset, so the policy names no other origin):
  // the panel is given the id as the server renders it when one is set, the policy is bypassed as
  // that build's would allow the origin, and the container's script is answered here.
  test.use({ bypassCSP: true, serviceWorkers: 'block' });
  const CONTAINER = 'GTM-E2E1';
  const SCRIPT = `https://www.googletagmanager.com/gtm.js?id=${CONTAINER}`;

  test('its container loads once statistics are allowed, with the page shown first, Do Not Track or not', async ({
    page,
    context,
  }) => {
    const t = messages('sv');
    await page.setViewportSize(DESKTOP);
    await context.setExtraHTTPHeaders({ DNT: '1' });
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' });
      const shown: string[] = [];
      Object.assign(window, { shown });
      window.addEventListener('page:impression', (event) =>
        shown.push((event as CustomEvent<{ path: string }>).detail.path),
      );
    });
    let given = 0;
    await page.route(
      (url) => url.pathname === '/c/byggmaskiner',
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.fallback();
        const response = await route.fetch();
        const html = await response.text();
        const body = html.replace(
          'id="cookie-consent"',
          `id="cookie-consent" data-tag-manager="${CONTAINER}"`,
        );
        if (body !== html) given += 1;
        await route.fulfill({ response, body });
      },
    );
    const loads: string[] = [];
    await context.route('https://www.googletagmanager.com/**', (route) => {
      loads.push(route.request().url());
      return route.fulfill({
        contentType: 'text/javascript',
        body: 'window.containerRuns = (window.containerRuns ?? 0) + 1;',
      });
    });
    const containerRuns = () =>
      page.evaluate(() => (window as { containerRuns?: number }).containerRuns ?? 0);
    const shown = () => page.evaluate(() => (window as { shown?: string[] }).shown ?? []);

    // The page is shown and the network settles (a gate that let the tracker load would still be
    // loading it and then the container): nothing was asked of the tag manager.
    await page.goto('/c/byggmaskiner', { waitUntil: 'networkidle' });
    expect(given).toBe(1);
    await expect.poll(shown).toEqual(['/c/byggmaskiner']);
    expect(await dataLayer(page)).toBeNull();
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
    expect(loads).toEqual([]);

    await press(panel(page, 'sv').getByRole('button', { name: t('consent.acceptAll') }));
    await expect.poll(containerRuns).toBe(1);
    expect(loads).toEqual([SCRIPT]);
    // Started by the page impression, not by itself: its start, then the page shown.
    const [start, first] = (await dataLayer(page)) ?? [];
    expect(start).toMatchObject({ event: 'gtm.js', 'gtm.start': expect.any(Number) });
    expect(first).toMatchObject({ event: 'page_data', page_path: '/c/byggmaskiner' });

    // A client navigation is a page view of its own; the container stays the one loaded.
    const card = page.getByRole('main').getByRole('article').first();
    await card.getByRole('link', { name: (await card.getByRole('heading').textContent()) ?? '' }).click();
    await pushed(page, 'virtual_page_view');
    expect((await events(page)).filter((e) => e.event === 'gtm.js')).toHaveLength(1);
    expect(await containerRuns()).toBe(1);

    // A shopper who has allowed statistics gets the container with the first page a load shows.
    await page.goto('/c/byggmaskiner');
    expect(given).toBe(2);
    await expect.poll(containerRuns).toBe(1);
    expect(loads).toEqual([SCRIPT, SCRIPT]);
    expect((await events(page)).map((e) => e.event).slice(0, 2)).toEqual(['gtm.js', 'page_data']);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the footer's link shows the panel, and its form keeps the choice and returns to the page", async ({
    page,
    context,
  }) => {
    const t = messages('sv');
    await page.goto('/c/byggmaskiner');
    await expect(panel(page, 'sv')).toBeHidden();
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: t('layout.cookieSettings') })
      .click();
    await expect(panel(page, 'sv')).toBeVisible();
    await panel(page, 'sv')
      .getByRole('button', { name: t('consent.acceptAll') })
      .click();
    await expect(page).toHaveURL(/\/c\/byggmaskiner#?$/);
    await expect(panel(page, 'sv')).toBeHidden();
    expect((await consentCookie(context))?.value).toBe('necessary.preferences.statistics.marketing');
  });

  test('a Referer that leads off the site sends the shopper home, never there', async ({ page, context }) => {
    const t = messages('en');
    // From a search page: its own address would be the way back.
    await page.goto('/en/s/lawn%20mower#cookie-consent');
    await page.setExtraHTTPHeaders({ referer: `http://${new URL(page.url()).host}//evil.example/x` });
    await panel(page, 'en').getByText(t('consent.choose')).click();
    await panel(page, 'en')
      .getByRole('checkbox', { name: t('consent.marketing.label') })
      .check();
    await panel(page, 'en')
      .getByRole('button', { name: t('consent.saveChoice') })
      .click();
    await expect(page).toHaveURL(/\/en#?$/);
    await expect(panel(page, 'en')).toBeHidden();
    expect((await consentCookie(context))?.value).toBe('necessary.marketing');
  });
});
