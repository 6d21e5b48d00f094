import { type Page, test } from '@playwright/test';
import { expect, freshEmail, openSignIn, PASSWORD, panel, register, signOut } from './account';
import { expectNoAxeViolations } from './axe';
import { type ListedProduct, productsIn, SPARK_PLUGS } from './cart';
import { type Locale, messages, prefix } from './messages';

const FAVORITES: Record<'sv' | 'en', string> = { sv: '/favoriter', en: '/en/favorites' };

const heart = (page: Page, locale: Locale, product: ListedProduct) =>
  page.getByRole('button', {
    name: messages(locale)('favorites.toggle').replace('{name}', product.name),
    exact: true,
  });

/** The header's heart, whose name carries the count (the top bar's menu may link the page too). */
const headerLink = (page: Page) => page.getByRole('banner').locator('a:has([data-favorites-count])');

/** Waits for the hearts' code, which the page loads once it is idle. */
async function gotoIdle(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/** The favorites the browser's persisted-state cookie holds. */
async function cookieFavorites(page: Page): Promise<number[]> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'mb-persisted-state');
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)).favorites : [];
}

/** The favorites page's cards, by their product names. */
const favoriteNames = (page: Page, locale: Locale) =>
  page.getByRole('list', { name: messages(locale)('favorites.title') }).getByRole('heading', { level: 3 });

/** Records the shop's favorite events on the window, for the test to read. */
async function recordEvents(page: Page) {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { favoriteEvents: unknown[] }).favoriteEvents = seen;
    for (const type of ['favorite:add', 'favorite:remove'])
      window.addEventListener(type, (event) => seen.push({ type, ...(event as CustomEvent).detail }));
  });
}

/** The page's count of favorites, as the plural message words more than one. */
const countText = (locale: Locale, count: number) =>
  (/other \{([^}]*)\}/.exec(messages(locale)('favorites.count'))?.[1] ?? '').replace('#', String(count));

const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { favoriteEvents: unknown[] }).favoriteEvents);

