import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { productsIn } from './cart';
import { messages } from './messages';

const sv = messages('sv');
const en = messages('en');

/** Where the commerce API keeps mail when no mail server is set (MAIL_OUTBOX_DIR's default). */
const OUTBOX = new URL('../data/outbox/', import.meta.url);

/** A mail's quoted-printable text as read: soft line breaks joined, each =XX its byte, UTF-8. */
const quotedPrintable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The dealer's mail of the enquiry from `email`, as it lies in the outbox (quoted-printable joined). */
async function dealerMailFrom(email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const names = await readdir(OUTBOX).catch(() => [] as string[]);
    for (const name of names.filter((n) => /-contact-\w+\.eml$/.test(n))) {
      const mail = quotedPrintable(await readFile(new URL(name, OUTBOX), 'latin1'));
      if (mail.includes(email)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No contact mail from ${email}`);
}

/** The first bytes of a PNG: the API reads the type from them, not from the name. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR a photo of a worn belt'),
]);

let shoppers = 0;
/**
 * Each test a shopper of its own (X-Forwarded-For, which the e2e storefronts take from the browsers
 * as from a trusted proxy, see playwright.config.ts): the API counts contact forms per address
 * (ADR 34), and the tests together send more than one shopper may.
 */
async function asNewShopper(page: Page) {
  shoppers += 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.113.${(process.pid + shoppers) % 250}` });
}

const email = (what: string) => `${what}-${randomUUID().slice(0, 8)}@example.se`;
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const contactForm = (page: Page) => page.locator('form:has(input[name="kind"])');

test.beforeEach(async ({ page }) => asNewShopper(page));

test('a service form with an image reaches the dealer, image attached; missing fields are named first', async ({
  page,
}) => {
  await page.goto('/kontakt/service');
  await expect(page.getByRole('heading', { level: 1, name: sv('contact.service.title') })).toBeVisible();
  await expectNoAxeViolations(page);
  const form = contactForm(page);

  // The browser names what is missing before anything is sent, and puts the focus on the first.
  await form.getByRole('button', { name: sv('contact.submit') }).click();
  await expect(form.getByLabel(sv('contact.labels.fullName'))).toBeFocused();
  await expect(form.getByLabel(sv('contact.labels.phone'))).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(sv('contact.problems.choiceRequired'))).toBeVisible();
  await expectNoAxeViolations(page);

  const from = email('service');
  await form.getByLabel(sv('contact.labels.fullName')).fill('Anna Berg');
  await form.getByLabel(sv('contact.labels.email')).fill(from);
  await form.getByLabel(sv('contact.labels.phone')).fill('070-123 45 67');
  await form
    .getByLabel(sv('contact.labels.serviceType'))
    .selectOption({ label: sv('contact.serviceTypes.repair') });
  await form.getByLabel(sv('contact.labels.serialNumber')).fill('ABC123');
  await form.getByLabel(sv('contact.labels.make')).fill('Husqvarna');
  await form.getByLabel(sv('contact.labels.model')).fill('Rider 316');
  await form.getByLabel(sv('contact.labels.odometer')).fill('412');
  await form.getByLabel(sv('contact.labels.preferredDate')).fill(daysAhead(7));
  await form.getByLabel(sv('contact.labels.message')).fill('Kniven slår i.');
  await form
    .getByLabel(sv('contact.labels.image'))
    .setInputFiles({ name: 'rem.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: sv('contact.submit') }).click();
  await expect(form.getByRole('status')).toHaveText(sv('contact.sent'));
  await expect(form.getByLabel(sv('contact.labels.fullName'))).toHaveValue('');

  const mail = await dealerMailFrom(from);
  expect(mail).toContain('Reparation');
  expect(mail).toContain('Rider 316');
  expect(mail).toMatch(/Content-Type: image\/png; name=rem\.png/);
  expect(mail).toContain(PNG.toString('base64').slice(0, 24));
});

test('a file that only calls itself a photo is refused and the form keeps what was typed', async ({
  page,
}) => {
  await page.goto('/en/contact/sales');
  const form = contactForm(page);
  await form.getByLabel(en('contact.labels.fullName')).fill('Program Sender');
  await form.getByLabel(en('contact.labels.email')).fill(email('renamed'));
  await form.getByLabel(en('contact.labels.phone')).fill('+46 70 123 45 67');
  await form.getByLabel(en('contact.labels.message')).fill('Here is a photo.');
  await form.getByLabel(en('contact.labels.image')).setInputFiles({
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]),
  });
  await form.getByRole('button', { name: en('contact.submit') }).click();
  await expect(form.getByRole('status')).toHaveText(en('contact.invalid'));
  await expect(form.getByText(en('contact.problems.imageType'))).toBeVisible();
  await expect(form.getByLabel(en('contact.labels.message'))).toHaveValue('Here is a photo.');
  await expectNoAxeViolations(page);
});

