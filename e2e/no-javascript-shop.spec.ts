import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { PASSWORD, PATHS, registeredCookies } from './account';
import { cartCookie, cartInApi, filled, type ListedProduct, productsIn } from './cart';
import { commerce } from './commerce-api';
import { type Locale, messages, prefix } from './messages';

// The shop without JavaScript, as a browser without it (or a slow phone whose script has not run
// yet) meets it: lists filtered by their form, the cart's page, sign-in, a heart, and the checkout
// from the zip to the order placed, each step a post the server answers with the page.

const sv = messages('sv');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** A product sold by the piece with plenty in stock, in a category the other specs leave alone. */
async function productToBuy(
  request: APIRequestContext,
  category: string,
  locale: Locale,
): Promise<ListedProduct> {
  const found = (await productsIn(request, category, locale)).find(
    (p) => !p.sizeRequired && p.maxQuantity >= 30,
  );
  if (!found) throw new Error(`No product in ${category} to buy`);
  return found;
}

/** Adds one from the product's page: the post lands on the cart's page, which says so. */
async function addFromProductPage(page: Page, locale: Locale, product: ListedProduct) {
  const t = messages(locale);
  await page.goto(`${prefix(locale)}${product.canonicalUrl}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: t('product.addToCart'), exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(
    (url) => url.pathname === `${prefix(locale)}${locale === 'sv' ? '/kassan' : '/checkout'}`,
  );
  await expect(
    page.getByRole('status').filter({ hasText: filled(locale, 'cart.added', { name: product.name }) }),
  ).toBeVisible();
}

/** The checkout form's field by its label (which ends in a hidden "(required)"). */
const field = (form: Locator, label: string) =>
  form.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(.+\\))?$`));

const checkoutForm = (page: Page, locale: Locale) =>
  page.getByRole('form', { name: messages(locale)('checkout.form') });

interface Buyer {
  company?: string;
  identityNumber: string;
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  addressLine1: string;
  zip: string;
  city: string;
}

async function fillBuyer(form: Locator, locale: Locale, buyer: Buyer) {
  const t = messages(locale);
  if (buyer.company) await field(form, t('checkout.company')).fill(buyer.company);
  await field(form, buyer.company ? t('checkout.organizationId') : t('checkout.personalId')).fill(
    buyer.identityNumber,
  );
  await field(form, t('checkout.email')).fill(buyer.email);
  await field(form, t('checkout.phone')).fill(buyer.phone);
  await field(form, t('checkout.firstName')).fill(buyer.firstName);
  await field(form, t('checkout.lastName')).fill(buyer.lastName);
  await field(form, t('checkout.addressLine1')).fill(buyer.addressLine1);
  await field(form, t('checkout.zip')).fill(buyer.zip);
  await field(form, t('checkout.city')).fill(buyer.city);
}

/** The order the confirmation's address names, as the API keeps it. */
async function placedOrder(request: APIRequestContext, confirmation: string) {
  const publicId = new URL(confirmation).searchParams.get('id') ?? '';
  expect(publicId).toMatch(/^[0-9a-f-]{36}$/);
  const { getOrderPublic } = await commerce<{
    getOrderPublic: {
      billingAddress: { company: string | null; firstName: string; zip: string };
      cart: { items: { quantity: number; product: { name: string } }[] };
      orderTotal: { sellingPriceIncVat: number };
    };
  }>(
    request,
    `query ($id: Guid!) { getOrderPublic(publicOrderId: $id) {
      billingAddress { company firstName zip } cart { items { quantity product { name } } } orderTotal { sellingPriceIncVat }
    } }`,
    { id: publicId },
  );
  return getOrderPublic;
}

