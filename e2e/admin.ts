import { execFileSync } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContextOptions, expect, type Page } from '@playwright/test';
import { adminUrl, commerceUrl, staffCliSecret } from './playwright.config';

const root = fileURLToPath(new URL('..', import.meta.url));

export type AdminLocale = 'sv' | 'en';
export type StaffRoleName = 'owner' | 'orders' | 'catalog' | 'marketing' | 'support';

/** The password the members these tests make sign in with. */
export const MEMBER_PASSWORD = 'en lång lösenfras för kontoret';

/** The back office's texts of one area in a language, by dotted key, with `{name}` filled in. */
export function adminText(locale: AdminLocale, area: string) {
  const all = JSON.parse(readFileSync(`${root}apps/admin/messages/${locale}/${area}.json`, 'utf8'));
  return (key: string, values: Record<string, string | number> = {}) => {
    const text = key.split('.').reduce((node, part) => node?.[part], all) as unknown;
    if (typeof text !== 'string') throw new Error(`No text ${area}.${key} in ${locale}`);
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
  };
}

/** A member of the role with a password, added by `npm run staff` to the running shop. */
export function addMember(role: StaffRoleName, name = `E2E ${role}`): string {
  const email = `${role}-${randomUUID()}@maskinbutiken.test`;
  execFileSync(
    process.execPath,
    [
      'apps/commerce/src/staff-cli.ts',
      'add',
      '--email',
      email,
      '--role',
      role,
      '--name',
      name,
      '--password-stdin',
    ],
    {
      cwd: root,
      input: `${MEMBER_PASSWORD}\n`,
      env: {
        ...process.env,
        COMMERCE_URL: commerceUrl,
        COMMERCE_PORT: new URL(commerceUrl).port,
        DATA_DIR: `${root}data/e2e`,
        STAFF_CLI_SECRET: staffCliSecret,
      },
      stdio: ['pipe', 'ignore', 'inherit'],
    },
  );
  return email;
}

/** A browser context on the back office in a language (and width), with nobody signed in. */
export async function adminPage(
  browser: Browser,
  locale: AdminLocale,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: adminUrl,
    locale: locale === 'sv' ? 'sv-SE' : 'en-GB',
    ...options,
  });
  return context.newPage();
}

/** Fills in and sends the sign-in form on the page it is on. */
export async function submitSignIn(
  page: Page,
  locale: AdminLocale,
  email: string,
  password = MEMBER_PASSWORD,
) {
  const auth = adminText(locale, 'auth');
  await page.getByLabel(auth('signIn.email')).fill(email);
  await page.getByLabel(auth('signIn.password')).fill(password);
  await page.getByRole('button', { name: auth('signIn.submit') }).click();
}

/** Signs the member in from the sign-in page and waits for the start page. */
export async function signIn(page: Page, locale: AdminLocale, email: string) {
  await page.goto(`/${locale}/sign-in`);
  await submitSignIn(page, locale, email);
  await expect(page).toHaveURL(`${adminUrl}/${locale}`);
}

/** The code an authenticator app shows for a base32 secret at a moment (RFC 6238: SHA-1, 6 digits, 30 s). */
export function totpCode(secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...secret.replace(/[\s=]/g, '').toUpperCase()]
    .map((char) => alphabet.indexOf(char).toString(2).padStart(5, '0'))
    .join('');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = (hmac.at(-1) ?? 0) & 15;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** Whether the page is no wider than its window: nothing to scroll sideways but a table's own region. */
export async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    window: document.documentElement.clientWidth,
  }));
  expect(widths.content, `width of ${page.url()}`).toBeLessThanOrEqual(widths.window);
}
