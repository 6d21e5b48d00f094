import { expect, type Locator, type Page, test } from '@playwright/test';
import { freshEmail, PATHS, register } from './account';
import { expectNoAxeViolations } from './axe';
import {
  cartCookie,
  cartInApi,
  cartPanel,
  filled,
  type ListedProduct,
  pattern,
  press,
  productsIn,
  typeInto,
} from './cart';
import { API_KEY } from './commerce-api';
import { type Locale, messages, prefix } from './messages';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** A valid Swedish personnummer of no seeded invoice customer (blocked or near its credit limit). */
const PERSONNUMMER = '19900101-1239';

/**
 * Products of categories the other specs leave alone, sold by the piece with plenty in stock: the
 * orders placed here never leave them short for a spec running beside this one.
 */
async function productToBuy(page: Page, category: string, locale: Locale): Promise<ListedProduct> {
  const products = await productsIn(page.request, category, locale);
  const found = products.find((p) => !p.sizeRequired && p.maxQuantity >= 30);
  if (!found) throw new Error(`No product in ${category} to buy`);
  return found;
}

/** Adds the product from its page, by keyboard. */
async function addByKeyboard(page: Page, locale: Locale, product: ListedProduct) {
  const t = messages(locale);
  await page.goto(`${prefix(locale)}${product.canonicalUrl}`);
  await press(
    page
      .getByRole('main')
      .getByRole('button', { name: t('product.addToCart'), exact: true })
      .first(),
  );
  await expect(page.getByText(filled(locale, 'cart.added', { name: product.name }))).toBeVisible();
}

/** The checkout form's field by its label (which may end in a hidden "(required)"). */
function field(form: Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return form.getByLabel(new RegExp(`^${escaped}( \\(.+\\))?$`));
}

interface Buyer {
  company?: string;
  identityNumber?: string;
  /** Absent for a signed-in customer: the form shows the account's. */
  email?: string;
  phone: string;
  firstName: string;
  lastName: string;
  addressLine1: string;
  zip: string;
  city: string;
}

/** A private buyer in Stockholm, at an email of the test's own. */
const annaIn = (email: string): Buyer => ({
  identityNumber: PERSONNUMMER,
  email,
  phone: '070-123 45 67',
  firstName: 'Anna',
  lastName: 'Andersson',
  addressLine1: 'Storgatan 1',
  zip: '111 22',
  city: 'Stockholm',
});

/** Types the buyer's details into the form, field by field from the keyboard. */
async function fillBuyer(form: Locator, locale: Locale, buyer: Buyer) {
  const t = messages(locale);
  if (buyer.company) await typeInto(field(form, t('checkout.company')), buyer.company);
  if (buyer.identityNumber) {
    const label = buyer.company ? t('checkout.organizationId') : t('checkout.personalId');
    await typeInto(field(form, label), buyer.identityNumber);
  }
  if (buyer.email) await typeInto(field(form, t('checkout.email')), buyer.email);
  await typeInto(field(form, t('checkout.phone')), buyer.phone);
  await typeInto(field(form, t('checkout.firstName')), buyer.firstName);
  await typeInto(field(form, t('checkout.lastName')), buyer.lastName);
  await typeInto(field(form, t('checkout.addressLine1')), buyer.addressLine1);
  await typeInto(field(form, t('checkout.zip')), buyer.zip);
  await typeInto(field(form, t('checkout.city')), buyer.city);
}

const checkoutForm = (page: Page, locale: Locale) =>
  page.getByRole('form', { name: messages(locale)('checkout.form') });

