import { randomUUID } from 'node:crypto';
import { type Browser, expect as baseExpect, type Page } from '@playwright/test';
import { type Locale, messages, prefix } from './messages';

// Every sign-in costs the API an argon2id hash, and the machine is shared: the waits are generous.
export const expect = baseExpect.configure({ timeout: 15_000 });
export const PASSWORD = 'hemligt-losen-1';
export const PATHS: Record<'sv' | 'en', { orders: string; settings: string; balance: string }> = {
  sv: { orders: '/mina-sidor/ordrar', settings: '/mina-sidor/installningar', balance: '/mina-sidor/saldo' },
  en: {
    orders: '/en/my-account/orders',
    settings: '/en/my-account/settings',
    balance: '/en/my-account/balance',
  },
};

/** An address nobody else in the shared e2e database has. */
export const freshEmail = () => `kund-${randomUUID()}@example.se`;

export const panel = (page: Page, locale: Locale) =>
  page.getByRole('dialog', { name: messages(locale)('auth.signIn') });

/** Opens the sign-in panel from the header. */
export async function openSignIn(page: Page, locale: Locale) {
  const t = messages(locale);
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('auth.signIn') })
    .click();
  await expect(panel(page, locale)).toBeVisible();
}

/** Registers through the panel and lands in the settings. */
export async function register(
  page: Page,
  locale: 'sv' | 'en',
  email: string,
  options: { newsletter?: boolean } = {},
) {
  const t = messages(locale);
  await page.goto(`${prefix(locale)}/?action=login`);
  const dialog = panel(page, locale);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: t('auth.register') }).click();
  const form = page.getByRole('dialog', { name: t('auth.register') });
  await form.getByLabel(t('auth.email')).fill(email);
  await form.getByLabel(t('auth.password'), { exact: true }).fill(PASSWORD);
  await form.getByLabel(t('auth.passwordConfirm')).fill(PASSWORD);
  if (options.newsletter) await form.getByLabel(t('auth.newsletter')).check();
  await form.getByRole('button', { name: t('auth.register') }).click();
  await expect(page).toHaveURL(new RegExp(`${PATHS[locale].settings}$`));
  await expect(page.getByRole('heading', { level: 1, name: t('settings.title') })).toBeVisible();
}

export async function signOut(page: Page, locale: Locale) {
  const t = messages(locale);
  await page
    .getByRole('navigation', { name: t('accountNav.label') })
    .getByRole('button', { name: t('auth.signOut') })
    .click();
  await expect(page.getByRole('banner').getByRole('button', { name: t('auth.signIn') })).toBeVisible();
}

/**
 * The cookies of a newly registered customer's browser (no name on the account), to sign in another
 * context with, such as one without JavaScript, where signing in itself cannot run.
 */
export async function registeredCookies(browser: Browser, baseURL: string | undefined) {
  // Contexts made here take the test's options: JavaScript is switched on again for signing in.
  const context = await browser.newContext({ baseURL, javaScriptEnabled: true });
  await register(await context.newPage(), 'sv', freshEmail());
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}