for (const locale of ['sv', 'en'] as const) {
  const t = messages(locale);

  test(`a guest keeps favorites from a list and a product page, and removes one (${locale})`, async ({
    page,
    request,
  }) => {
    const [first, second] = await productsIn(request, 'tandstift', locale);
    if (!first || !second) throw new Error('Too few spark plugs');
    await recordEvents(page);

    await gotoIdle(page, `${prefix(locale)}${SPARK_PLUGS}`);
    await expect(heart(page, locale, first)).toHaveAttribute('aria-pressed', 'false');
    await heart(page, locale, first).click();
    await expect(heart(page, locale, first)).toHaveAttribute('aria-pressed', 'true');
    await expect(headerLink(page)).toHaveAccessibleName(`${t('favorites.headerLink')} 1`);
    await expectNoAxeViolations(page);

    // By keyboard on the product page.
    await gotoIdle(page, `${prefix(locale)}${second.canonicalUrl}`);
    const onPage = heart(page, locale, second).first();
    await onPage.focus();
    await page.keyboard.press('Enter');
    await expect(onPage).toHaveAttribute('aria-pressed', 'true');
    await expect(headerLink(page)).toHaveAccessibleName(`${t('favorites.headerLink')} 2`);
    expect(await events(page)).toEqual([
      expect.objectContaining({
        type: 'favorite:add',
        name: second.name,
        sellingPriceIncVat: expect.any(Number),
      }),
    ]);

    await headerLink(page).click();
    await expect(page).toHaveURL(new RegExp(`${FAVORITES[locale]}$`));
    // After a client navigation the title comes with the page's metadata.
    await expect(page).toHaveTitle(new RegExp(t('favorites.title')));
    await expect(favoriteNames(page, locale)).toHaveText([second.name, first.name]);
    await expect(page.getByRole('status').filter({ hasText: countText(locale, 2) })).toBeVisible();
    await expectNoAxeViolations(page);

    await heart(page, locale, first).click();
    await expect(favoriteNames(page, locale)).toHaveText([second.name]);
    expect(await events(page)).toContainEqual(
      expect.objectContaining({ type: 'favorite:remove', name: first.name }),
    );
    await page.reload();
    await expect(favoriteNames(page, locale)).toHaveText([second.name]);
    await heart(page, locale, second).click();
    await expect(page.getByText(t('favorites.empty'))).toBeVisible();
    await page.getByRole('link', { name: t('favorites.toShop') }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/?$`));
  });
}

test('a favorite pressed in one tab shows in another', async ({ context, request }) => {
  const [product] = await productsIn(request, 'tandstift', 'en');
  if (!product) throw new Error('No spark plug');
  const one = await context.newPage();
  const two = await context.newPage();
  await two.goto(FAVORITES.en);
  await expect(two.getByText(messages('en')('favorites.empty'))).toBeVisible();
  await gotoIdle(one, `/en${SPARK_PLUGS}`);
  await heart(one, 'en', product).click();
  await expect(heart(one, 'en', product)).toHaveAttribute('aria-pressed', 'true');
  await expect(favoriteNames(two, 'en')).toHaveText([product.name]);
  await expect(headerLink(two)).toHaveAccessibleName(`${messages('en')('favorites.headerLink')} 1`);
});

test("a guest's favorites join the account at sign-in, and follow it to another browser", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const t = messages('sv');
  const [kept, guests] = await productsIn(request, 'tandstift', 'sv');
  if (!kept || !guests) throw new Error('Too few spark plugs');
  const email = freshEmail();
  await register(page, 'sv', email);
  await gotoIdle(page, SPARK_PLUGS);
  await heart(page, 'sv', kept).click();
  await expect(heart(page, 'sv', kept)).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/mina-sidor/ordrar');
  await signOut(page, 'sv');
  // Signed out, the account's list has left the browser.
  expect(await cookieFavorites(page)).toEqual([]);
  await gotoIdle(page, SPARK_PLUGS);
  await expect(heart(page, 'sv', kept)).toHaveAttribute('aria-pressed', 'false');

  await heart(page, 'sv', guests).click();
  await expect(heart(page, 'sv', guests)).toHaveAttribute('aria-pressed', 'true');
  await openSignIn(page, 'sv');
  const signIn = panel(page, 'sv');
  await signIn.getByLabel(t('auth.email')).fill(email);
  await signIn.getByLabel(t('auth.password')).fill(PASSWORD);
  await signIn.getByRole('button', { name: t('auth.signIn') }).click();
  await expect(signIn).toBeHidden();
  await expect(heart(page, 'sv', kept)).toHaveAttribute('aria-pressed', 'true');
  await expect(heart(page, 'sv', guests)).toHaveAttribute('aria-pressed', 'true');

  const elsewhere = await browser.newContext({ baseURL, locale: 'sv-SE' });
  const other = await elsewhere.newPage();
  await other.goto('/?action=login');
  const otherSignIn = panel(other, 'sv');
  await otherSignIn.getByLabel(t('auth.email')).fill(email);
  await otherSignIn.getByLabel(t('auth.password')).fill(PASSWORD);
  await otherSignIn.getByRole('button', { name: t('auth.signIn') }).click();
  await expect(otherSignIn).toBeHidden();
  await other.goto(FAVORITES.sv);
  await expect(favoriteNames(other, 'sv')).toHaveText([guests.name, kept.name]);
  await elsewhere.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a heart posts its form and the page comes back with the favorite kept, or removed again', async ({
    page,
    request,
  }) => {
    const [product] = await productsIn(request, 'tandstift', 'sv');
    if (!product) throw new Error('No spark plug');
    const kept = () => cookieFavorites(page);
    await page.goto(SPARK_PLUGS);
    await heart(page, 'sv', product).click();
    await expect(page).toHaveURL(new RegExp(`${SPARK_PLUGS}$`));
    await expect.poll(kept).toHaveLength(1);
    await heart(page, 'sv', product).click();
    await expect(page).toHaveURL(new RegExp(`${SPARK_PLUGS}$`));
    await expect.poll(kept).toEqual([]);
    expect((await request.get('/', { timeout: 5_000 })).status()).toBe(200);
  });
});
