import { type APIRequestContext, expect, test } from '@playwright/test';
import { PATHS, registeredCookies } from './account';
import { cartCookie, cartInApi, filled, productsIn, SPARK_PLUGS } from './cart';
import { API_KEY, commerce } from './commerce-api';
import { formHtml, hiddenFields } from './forms';
import { messages } from './messages';
import { staffApiKey } from './playwright.config';

const sv = messages('sv');
const en = messages('en');

/** Products without reviews, so each test sees only its own. */
async function unreviewedProducts(request: APIRequestContext): Promise<string[]> {
  const response = await request.post('/graphql', {
    headers: { 'x-apikey': API_KEY },
    data: {
      query:
        '{ products(take: 100, categoryAlias: "motorsagar") { products { alias rating { voteCount } } } }',
    },
  });
  const { products } = (await response.json()).data.products as {
    products: { alias: string; rating: { voteCount: number } }[];
  };
  const aliases = products.filter((p) => p.rating.voteCount === 0).map((p) => p.alias);
  expect(aliases.length, 'products without reviews').toBeGreaterThanOrEqual(3);
  return aliases;
}

/** The next request is answered at once: the post left nothing running. */
async function expectServerAnswers(request: APIRequestContext) {
  const started = performance.now();
  const response = await request.get('/', { timeout: 5_000 });
  expect(response.status()).toBe(200);
  console.log(`next request answered in ${Math.round(performance.now() - started)} ms`);
}