test('a parts form in English: rows added and removed by keyboard, two rows sent', async ({ page }) => {
  await page.goto('/en/contact/parts');
  await expect(page.getByRole('heading', { level: 1, name: en('contact.parts.title') })).toBeVisible();
  const form = contactForm(page);
  const rows = form.getByLabel(en('contact.partRows.articleNumber'));
  await expect(rows).toHaveCount(3);

  // From the last quantity, Tab reaches the row's remove button, then "Add a row"; Enter adds one and
  // puts the focus in it.
  await form.getByLabel('Quantity, row 3').focus();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Remove row 3' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: en('contact.partRows.addRow') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(rows).toHaveCount(4);
  await expect(form.getByLabel('Article number, row 4')).toBeFocused();
  await form.getByRole('button', { name: 'Remove row 4' }).click();
  await form.getByRole('button', { name: 'Remove row 3' }).click();
  await expect(rows).toHaveCount(2);
  await expectNoAxeViolations(page);

  const from = email('parts');
  await form.getByLabel(en('contact.labels.fullName')).fill('Erik Ek');
  await form.getByLabel(en('contact.labels.email')).fill(from);
  await form.getByLabel(en('contact.labels.phone')).fill('08-123 456 78');
  await form.getByLabel('Article number, row 1').fill('581 22 95-01');
  await form.getByLabel('Quantity, row 1').fill('2');
  await form.getByLabel('Article number, row 2').fill('532 18 70-77');
  await form.getByLabel('Quantity, row 2').fill('1');
  await form.getByRole('radio', { name: en('contact.deliveryOptions.shipping') }).check();
  // Enter in a field sends the form, as any form.
  await form.getByLabel(en('contact.labels.make')).fill('Husqvarna');
  await form.getByLabel(en('contact.labels.make')).press('Enter');
  await expect(form.getByRole('status')).toHaveText(en('contact.sent'));

  const mail = await dealerMailFrom(from);
  expect(mail).toContain('581 22 95-01: 2 st');
  expect(mail).toContain('532 18 70-77: 1 st');
  expect(mail).toContain('Skickas');
});

test('a rental with its dates: past days and an end before the start are refused, each as itself, then sent', async ({
  page,
}) => {
  await page.goto('/kontakt/uthyrning');
  await expectNoAxeViolations(page);
  const form = contactForm(page);
  const from = email('hyra');
  await form.getByLabel(sv('contact.labels.fullName')).fill('Sara Lind');
  await form.getByLabel(sv('contact.labels.email')).fill(from);
  await form.getByLabel(sv('contact.labels.phone')).fill('070 765 43 21');
  await form.getByLabel(sv('contact.labels.rentalObject')).fill('Minigrävare 1,8 t');
  const period = form.getByRole('group', { name: sv('contact.labels.rentalPeriod') });
  await period.getByLabel(sv('contact.labels.rentalFrom')).fill(daysAhead(-5));
  await period.getByLabel(sv('contact.labels.rentalTo')).fill(daysAhead(-3));
  await form.getByRole('button', { name: sv('contact.submit') }).click();
  await expect(period.getByText(sv('contact.problems.dateInvalid'))).toHaveCount(2);
  await expect(form.getByText(sv('contact.problems.rentalToInvalid'))).toHaveCount(0);
  await period.getByLabel(sv('contact.labels.rentalFrom')).fill(daysAhead(10));
  await expect(period.getByLabel(sv('contact.labels.rentalTo'))).toHaveAttribute('min', daysAhead(10));
  await period.getByLabel(sv('contact.labels.rentalTo')).fill(daysAhead(8));
  await form.getByRole('button', { name: sv('contact.submit') }).click();
  await expect(form.getByText(sv('contact.problems.rentalToInvalid'))).toBeVisible();
  await period.getByLabel(sv('contact.labels.rentalTo')).fill(daysAhead(12));
  await form.getByRole('button', { name: sv('contact.submit') }).click();
  await expect(form.getByRole('status')).toHaveText(sv('contact.sent'));

  const mail = await dealerMailFrom(from);
  expect(mail).toContain(`Hyra från: ${daysAhead(10)}`);
  expect(mail).toContain(`Hyra till: ${daysAhead(12)}`);
});