test.describe('the shop without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a list's filter form filters by brand, sorts and pages; the chosen filter shows checked", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/c/byggmaskiner');
    const count = page.getByRole('status').filter({ hasText: /produkt/ });
    const all = Number(((await count.textContent()) ?? '').replace(/\D/g, ''));
    const brand = page
      .getByRole('group', { name: sv('facets.type.Brand') })
      .getByRole('checkbox')
      .first();
    // Without the page's script the filters stay unfolded on a phone too.
    await brand.check();
    await page.getByLabel(sv('facets.sortLabel')).selectOption('PRICE');
    await page.getByRole('button', { name: sv('facets.apply') }).click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.has('brands') && url.searchParams.get('sort') === 'PRICE',
    );
    const filtered = Number(((await count.textContent()) ?? '').replace(/\D/g, ''));
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(all);
    await expect(brand).toBeChecked();
    await expect(page.getByRole('list', { name: sv('facets.selected') })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('list-phone.png'), fullPage: true });

    await page.goto('/c/byggmaskiner');
    await page.getByRole('link', { name: sv('list.next') }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('main').locator('[aria-current="page"]')).toContainText('2');
  });

  test("added to the cart, the cart's page says so and counts it; a quantity changed and a line removed there", async ({
    page,
    request,
    context,
  }) => {
    await page.setViewportSize(DESKTOP);
    const product = await productToBuy(request, 'filter', 'sv');
    await addFromProductPage(page, 'sv', product);
    await expect(page.getByText(filled('sv', 'cartPage.holds', { items: '1 vara' }))).toBeVisible();
    await expect(page.getByRole('link', { name: sv('cart.continueShopping') })).toHaveAttribute(
      'href',
      product.canonicalUrl,
    );
    const cartId = (await cartCookie(context)) ?? '';
    const line = page.getByRole('article', { name: product.name });
    await line
      .getByRole('spinbutton', { name: filled('sv', 'cart.quantityOf', { name: product.name }) })
      .fill('3');
    await line.getByRole('button', { name: new RegExp(`^${sv('cartPage.setQuantity')}`) }).click();
    await expect(page.getByText(filled('sv', 'cartPage.holds', { items: '3 varor' }))).toBeVisible();
    expect((await cartInApi(request, cartId, 'se', 'sv-SE')).items.map((i) => i.quantity)).toEqual([3]);
    await page.screenshot({ path: test.info().outputPath('cart-desktop.png'), fullPage: true });

    await line.getByRole('button', { name: filled('sv', 'cart.remove', { name: product.name }) }).click();
    await expect(page.getByText(sv('cart.empty'))).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: sv('cartPage.removedLine') })).toBeVisible();
    expect((await cartInApi(request, cartId, 'se', 'sv-SE')).items).toEqual([]);
  });

  test('signs in on the sign-in page, lands where it was asked to, and a heart saves the favorite to the account', async ({
    page,
    browser,
    request,
  }, info) => {
    info.setTimeout(120_000);
    // The account is made elsewhere; this browser has no session.
    const made = await registeredCookies(browser, info.project.use.baseURL);
    const email = decodeURIComponent(made.find((c) => c.name === 'mb-user')?.value ?? '');
    const product = await productToBuy(request, 'filter', 'sv');

    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('link', { name: sv('auth.myAccount') })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: sv('auth.signIn') })).toBeVisible();
    await page.goto(`/account?return=${encodeURIComponent(product.canonicalUrl)}`);
    const main = page.getByRole('main');
    await main.getByLabel(sv('auth.email')).fill(email);
    await main.getByLabel(sv('auth.password'), { exact: true }).fill('not the password');
    await page
      .getByRole('main')
      .getByRole('button', { name: sv('auth.signIn') })
      .click();
    await expect(page.getByText(sv('auth.wrongCredentials'))).toBeVisible();
    await main.getByLabel(sv('auth.password'), { exact: true }).fill(PASSWORD);
    await page
      .getByRole('main')
      .getByRole('button', { name: sv('auth.signIn') })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === product.canonicalUrl);
    const token = (await page.context().cookies()).find((c) => c.name === 'mb-auth')?.value ?? '';
    expect(token).not.toBe('');

    await page
      .getByRole('main')
      .getByRole('button', { name: filled('sv', 'favorites.toggle', { name: product.name }) })
      .first()
      .click();
    await expect(page).toHaveURL((url) => url.pathname === product.canonicalUrl);
    const favorites = await page.request.post('/graphql', {
      headers: { 'x-apikey': 'demo-storefront-key', authorization: `Bearer ${token}` },
      data: { query: '{ getUser { favorites } }' },
    });
    // A fresh account: the one product the heart saved.
    expect((await favorites.json()).data.getUser.favorites).toHaveLength(1);

    await page.goto(PATHS.sv.orders);
    await expect(page).toHaveURL(new RegExp(`${PATHS.sv.orders}$`));
  });

  for (const [who, viewport] of [
    ['a person', PHONE],
    ['a company', DESKTOP],
  ] as const) {
    test(`${who} buys through the checkout, step by step, with the API's refusals beside the fields`, async ({
      page,
      request,
    }, info) => {
      info.setTimeout(120_000);
      await page.setViewportSize(viewport);
      const company = who === 'a company';
      const product = await productToBuy(request, company ? 'remmar' : 'filter', 'sv');
      await addFromProductPage(page, 'sv', product);
      const form = checkoutForm(page, 'sv');
      await expect(form.getByText(sv('checkout.shippingNeedsZip'))).toBeVisible();
      const save = form.getByRole('button', { name: sv('checkout.saveAndContinue') });
      if (company) {
        await form.getByRole('radio', { name: sv('checkout.organization') }).check();
        await save.click();
        await expect(field(form, sv('checkout.company'))).toBeVisible();
      }
      const buyer: Buyer = {
        ...(company ? { company: 'Verkstaden i Solna AB' } : {}),
        // The organisation number's check digit is wrong, then right.
        identityNumber: company ? '556016-0681' : '19900101-1230',
        email: company ? 'inkop@verkstaden.example.se' : 'utan.skript@example.se',
        phone: '070-123 45 67',
        firstName: company ? 'Berit' : 'Nils',
        lastName: company ? 'Bok' : 'Skriptlös',
        addressLine1: 'Storgatan 1',
        zip: '111 22',
        city: 'Stockholm',
      };
      await fillBuyer(form, 'sv', buyer);
      await save.click();

      // The zip brought the ways to ship and to pay, the first of each chosen.
      await expect(
        form
          .getByRole('group', { name: sv('checkout.shipping') })
          .getByRole('radio')
          .first(),
      ).toBeChecked();
      await expect(
        form
          .getByRole('group', { name: sv('checkout.payment') })
          .getByRole('radio')
          .first(),
      ).toBeChecked();
      await expect(field(form, sv('checkout.email'))).toHaveValue(buyer.email);
      await page.screenshot({ path: info.outputPath('checkout-options.png'), fullPage: true });

      // Placed without the terms and with a wrong number: each refusal beside its field.
      await form.getByRole('button', { name: sv('checkout.placeOrder') }).click();
      await expect(form.getByRole('alert')).toHaveText(sv('checkout.fixFields'));
      const number = field(form, company ? sv('checkout.organizationId') : sv('checkout.personalId'));
      await expect(number).toHaveAttribute('aria-invalid', 'true');
      await expect(number).toHaveAccessibleDescription(
        new RegExp(sv(`checkout.problems.${company ? 'INVALID_ORGANIZATION_ID' : 'INVALID_PERSONAL_ID'}`)),
      );
      await expect(form.getByText(sv('checkout.problems.TERMS_NOT_ACCEPTED'))).toBeVisible();
      await page.screenshot({ path: info.outputPath('checkout-refused.png'), fullPage: true });

      await number.fill(company ? '556016-0680' : '19900101-1239');
      await form.getByRole('checkbox', { name: 'Jag godkänner köpvillkoren' }).check();
      await form.getByRole('button', { name: sv('checkout.placeOrder') }).click();
      await expect(page).toHaveURL(/\/checkout\/confirm\?/);
      await expect(page.getByRole('heading', { level: 1, name: sv('confirmation.title') })).toBeVisible();
      await page.screenshot({ path: info.outputPath('confirmation.png'), fullPage: true });

      const order = await placedOrder(request, page.url());
      expect(order.billingAddress.company ?? '').toBe(company ? 'Verkstaden i Solna AB' : '');
      expect(order.billingAddress.firstName).toBe(buyer.firstName);
      expect(order.cart.items.map((i) => [i.product.name, i.quantity])).toEqual([[product.name, 1]]);
      expect(order.orderTotal.sellingPriceIncVat).toBeGreaterThan(0);

      // The cart is spent: the cart's page is empty again.
      await page.goto('/kassan');
      await expect(page.getByText(sv('cart.empty'))).toBeVisible();
    });
  }
});