test.describe('the checkout', () => {
  test('a person buys in Swedish by keyboard only, picks a pickup point and sees the order confirmed', async ({
    page,
    context,
  }) => {
    test.slow();
    await page.setViewportSize(PHONE);
    const t = messages('sv');
    const product = await productToBuy(page, 'filter', 'sv');
    await addByKeyboard(page, 'sv', product);
    const cartId = await cartCookie(context);
    expect(cartId).toBeTruthy();

    await page.goto('/kassan');
    const form = checkoutForm(page, 'sv');
    await expect(form).toBeVisible();
    await expect(page.getByRole('main').getByText(product.name).first()).toBeVisible();
    // The payment waits for a zip and the ways to ship to it.
    await expect(form.getByText(t('checkout.paymentWaits'))).toBeVisible();
    await expectNoAxeViolations(page);

    await fillBuyer(form, 'sv', annaIn('anna.andersson@example.se'));
    const pickup = form.getByRole('radio', { name: /^Hämta hos ombud/ });
    await expect(pickup).toBeVisible();
    await press(pickup, 'Space');
    await expect(pickup).toBeChecked();
    const place = form
      .getByRole('group', { name: t('checkout.pickupPoint') })
      .getByRole('radio')
      .first();
    await press(place, 'Space');
    await expect(place).toBeChecked();
    await expect(form.getByRole('radio', { name: /^Faktura/ })).toBeChecked();
    await press(form.getByRole('checkbox', { name: 'Jag godkänner köpvillkoren' }), 'Space');
    await expectNoAxeViolations(page);
    await press(form.getByRole('button', { name: t('checkout.placeOrder') }));

    // The order's ids have left the address bar; a reload still shows the order.
    await expect(page).toHaveURL(/\/checkout\/confirm\?paymentType=STANDARD$/);
    await expect(page.getByRole('heading', { level: 1, name: t('confirmation.title') })).toBeVisible();
    const orderNumber = page.getByText(pattern('sv', 'confirmation.orderNumber'));
    await expect(orderNumber).toBeVisible();
    await expect(page.getByText(pattern('sv', 'confirmation.nthPurchase'))).toBeVisible();
    await expect(page.getByRole('main').getByText(product.name)).toBeVisible();
    await expect(page.getByText(/^Hämta hos ombud/)).toBeVisible();
    await expectNoAxeViolations(page);

    // The cart became the order: a new one starts, and reading the confirmation again places nothing.
    await expect.poll(() => cartCookie(context)).not.toBe(cartId);
    const number = await orderNumber.textContent();
    await page.reload();
    await expect(page.getByText(pattern('sv', 'confirmation.orderNumber'))).toHaveText(number ?? '');
  });

  test("a signed-in customer's order joins the account's orders, in progress", async ({ page }) => {
    test.slow();
    await page.setViewportSize(DESKTOP);
    const t = messages('en');
    const email = freshEmail();
    await register(page, 'en', email);
    const product = await productToBuy(page, 'filter', 'en');
    await addByKeyboard(page, 'en', product);
    await page.goto('/en/checkout');
    const form = checkoutForm(page, 'en');
    // The API fills in the account's email; the customer types the rest.
    await expect(field(form, t('checkout.email'))).toHaveValue(email);
    await fillBuyer(form, 'en', {
      phone: '+49 30 1234567',
      firstName: 'Greta',
      lastName: 'Gast',
      addressLine1: 'Hauptstraße 5',
      zip: '10115',
      city: 'Berlin',
    });
    await press(form.getByRole('checkbox', { name: 'I accept the terms of purchase' }), 'Space');
    await press(form.getByRole('button', { name: t('checkout.placeOrder') }));
    await expect(page.getByRole('heading', { level: 1, name: t('confirmation.title') })).toBeVisible();
    const number = (await page.getByText(pattern('en', 'confirmation.orderNumber')).textContent())?.match(
      /\d+/,
    )?.[0];

    await page.goto(PATHS.en.orders);
    const inProgress = page.getByRole('region', { name: t('orders.inProgress') });
    await expect(inProgress.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
    await expect(inProgress.getByText(t('orders.stage.PLACED'))).toBeVisible();
    await expect(inProgress.getByText(product.name)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a company buys in English with prices excluding VAT', async ({ page }) => {
    test.slow();
    await page.setViewportSize(DESKTOP);
    const t = messages('en');
    const product = await productToBuy(page, 'remmar', 'en');
    await addByKeyboard(page, 'en', product);
    await page.goto('/en/checkout');
    const form = checkoutForm(page, 'en');
    await press(form.getByRole('radio', { name: t('checkout.organization') }), 'Space');
    await expect(page.locator('html')).toHaveAttribute('data-vat', 'ex');
    await expect(page.getByText(t('price.exVat')).first()).toBeVisible();

    await fillBuyer(form, 'en', {
      company: 'Bau GmbH',
      email: 'einkauf@bau.example.de',
      phone: '+49 30 1234567',
      firstName: 'Berta',
      lastName: 'Bauer',
      addressLine1: 'Hauptstraße 5',
      zip: '10115',
      city: 'Berlin',
    });
    // The customer type, the first way to ship and the way to pay are chosen.
    await expect(form.getByRole('radio', { checked: true })).toHaveCount(3);
    await press(form.getByRole('checkbox', { name: 'I accept the terms of purchase' }), 'Space');
    await press(form.getByRole('button', { name: t('checkout.placeOrder') }));

    await expect(page).toHaveURL(/\/en\/checkout\/confirm\?paymentType=STANDARD$/);
    await expect(page.getByRole('heading', { level: 1, name: t('confirmation.title') })).toBeVisible();
    await expect(page.getByText('Bau GmbH').first()).toBeVisible();
    await expect(page.getByText(t('price.exVat')).first()).toBeVisible();
    await expect(page.getByRole('main').getByText(product.name)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a wrong personnummer is shown at its field, which gets the focus', async ({ page }) => {
    const t = messages('sv');
    const product = await productToBuy(page, 'filter', 'sv');
    await addByKeyboard(page, 'sv', product);
    await page.goto('/kassan');
    const form = checkoutForm(page, 'sv');
    await fillBuyer(form, 'sv', {
      identityNumber: '19900101-1230',
      email: 'bo@example.se',
      phone: '070-765 43 21',
      firstName: 'Bo',
      lastName: 'Berg',
      addressLine1: 'Vägen 2',
      zip: '171 65',
      city: 'Solna',
    });
    await press(form.getByRole('checkbox', { name: 'Jag godkänner köpvillkoren' }), 'Space');
    await press(form.getByRole('button', { name: t('checkout.placeOrder') }));

    const number = field(form, t('checkout.personalId'));
    await expect(number).toBeFocused();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription(new RegExp(t('checkout.problems.INVALID_PERSONAL_ID')));
    await expect(form.getByText(t('checkout.fixFields'))).toBeVisible();
    await expect(page).toHaveURL(/\/kassan$/);
    await expectNoAxeViolations(page);
  });

  test('a customer the invoice refuses is sent to the provider-failure page', async ({ page }) => {
    const t = messages('sv');
    const product = await productToBuy(page, 'filter', 'sv');
    await addByKeyboard(page, 'sv', product);
    await page.goto('/kassan');
    const form = checkoutForm(page, 'sv');
    await fillBuyer(form, 'sv', {
      // Seeded as blocked from buying on invoice (unpaid invoices).
      identityNumber: '19840321-1231',
      email: 'sparrad@example.se',
      phone: '070-111 22 33',
      firstName: 'Sven',
      lastName: 'Spärr',
      addressLine1: 'Gränden 3',
      zip: '111 22',
      city: 'Stockholm',
    });
    // The form tells nothing of the customer before the order is placed (ADR 28): only placing does.
    await press(form.getByRole('checkbox', { name: 'Jag godkänner köpvillkoren' }), 'Space');
    await press(form.getByRole('button', { name: t('checkout.placeOrder') }));
    await expect(page).toHaveURL(/\/checkout\/invoice-fail\?error=BlockedCustomer$/);
    await expect(page.getByText(t('providerFailure.BlockedCustomer'))).toBeVisible();
    await expect(page.getByRole('link', { name: t('providerFailure.back') })).toHaveAttribute(
      'href',
      '/kassan',
    );
  });

  test('a second browser with only the cart id sees no personal data and cannot take the cart or the invoice', async ({
    page,
    context,
    browser,
  }) => {
    test.slow();
    const t = messages('sv');
    const product = await productToBuy(page, 'filter', 'sv');
    await addByKeyboard(page, 'sv', product);
    const cartId = (await cartCookie(context)) as string;
    await page.goto('/kassan');
    const form = checkoutForm(page, 'sv');
    const saved = page.waitForResponse(
      async (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('Stockholm'),
    );
    await fillBuyer(form, 'sv', annaIn('delad.kundvagn@example.se'));
    await saved;
    const secretCookie = (await context.cookies()).find((c) => c.name === 'mb-checkout-session');
    expect(secretCookie?.httpOnly).toBe(true);

    const other = await browser.newContext();
    try {
      const stranger = await other.newPage();
      // The same storefront call the checkout makes, with only the cart id: the options and totals, no personal data.
      const ask = async (query: string, variables: Record<string, unknown>) =>
        (
          await stranger.request.post('/graphql', {
            headers: { 'x-apikey': API_KEY },
            data: { query, variables: { ...variables, marketId: 'se', languageId: 'sv-SE' } },
          })
        ).json();
      const seen = await ask(
        `mutation ($cartId: String!, $marketId: String, $languageId: String) {
          createOrUpdateCheckout(cartId: $cartId, marketId: $marketId, languageId: $languageId) {
            email identityNumber billingAddress { firstName addressLine1 zip mobile } shippingAddress { zip } shippingData
            shippingOptions { id } cart { items { skuId } } } }`,
        { cartId },
      );
      expect(seen.errors).toBeUndefined();
      expect(seen.data.createOrUpdateCheckout).toMatchObject({
        email: null,
        identityNumber: null,
        billingAddress: null,
        shippingAddress: null,
        shippingData: null,
      });
      expect(seen.data.createOrUpdateCheckout.shippingOptions.length).toBeGreaterThan(0);
      expect(JSON.stringify(seen)).not.toContain('delad.kundvagn');

      // The shared link copies the lines into a cart of the recipient's own.
      await stranger.goto(`/?action=cart#${cartId}`);
      await expect(cartPanel(stranger, 'sv').getByText(product.name)).toBeVisible();
      await expect.poll(() => cartCookie(other)).toBeTruthy();
      const own = (await cartCookie(other)) as string;
      expect(own).not.toBe(cartId);
      expect(
        (await cartInApi(stranger.request, own, 'se', 'sv-SE')).items.map((i) => i.product.name),
      ).toEqual([product.name]);
      await stranger.goto('/kassan');
      const strangerForm = checkoutForm(stranger, 'sv');
      await expect(strangerForm).toBeVisible();
      await expect(field(strangerForm, t('checkout.email'))).toHaveValue('');

      // The buyer's form still holds their details; they place the order and get its invoice.
      await page.reload();
      await expect(field(form, t('checkout.email'))).toHaveValue('delad.kundvagn@example.se');
      await press(form.getByRole('checkbox', { name: 'Jag godkänner köpvillkoren' }), 'Space');
      await press(form.getByRole('button', { name: t('checkout.placeOrder') }));
      await expect(page).toHaveURL(/\/checkout\/confirm\?paymentType=STANDARD$/);
      const invoice = page.getByRole('link', { name: t('confirmation.invoice') });
      const href = (await invoice.getAttribute('href')) as string;
      expect(href).toMatch(/^\/invoices\/[0-9a-f-]{36}\.pdf$/);
      const pdf = await page.request.get(href);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      // The other browser, holding the cart id and even the public id, gets neither the order nor the invoice.
      expect((await stranger.request.get(href)).status()).toBe(404);
      const again = await ask(
        `mutation ($cartId: String!, $marketId: String, $languageId: String) {
          placeOrder(cartId: $cartId, marketId: $marketId, languageId: $languageId, checkout: { acceptedConsents: ["ORDER"] }) {
            orderId publicId } }`,
        { cartId },
      );
      expect(again.data?.placeOrder ?? null).toBeNull();
      expect(again.errors.map((e: { extensions: { code: string } }) => e.extensions.code)).toEqual([
        'CART_COMPLETED',
      ]);
      expect(JSON.stringify(again)).not.toContain(href.slice('/invoices/'.length, -'.pdf'.length));
    } finally {
      await other.close();
    }
  });

  test('placing again after the answer was lost lands on the confirmation of the one order', async ({
    page,
  }) => {
    test.slow();
    const t = messages('sv');
    const product = await productToBuy(page, 'filter', 'sv');
    await addByKeyboard(page, 'sv', product);
    await page.goto('/kassan');
    const form = checkoutForm(page, 'sv');
    await fillBuyer(form, 'sv', annaIn('tappat.svar@example.se'));
    await press(form.getByRole('checkbox', { name: 'Jag godkänner köpvillkoren' }), 'Space');
    // The order is placed, but its answer never reaches the browser.
    let placed = '';
    await page.route('**/graphql', async (route) => {
      if (!(route.request().postData() ?? '').includes('placeOrder')) return route.continue();
      placed = await (await route.fetch()).text();
      await route.abort('connectionreset');
    });
    await press(form.getByRole('button', { name: t('checkout.placeOrder') }));
    await expect(form.getByText(t('checkout.failed'))).toBeVisible();
    const publicId = JSON.parse(placed).data.placeOrder.publicId as string;
    expect(publicId).toMatch(/^[0-9a-f-]{36}$/);
    await page.unroute('**/graphql');
    // Placed again: the API names no order, but this browser finds its own confirmation.
    await press(form.getByRole('button', { name: t('checkout.placeOrder') }));
    await expect(page.getByRole('heading', { level: 1, name: t('confirmation.title') })).toBeVisible();
    await expect(page.getByRole('link', { name: t('confirmation.invoice') })).toHaveAttribute(
      'href',
      `/invoices/${publicId}.pdf`,
    );
  });

  test('an order the API cannot create shows the error page with status 404, and the form again after', async ({
    page,
  }) => {
    test.slow();
    const t = messages('sv');
    const product = await productToBuy(page, 'filter', 'sv');
    await addByKeyboard(page, 'sv', product);
    await page.goto('/kassan');
    const form = checkoutForm(page, 'sv');
    await fillBuyer(form, 'sv', annaIn(freshEmail()));
    await press(form.getByRole('checkbox', { name: 'Jag godkänner köpvillkoren' }), 'Space');
    // The API answers the order with an error of its own.
    await page.route('**/graphql', async (route) => {
      if (!(route.request().postData() ?? '').includes('placeOrder')) return route.continue();
      await route.fulfill({
        json: {
          data: null,
          errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
        },
      });
    });
    await press(form.getByRole('button', { name: t('checkout.placeOrder') }));
    await expect(page.getByRole('heading', { level: 1, name: t('error.title') })).toBeVisible();
    await expect(page.getByText(t('error.status').replace('{status}', '404'), { exact: true })).toBeVisible();
    await page.unroute('**/graphql');
    await page.getByRole('button', { name: t('error.retry') }).click();
    await expect(checkoutForm(page, 'sv')).toBeVisible();
  });

  test('an unknown order shows that it was not found', async ({ page }) => {
    await page.goto('/en/checkout/confirm?id=00000000-0000-4000-8000-000000000000&paymentType=STANDARD');
    await expect(
      page.getByRole('heading', { level: 1, name: messages('en')('confirmation.notFoundTitle') }),
    ).toBeVisible();
  });
});