test('from a product page the form knows the product, and the dealer gets its link', async ({
  page,
  request,
}) => {
  const [product] = await productsIn(request, 'motorsagar', 'sv');
  if (!product) throw new Error('No chainsaw in the seeded catalog');
  await page.goto(product.canonicalUrl);
  await page.getByRole('link', { name: sv('product.askAboutProduct') }).click();
  await expect(page.getByRole('heading', { level: 1, name: sv('contact.sales.title') })).toBeVisible();
  const form = contactForm(page);
  await expect(form.getByLabel(sv('contact.labels.product'))).toHaveValue(product.name);
  await expect(form.getByRole('link', { name: product.name })).toHaveAttribute('href', product.canonicalUrl);

  const from = email('produkt');
  await form.getByLabel(sv('contact.labels.fullName')).fill('Olle Ny');
  await form.getByLabel(sv('contact.labels.email')).fill(from);
  await form.getByLabel(sv('contact.labels.phone')).fill('0701234567');
  await form.getByLabel(sv('contact.labels.message')).fill('Finns den i lager?');
  await form.getByRole('button', { name: sv('contact.submit') }).click();
  await expect(form.getByRole('status')).toHaveText(sv('contact.sent'));
  const mail = await dealerMailFrom(from);
  expect(mail).toContain(`Produkt: ${product.name}`);
  expect(mail).toContain(product.canonicalUrl);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a refused form comes back with the fields marked and what was typed; then it is sent', async ({
    page,
  }) => {
    await page.goto('/kontakt/reservdelar');
    const form = contactForm(page);
    // A fixed number of rows, and no buttons that would need a script.
    await expect(form.getByLabel(sv('contact.partRows.articleNumber'))).toHaveCount(3);
    await expect(form.getByRole('button', { name: sv('contact.partRows.addRow') })).toHaveCount(0);

    const from = email('utan-skript');
    await form.getByLabel(sv('contact.labels.fullName')).fill('Utan Skript');
    await form.getByLabel(sv('contact.labels.email')).fill(from);
    await form.getByLabel('Artikelnummer, rad 1').fill('503 44 32-01');
    await form.getByLabel('Antal, rad 1').fill('4');
    await form.getByRole('radio', { name: sv('contact.deliveryOptions.pickup') }).check();
    await form.getByRole('button', { name: sv('contact.submit') }).click();
    await expect(form.getByRole('status')).toHaveText(sv('contact.invalid'));
    await expect(form.getByText(sv('contact.problems.required'))).toBeVisible();
    await expect(form.getByLabel(sv('contact.labels.phone'))).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(sv('contact.labels.fullName'))).toHaveValue('Utan Skript');
    await expect(form.getByLabel('Artikelnummer, rad 1')).toHaveValue('503 44 32-01');
    await expect(form.getByLabel('Antal, rad 1')).toHaveValue('4');
    await expect(form.getByRole('radio', { name: sv('contact.deliveryOptions.pickup') })).toBeChecked();

    await form.getByLabel(sv('contact.labels.phone')).fill('070-111 22 33');
    await form
      .getByLabel(sv('contact.labels.image'))
      .setInputFiles({ name: 'del.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('button', { name: sv('contact.submit') }).click();
    await expect(form.getByRole('status')).toHaveText(sv('contact.sent'));
    const mail = await dealerMailFrom(from);
    expect(mail).toContain('503 44 32-01: 4 st');
    expect(mail).toMatch(/Content-Type: image\/png; name=del\.png/);
  });
});