test.describe('forms without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  /** A customer signed in with JavaScript, whose session the pages without it carry. */
  let customer: Awaited<ReturnType<typeof registeredCookies>>;
  test.beforeAll(async ({ browser }, info) => {
    info.setTimeout(90_000);
    customer = await registeredCookies(browser, info.project.use.baseURL);
  });

  test("the header's search goes to the term's page, in Swedish and Finnish; an empty one goes home", async ({
    page,
  }) => {
    for (const [home, term, results] of [
      ['/', 'kedja', '/s/kedja'],
      ['/fi', 'ketju', '/fi/s/ketju'],
    ] as const) {
      await page.goto(home);
      const box = page.getByRole('combobox', {
        name: messages(home === '/' ? 'sv' : 'fi')('searchBox.label'),
      });
      await box.fill(term);
      await box.press('Enter');
      await expect(page).toHaveURL((url) => url.pathname === results && url.search === '');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(term);
    }
    await page.getByRole('button', { name: messages('fi')('searchBox.submit'), exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/fi' && url.search === '');
  });

  test('the review form answers with the page: refused fields marked and kept, then saved', async ({
    page,
    request,
  }) => {
    const [alias] = await unreviewedProducts(request);
    await page.context().addCookies(customer);
    await page.goto(`/p/${alias}`);
    const form = page.getByRole('form', { name: sv('reviews.formTitle') });
    // No rating: the browser checks nothing without JavaScript, so the commerce API refuses it.
    await form.getByLabel(sv('reviews.author')).fill('Utan Skript');
    await form.getByLabel(sv('reviews.comment')).fill('Går att skicka utan JavaScript.');
    await form.getByRole('button', { name: sv('reviews.submit') }).click();
    await expect(form.getByRole('status')).toHaveText(sv('reviews.invalid'));
    await expect(form.getByText(sv('reviews.ratingRequired'))).toBeVisible();
    await expect(form.getByLabel(sv('reviews.author'))).toHaveValue('Utan Skript');
    await expect(form.getByLabel(sv('reviews.comment'))).toHaveValue('Går att skicka utan JavaScript.');
    await expectServerAnswers(request);

    await form.getByRole('radio', { name: '3 stjärnor' }).check();
    await form.getByRole('button', { name: sv('reviews.submit') }).click();
    // Saved, to show once staff have read it (ADR 75).
    await expect(form.getByRole('status')).toHaveText(sv('reviews.thanksPending'));
    const reviews = page.getByRole('region', { name: sv('reviews.title') });
    await expect(reviews.getByText(sv('reviews.howChecked'))).toBeVisible();
    await expect(reviews.getByText('Går att skicka utan JavaScript.')).toHaveCount(0);
    await expect(form.getByLabel(sv('reviews.author'))).toHaveValue('');
    await expectServerAnswers(request);
  });

  test('in English too', async ({ page, request }) => {
    const [, alias] = await unreviewedProducts(request);
    await page.context().addCookies(customer);
    await page.goto(`/en/p/${alias}`);
    const form = page.getByRole('form', { name: en('reviews.formTitle') });
    await form.getByRole('radio', { name: '5 stars' }).check();
    await form.getByLabel(en('reviews.author')).fill('No Script');
    await form.getByLabel(en('reviews.comment')).fill('Sent with scripts switched off.');
    await form.getByRole('button', { name: en('reviews.submit') }).click();
    await expect(form.getByRole('status')).toHaveText(en('reviews.thanksPending'));
    await expect(page.getByText('Sent with scripts switched off.')).toHaveCount(0);
    await expectServerAnswers(request);
  });

  test('a bot’s post with the form’s own fields and no Origin is answered, not left hanging', async ({
    request,
    playwright,
    baseURL,
  }) => {
    const [, , alias] = await unreviewedProducts(request);
    const html = formHtml(await (await request.get(`/p/${alias}`)).text(), 'name="comment"');
    const fields = hiddenFields(html);
    expect(Object.keys(fields).some((name) => name.startsWith('$ACTION_'))).toBe(true);
    const signedIn = await playwright.request.newContext({
      baseURL,
      storageState: { cookies: customer, origins: [] },
    });
    const post = (from: APIRequestContext, extra: Record<string, string>) =>
      from.post(`/p/${alias}`, { multipart: { ...fields, ...extra }, timeout: 10_000 });
    const review = { rating: '5', author: 'Botten Bot', comment: 'Postad som formulär.' };

    const guest = await post(request, review);
    expect(guest.status()).toBe(200);
    expect(await guest.text()).toContain(sv('reviews.signedOut'));
    const saved = await post(signedIn, review);
    expect(saved.status()).toBe(200);
    expect(await saved.text()).toContain(sv('reviews.thanksPending'));
    await signedIn.dispose();
    await expectServerAnswers(request);

    // A tampered action is refused at once.
    const unknown = hiddenFields(html);
    for (const name of Object.keys(unknown)) {
      unknown[name] = (unknown[name] as string).replace(/"id":"[0-9a-f]+"/, `"id":"${'ab'.repeat(21)}"`);
    }
    const tampered = await request.post(`/p/${alias}`, {
      multipart: { ...unknown, rating: '5', author: 'X', comment: 'Y' },
      timeout: 10_000,
    });
    expect(tampered.status()).toBeLessThan(500);
    await expectServerAnswers(request);
  });

  test('"Add to cart" posts the form: the cookie keeps the cart and the cart\'s page says what was added; over the stock cap the API says how many are left', async ({
    page,
    request,
    context,
  }) => {
    const product = (await productsIn(request, 'tandstift', 'sv')).find(
      (p) => !p.sizeRequired && p.maxQuantity >= 2 && p.maxQuantity <= 40,
    );
    if (!product) throw new Error('No spark plug with a small stock cap');
    await page.goto(product.canonicalUrl);
    // The buy box's button comes before those of the related products' cards.
    const add = page
      .getByRole('main')
      .getByRole('button', { name: sv('product.addToCart'), exact: true })
      .first();
    await add.click();
    // A cached page cannot show one shopper's cart: the post lands on the cart's page.
    await expect(page).toHaveURL((url) => url.pathname === '/kassan');
    await expect(
      page.getByRole('status').filter({ hasText: filled('sv', 'cart.added', { name: product.name }) }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: sv('cart.continueShopping') })).toHaveAttribute(
      'href',
      product.canonicalUrl,
    );
    const id = (await cartCookie(context)) ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const quantities = async () => (await cartInApi(request, id, 'se', 'sv-SE')).items.map((i) => i.quantity);
    expect(await quantities()).toEqual([1]);
    await expectServerAnswers(request);

    await page.goto(product.canonicalUrl);
    const quantity = page.getByRole('spinbutton', { name: sv('product.quantity') });
    await quantity.fill(String(product.maxQuantity));
    await add.click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      filled('sv', 'cart.onlyLeft', { stock: product.maxQuantity - 1 }),
    );
    await expect(quantity).toHaveValue(String(product.maxQuantity));
    expect(await quantities()).toEqual([1]);
    await expectServerAnswers(request);

    await page.goto(SPARK_PLUGS);
    await page
      .getByRole('main')
      .getByRole('button', { name: sv('product.addToCart'), exact: true })
      .first()
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/kassan');
    await expect(page.getByRole('link', { name: sv('cart.continueShopping') })).toHaveAttribute(
      'href',
      SPARK_PLUGS,
    );
    expect(await cartCookie(context)).toBe(id);
    expect((await quantities()).length).toBeGreaterThanOrEqual(1);
    await expectServerAnswers(request);
  });

  test('a bot’s "Add to cart" with the form’s own fields and no Origin is sent to the cart\'s page, which says so', async ({
    request,
  }) => {
    const product = (await productsIn(request, 'tandstift', 'sv')).find(
      (p) => !p.sizeRequired && p.maxQuantity > 0,
    );
    if (!product) throw new Error('No spark plug in stock');
    const html = formHtml(await (await request.get(product.canonicalUrl)).text(), 'name="quantity"');
    const fields = hiddenFields(html);
    expect(Object.keys(fields).some((name) => name.startsWith('$ACTION_'))).toBe(true);
    const added = await request.post(product.canonicalUrl, {
      multipart: { ...fields, quantity: '1' },
      timeout: 10_000,
      maxRedirects: 0,
    });
    expect(added.status()).toBe(303);
    expect(added.headers()['set-cookie']).toMatch(/mb-cart=[0-9a-f-]{36}/);
    const cartPage = await request.get(added.headers().location ?? '', { timeout: 10_000 });
    expect(cartPage.status()).toBe(200);
    expect(await cartPage.text()).toContain(filled('sv', 'cart.added', { name: product.name }));
    await expectServerAnswers(request);
  });

  test('a bot’s contact form with an image and no Origin is answered with the page; a huge body is refused', async ({
    request,
  }) => {
    const html = formHtml(await (await request.get('/kontakt/service')).text(), 'name="kind"');
    const fields = hiddenFields(html);
    expect(fields.kind).toBe('service');
    // A shopper of its own: the API counts contact forms per address.
    const headers = { 'x-forwarded-for': '198.51.100.77' };
    const form = {
      ...fields,
      fullName: 'Botten Bot',
      email: 'bot@example.se',
      phone: '070-000 00 00',
      serviceType: 'repair',
    };
    const image = {
      name: 'a.png',
      mimeType: 'image/png',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    };
    const sent = await request.post('/kontakt/service', {
      headers,
      multipart: { ...form, image },
      timeout: 10_000,
    });
    expect(sent.status()).toBe(200);
    expect(await sent.text()).toContain(sv('contact.sent'));
    await expectServerAnswers(request);

    // Far above the 2 MB an image may have: refused without being read whole, and nothing hangs.
    const huge = { ...image, buffer: Buffer.alloc(8 * 1024 * 1024) };
    const refused = await request.post('/kontakt/service', {
      headers,
      multipart: { ...form, image: huge },
      timeout: 10_000,
    });
    expect(refused.status()).toBe(413);
    await expectServerAnswers(request);
  });
  test('sign-out and account deletion post their forms and land on the home page, the session ended', async ({
    page,
    browser,
  }, info) => {
    info.setTimeout(120_000);
    const refreshStops = async (cookies: { name: string; value: string }[]) => {
      const refresh = cookies.find((c) => c.name === 'mb-auth-refresh')?.value ?? '';
      const answer = await page.request.get('/auth/login', { headers: { 'x-auth-refresh-token': refresh } });
      expect(answer.status()).toBe(401);
    };
    const nav = () => page.getByRole('navigation', { name: sv('accountNav.label') });
    const signOut = await registeredCookies(browser, info.project.use.baseURL);
    await page.context().addCookies(signOut);
    await page.goto(PATHS.sv.orders);
    await nav()
      .getByRole('button', { name: sv('auth.signOut') })
      .click();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.context().cookies()).find((c) => c.name === 'mb-auth')).toBeUndefined();
    await refreshStops(signOut);

    const deleted = await registeredCookies(browser, info.project.use.baseURL);
    await page.context().addCookies(deleted);
    await page.goto(PATHS.sv.settings);
    // The box must be ticked: the browser itself holds the form back without it.
    await page.getByRole('button', { name: sv('settings.deleteAccount') }).click();
    await expect(page).toHaveURL(new RegExp(`${PATHS.sv.settings}$`));
    await page.getByLabel(sv('settings.deleteConfirm')).check();
    await page.getByRole('button', { name: sv('settings.deleteAccount') }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.context().cookies()).find((c) => c.name === 'mb-auth')).toBeUndefined();
    await refreshStops(deleted);
    await expectServerAnswers(page.request);
  });

  test("staff's sign-in link is taken by its form: once it signs in; a link already used leads to the sign-in", async ({
    page,
    browser,
  }, info) => {
    info.setTimeout(120_000);
    const signedUp = await registeredCookies(browser, info.project.use.baseURL);
    const email = decodeURIComponent(signedUp.find((c) => c.name === 'mb-user')?.value ?? '');
    const { createCustomerLoginToken } = await commerce<{ createCustomerLoginToken: { token: string } }>(
      page.request,
      'mutation ($email: String!) { createCustomerLoginToken(email: $email) { token } }',
      { email },
      staffApiKey,
    );
    const link = `/account?loginToken=${encodeURIComponent(createCustomerLoginToken.token)}`;
    const confirm = sv('auth.staffSignInConfirm');
    // A second window of another browser holds the same link open.
    const other = await browser.newContext({ baseURL: info.project.use.baseURL, javaScriptEnabled: false });
    const late = await other.newPage();
    await late.goto(link);
    await page.goto(link);
    await page.getByRole('button', { name: confirm }).click();
    await expect(page).toHaveURL(new RegExp(`${PATHS.sv.orders}$`));
    expect((await page.context().cookies()).find((c) => c.name === 'mb-auth')?.value).toMatch(/.+/);

    await late.getByRole('button', { name: confirm }).click();
    await expect(late).toHaveURL(/\/\?action=login$/);
    await expect(late.getByRole('heading', { level: 1, name: sv('home.heroTitle') })).toBeVisible();
    expect((await other.cookies()).find((c) => c.name === 'mb-auth')).toBeUndefined();
    await other.close();
    await expectServerAnswers(page.request);
  });
});
