import { type Locator, type Page, test } from '@playwright/test';
import { expect, freshEmail, PATHS, register } from './account';
import { expectNoAxeViolations } from './axe';
import { cartButton, cartPanel, filled, pattern } from './cart';
import { commerce } from './commerce-api';
import { messages } from './messages';

// A line of a product in a colour and a size says both wherever it shows: the cart panel, the
// cart's page with and without JavaScript, the confirmation and the account's orders. A company's
// confirmation names its organisation number and the bankgiro to pay the invoice to, with the OCR
// reference the account's orders show again.

const sv = messages('sv');
const DESKTOP = { width: 1280, height: 900 };
/** A valid organisation number no other spec buys with (each has its own credit on invoice). */
const ORGANISATION_NUMBER = '559412-0015';

interface ColouredProduct {
  name: string;
  canonicalUrl: string;
  colour: string | null;
  sizes: { name: string; maxQuantity: number }[];
}

/** A helmet in a colour with a size in stock, as the API names them in Swedish. */
async function colouredProduct(page: Page) {
  const { products } = await commerce<{ products: { products: ColouredProduct[] } }>(
    page.request,
    `{ products(take: 100, categoryAlias: "skyddsklader", languageId: "sv-SE") {
      products { name canonicalUrl colour sizes { name maxQuantity } } } }`,
  );
  for (const product of products.products) {
    const size = product.sizes.find((s) => s.maxQuantity >= 5);
    if (product.colour && size) return { ...product, colour: product.colour, size: size.name };
  }
  throw new Error('No product in a colour with a size in stock');
}

/** Expects a line to say the colour and the size. */
async function expectColourAndSize(line: Locator, colour: string, size: string) {
  await expect(line.getByText(filled('sv', 'cart.colour', { colour }), { exact: true })).toBeVisible();
  await expect(line.getByText(filled('sv', 'cart.size', { size }), { exact: true })).toBeVisible();
}

const field = (form: Locator, label: string) =>
  form.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(.+\\))?$`));

test('a company buys a helmet in a colour and a size, and finds both, its number, the bankgiro and the OCR', async ({
  page,
  browser,
  context,
}) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  const email = freshEmail();
  await register(page, 'sv', email);
  const product = await colouredProduct(page);
  const lineName = `${product.name} (${product.size})`;

  await page.goto(product.canonicalUrl);
  await expect(
    page.getByRole('main').getByText(filled('sv', 'cart.colour', { colour: product.colour })),
  ).toBeVisible();
  await page
    .getByRole('group', { name: sv('product.size') })
    .getByRole('radio', { name: product.size, exact: true })
    .check({ force: true });
  await page
    .getByRole('main')
    .getByRole('button', { name: sv('product.addToCart'), exact: true })
    .first()
    .click();
  await expect(page.getByText(pattern('sv', 'cart.added'))).toBeVisible();

  await cartButton(page, 'sv').click();
  const panelLine = cartPanel(page, 'sv').getByRole('article', { name: lineName });
  await expectColourAndSize(panelLine, product.colour, product.size);
  await page.keyboard.press('Escape');

  // The cart's page without JavaScript: the server's cart says them too.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await context.storageState(),
  });
  const plain = await noScript.newPage();
  await plain.goto('/kassan');
  await expectColourAndSize(plain.getByRole('article', { name: lineName }), product.colour, product.size);
  await noScript.close();

  await page.goto('/kassan');
  await expectColourAndSize(
    page.getByRole('main').getByRole('article', { name: lineName }),
    product.colour,
    product.size,
  );
  const form = page.getByRole('form', { name: sv('checkout.form') });
  await form.getByRole('radio', { name: sv('checkout.organization') }).check();
  await field(form, sv('checkout.company')).fill('Hjälmbolaget AB');
  await field(form, sv('checkout.organizationId')).fill(ORGANISATION_NUMBER);
  await field(form, sv('checkout.email')).fill(email);
  await field(form, sv('checkout.phone')).fill('08-123 45 67');
  await field(form, sv('checkout.firstName')).fill('Hanna');
  await field(form, sv('checkout.lastName')).fill('Holm');
  await field(form, sv('checkout.addressLine1')).fill('Verkstadsgatan 3');
  await field(form, sv('checkout.zip')).fill('117 43');
  await field(form, sv('checkout.city')).fill('Stockholm');
  await form.getByRole('checkbox', { name: 'Jag godkänner köpvillkoren' }).check();
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: sv('checkout.placeOrder') }).click();

  await expect(page.getByRole('heading', { level: 1, name: sv('confirmation.title') })).toBeVisible();
  const lines = page.getByRole('region', { name: sv('confirmation.lines') });
  await expectColourAndSize(
    lines.getByRole('listitem').filter({ hasText: product.name }),
    product.colour,
    product.size,
  );
  await expect(
    page.getByText(filled('sv', 'confirmation.organizationId', { number: ORGANISATION_NUMBER })),
  ).toBeVisible();
  await expect(
    page.getByText(filled('sv', 'confirmation.bankgiro', { bankgiro: '5050-1055' })),
  ).toBeVisible();
  const ocr = (await page.getByText(pattern('sv', 'confirmation.ocr')).textContent())?.match(/\d+/)?.[0];
  const orderId = (await page.getByText(pattern('sv', 'confirmation.orderNumber')).textContent())?.match(
    /\d+/,
  )?.[0];
  expect(ocr).toBeTruthy();
  await expectNoAxeViolations(page);

  // The account's orders: the line with its colour and size, the invoice's OCR reference.
  await page.goto(PATHS.sv.orders);
  const order = page.getByRole('article', { name: filled('sv', 'orders.order', { id: orderId ?? '' }) });
  await expect(order.getByText(`${sv('orders.payment')}: `)).toContainText(
    filled('sv', 'confirmation.ocr', { ocr: ocr ?? '' }),
  );
  const line = [
    product.name,
    filled('sv', 'cart.colour', { colour: product.colour }),
    filled('sv', 'cart.size', { size: product.size }),
    filled('sv', 'orders.quantity', { count: 1 }),
  ].join(' · ');
  await expect(order.getByRole('listitem').filter({ hasText: line })).toHaveText(line);
  await expectNoAxeViolations(page);
});
