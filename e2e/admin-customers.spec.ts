import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { freshEmail, register } from './account';
import { expectNoAxeViolations } from './axe';
import { adminUrl, commerceUrl, staffCliSecret, storefrontUrl } from './playwright.config';

const root = fileURLToPath(new URL('..', import.meta.url));
const STAFF_PASSWORD = 'en lång lösenfras för kundtjänsten';

type AdminLocale = 'sv' | 'en';

/** The back office's texts of an area in a language, by dotted key. */
function adminText(locale: AdminLocale, area: string) {
  const messages = JSON.parse(readFileSync(`${root}apps/admin/messages/${locale}/${area}.json`, 'utf8'));
  return (key: string, values: Record<string, string> = {}) => {
    const text = key.split('.').reduce((node, part) => node?.[part], messages) as unknown;
    if (typeof text !== 'string') throw new Error(`No text ${area}.${key} in ${locale}`);
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  };
}

/** A member of the given role with a password, made by `npm run staff` against the running shop. */
function addStaffMember(role: string): string {
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
        DATA_DIR: process.env.E2E_DATA_DIR ?? `${root}data/e2e`,
        STAFF_CLI_SECRET: staffCliSecret,
      },
    },
  );
  return email;
}

/** Signs the member in to the back office in a context of its own. */
async function signedInStaff(
  browser: Browser,
  email: string,
  locale: AdminLocale,
  { width = 1280, javaScriptEnabled = true } = {},
) {
  const context = await browser.newContext({
    baseURL: adminUrl,
    locale: locale === 'sv' ? 'sv-SE' : 'en-GB',
    viewport: { width, height: 900 },
    javaScriptEnabled,
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

/** A shopper registered in the storefront, with a name the search finds them by. */
async function shopper(browser: Browser): Promise<{ email: string }> {
  const context = await browser.newContext({ locale: 'sv-SE', baseURL: storefrontUrl });
  const email = freshEmail();
  await register(await context.newPage(), 'sv', email);
  await context.close();
  return { email };
}

async function openCustomer(page: Page, locale: AdminLocale, email: string) {
  const t = adminText(locale, 'customers');
  await page.goto(`/${locale}/customers`);
  const nav = page.getByRole('navigation', { name: adminText(locale, 'shell')('navLabel') });
  await expect(nav.getByRole('link', { name: t('nav') })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();
  await page.getByLabel(t('filter.search'), { exact: true }).fill(email.slice(0, 20));
  await page.getByRole('button', { name: t('filter.submit') }).click();
  // The search is a plain GET: the address carries it, so it can be shared and reloaded.
  await expect(page).toHaveURL(/\/customers\?q=/);
  const table = page.getByRole('table', { name: t('caption') });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('cell', { name: email })).toBeVisible();
  await table.getByRole('rowheader').getByRole('link', { name: email }).click();
  await expect(page).toHaveURL(/\/customers\/\d+$/);
  await expect(page.getByText(email).first()).toBeVisible();
}

test.describe('the customer desk', () => {
  // Each test registers a shopper in the storefront and signs staff in: minutes on two busy cores.
  test.describe.configure({ timeout: 180_000 });

  test('staff search a customer, write a note and sign in as them in the storefront', async ({ browser }) => {
    const { email } = await shopper(browser);
    const member = addStaffMember('owner');
    const page = await signedInStaff(browser, member, 'sv');
    const t = adminText('sv', 'customers');
    await openCustomer(page, 'sv', email);

    const note = `Ringde om leveransen ${randomUUID().slice(0, 8)}`;
    await page.getByLabel(t('notes.label')).fill(note);
    await page.getByRole('button', { name: t('notes.submit') }).click();
    const notes = page.getByRole('region', { name: t('notes.title') });
    await expect(notes.getByText(note)).toBeVisible();
    await expect(page.getByLabel(t('notes.label'))).toHaveValue('');

    await page.getByRole('button', { name: t('impersonate.submit') }).click();
    const link = page.getByTestId('impersonation-link');
    await expect(link).toHaveAttribute('target', '_blank');
    const [storefront] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    // The storefront asks the staff member to confirm, then opens the customer's orders signed in.
    const shop = JSON.parse(readFileSync(`${root}apps/storefront/messages/sv.json`, 'utf8'));
    await storefront.getByRole('button', { name: shop.auth.staffSignInConfirm }).click();
    await expect(storefront).toHaveURL(/\/mina-sidor\/ordrar$/);
    // Signed in as the customer: the header offers their account, not the sign-in.
    await expect(
      storefront.getByRole('banner').getByRole('link', { name: shop.auth.myAccount }),
    ).toBeVisible();
    await page.context().close();
  });

  test('without JavaScript the search is a GET and a note is a form post', async ({ browser }) => {
    const { email } = await shopper(browser);
    const member = addStaffMember('support');
    const page = await signedInStaff(browser, member, 'en', { javaScriptEnabled: false });
    const t = adminText('en', 'customers');
    await openCustomer(page, 'en', email);
    const note = `Asked for a quote ${randomUUID().slice(0, 8)}`;
    await page.getByLabel(t('notes.label')).fill(note);
    await page.getByRole('button', { name: t('notes.submit') }).click();
    await expect(page.getByRole('region', { name: t('notes.title') }).getByText(note)).toBeVisible();
    // Support may not erase or export: the page offers neither.
    await expect(page.getByRole('region', { name: t('data.title') })).toHaveCount(0);
    await page.context().close();
  });

  test("the list and a customer's page pass axe in Swedish at 390 px and in English on a desktop", async ({
    browser,
  }, info) => {
    const { email } = await shopper(browser);
    const member = addStaffMember('owner');
    for (const [locale, width] of [
      ['sv', 390],
      ['en', 1280],
    ] as const) {
      const page = await signedInStaff(browser, member, locale, { width });
      await openCustomer(page, locale, email);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: info.outputPath(`customer-${locale}-${width}.png`), fullPage: true });
      await page.goBack();
      await expect(page).toHaveURL(/\/customers\?q=/);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: info.outputPath(`customers-${locale}-${width}.png`), fullPage: true });
      await page.context().close();
    }
  });
});
