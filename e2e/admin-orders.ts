import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { freshEmail, PATHS, register } from './account';
import { filled, pattern, press, productsIn, typeInto } from './cart';
import { messages } from './messages';
import { adminUrl, commerceUrl, staffCliSecret, storefrontUrl } from './playwright.config';

const root = fileURLToPath(new URL('..', import.meta.url));
const OUTBOX = new URL('../data/outbox/', import.meta.url);
export const STAFF_PASSWORD = 'en lång lösenfras för orderdisken';

export type AdminLocale = 'sv' | 'en';

/** The back office's texts of an area in a language, by dotted key, with `{name}` filled in. */
export function adminText(locale: AdminLocale, area: string) {
  const messagesOf = JSON.parse(readFileSync(`${root}apps/admin/messages/${locale}/${area}.json`, 'utf8'));
  return (key: string, values: Record<string, string> = {}) => {
    const text = key.split('.').reduce((node, part) => node?.[part], messagesOf) as unknown;
    if (typeof text !== 'string') throw new Error(`No text ${area}.${key} in ${locale}`);
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  };
}

/** A member of the role with a password, made by `npm run staff` against the running shop. */
export function addStaffMember(role: 'owner' | 'orders' | 'support'): string {
  const email = `${role}-${randomUUID()}@maskinbutiken.test`;
  execFileSync(
    process.execPath,
    ['apps/commerce/src/staff-cli.ts', 'add', '--email', email, '--role', role, '--password-stdin'],
    {
      cwd: root,
      input: `${STAFF_PASSWORD}\n`,
      env: {
        ...process.env,
        COMMERCE_URL: commerceUrl,
        COMMERCE_PORT: new URL(commerceUrl).port,
        DATA_DIR: `${root}data/e2e`,
        STAFF_CLI_SECRET: staffCliSecret,
      },
    },
  );
  return email;
}

/** Signs the member in to the back office in a browser context of its own. */
export async function signedInStaff(browser: Browser, email: string, locale: AdminLocale, width = 1280) {
  const context = await browser.newContext({
    baseURL: adminUrl,
    locale: locale === 'sv' ? 'sv-SE' : 'en-GB',
    viewport: { width, height: 900 },
  });
  const page = await context.newPage();
  const auth = adminText(locale, 'auth');
  await page.goto(`/${locale}/sign-in`);
  await page.getByLabel(auth('signIn.email')).fill(email);
  await page.getByLabel(auth('signIn.password')).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: auth('signIn.submit') }).click();
  await expect(page).not.toHaveURL(/sign-in/);
  return page;
}

/** The checkout form's field by its label (which may end in a hidden "(required)"). */
function field(form: Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return form.getByLabel(new RegExp(`^${escaped}( \\(.+\\))?$`));
}

/**
 * A shopper registers in the storefront (Swedish), buys a filter from its page and places the
 * order at the checkout, by keyboard: the order's number, email and the signed-in page.
 */
export async function shopperOrder(browser: Browser) {
  const context = await browser.newContext({ baseURL: storefrontUrl, locale: 'sv-SE' });
  const page = await context.newPage();
  const t = messages('sv');
  const email = freshEmail();
  await register(page, 'sv', email);
  const products = await productsIn(page.request, 'filter', 'sv');
  const product = products.find((p) => !p.sizeRequired && p.maxQuantity >= 30);
  if (!product) throw new Error('No filter to buy');
  await page.goto(product.canonicalUrl);
  await press(
    page
      .getByRole('main')
      .getByRole('button', { name: t('product.addToCart'), exact: true })
      .first(),
  );
  await expect(page.getByText(filled('sv', 'cart.added', { name: product.name }))).toBeVisible();
  await page.goto('/checkout');
  const form = page.getByRole('form', { name: t('checkout.form') });
  // The account's details arrive first (its email); typing before them would be overwritten.
  await expect(field(form, t('checkout.email'))).toHaveValue(email);
  for (const [label, value] of [
    ['checkout.personalId', '19900101-1239'],
    ['checkout.email', email],
    ['checkout.phone', '070-123 45 67'],
    ['checkout.firstName', 'Åsa'],
    ['checkout.lastName', 'Öberg'],
    ['checkout.addressLine1', 'Storgatan 1'],
    ['checkout.zip', '111 22'],
    ['checkout.city', 'Växjö'],
  ] as const) {
    const input = field(form, t(label));
    if ((await input.count()) === 1 && (await input.inputValue()) !== value) {
      await input.fill('');
      await typeInto(input, value);
    }
  }
  await press(form.getByRole('checkbox', { name: 'Jag godkänner köpvillkoren' }), 'Space');
  await press(form.getByRole('button', { name: t('checkout.placeOrder') }));
  await expect(page.getByRole('heading', { level: 1, name: t('confirmation.title') })).toBeVisible();
  const number = (await page.getByText(pattern('sv', 'confirmation.orderNumber')).textContent())?.match(
    /\d+/,
  )?.[0];
  if (!number) throw new Error('No order number on the confirmation');
  return { page, email, number, product };
}

/** The shopper's orders page in the account. */
export const accountOrdersPath = PATHS.sv.orders;

/** The mail of `kind` (the outbox's, e.g. order-shipped) to `email`, as it lies in the outbox. */
export async function outboxMail(kind: string, email: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const names = (await readdir(OUTBOX).catch(() => [] as string[])).filter((n) =>
      n.endsWith(`-${kind}.eml`),
    );
    for (const name of names) {
      const mail = (await readFile(new URL(name, OUTBOX), 'utf8'))
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      if (mail.includes(`To: ${email}`)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No ${kind} mail to ${email}`);
}

/** Opens an order from the desk's list by keyboard: search by email, then the order's link. */
export async function openOrderByKeyboard(page: Page, locale: AdminLocale, email: string, number: string) {
  const t = adminText(locale, 'orders');
  await page.goto(`/${locale}/orders`);
  await expect(page.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();
  const search = page.getByLabel(t('filters.search'), { exact: true });
  await search.focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=/);
  const link = page.getByRole('link', { name: number, exact: true });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: t('order.title', { id: number }) })).toBeVisible();
}
