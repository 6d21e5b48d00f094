import { type Browser, type Locator, test } from '@playwright/test';
import { expect, PASSWORD, PATHS, panel, registeredCookies } from './account';
import { messages } from './messages';

test.describe.configure({ timeout: 120_000 });

const PHONE = { width: 390, height: 844 };

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A new account's email, registered in a browser of its own (this one stays a guest). */
async function registeredEmail(browser: Browser, baseURL: string | undefined): Promise<string> {
  const cookies = await registeredCookies(browser, baseURL);
  return decodeURIComponent(cookies.find((c) => c.name === 'mb-user')?.value ?? '');
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on the page');
  return box;
}

test('a guest sent from an account page to the sign-in panel lands back on it once signed in', async ({
  page,
  browser,
}, info) => {
  const t = messages('sv');
  const email = await registeredEmail(browser, info.project.use.baseURL);
  await page.goto(PATHS.sv.balance);
  const signIn = panel(page, 'sv');
  await expect(signIn).toBeVisible();
  // The panel took the page to come back to out of the address.
  await expect(page).toHaveURL(/\/$/);
  await signIn.getByLabel(t('auth.email')).fill(email);
  await signIn.getByLabel(t('auth.password')).fill(PASSWORD);
  await signIn.getByRole('button', { name: t('auth.signIn') }).click();
  await expect(page).toHaveURL(new RegExp(`${PATHS.sv.balance}$`));
  await expect(page.getByText(t('balance.amount'))).toBeVisible();
});

test('a sign-in from the header stays on the page it was made on', async ({ page, browser }, info) => {
  const t = messages('sv');
  const email = await registeredEmail(browser, info.project.use.baseURL);
  await page.goto(PATHS.sv.balance);
  await expect(panel(page, 'sv')).toBeVisible();
  // Closed without signing in: the page that asked is forgotten.
  await page.keyboard.press('Escape');
  await expect(panel(page, 'sv')).toBeHidden();
  await page.goto('/favoriter');
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('auth.signIn') })
    .click();
  const signIn = panel(page, 'sv');
  await signIn.getByLabel(t('auth.email')).fill(email);
  await signIn.getByLabel(t('auth.password')).fill(PASSWORD);
  await signIn.getByRole('button', { name: t('auth.signIn') }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: t('auth.myAccount') })).toBeVisible();
  await expect(page).toHaveURL(/\/favoriter$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test("the sign-in's toast covers none of the header's buttons", async ({ page, browser }, info) => {
    const t = messages('sv');
    const email = await registeredEmail(browser, info.project.use.baseURL);
    await page.goto('/?action=login');
    const signIn = panel(page, 'sv');
    await signIn.getByLabel(t('auth.email')).fill(email);
    await signIn.getByLabel(t('auth.password')).fill(PASSWORD);
    await signIn.getByRole('button', { name: t('auth.signIn') }).click();
    const message = page.getByRole('status').getByText(t('auth.signedIn'));
    await expect(message).toBeVisible();
    const toast = await boxOf(message.locator('..'));
    const header = page.getByRole('banner');
    const menu = await boxOf(header.getByRole('button', { name: t('layout.menu') }));
    expect(intersects(toast, menu), `toast ${JSON.stringify(toast)} over menu ${JSON.stringify(menu)}`).toBe(
      false,
    );
    for (const control of await header.getByRole('button').or(header.getByRole('link')).all()) {
      if (!(await control.isVisible())) continue;
      const box = await boxOf(control);
      expect(
        intersects(toast, box),
        `toast ${JSON.stringify(toast)} over ${await control.evaluate((el) => el.outerHTML.slice(0, 80))} ${JSON.stringify(box)}`,
      ).toBe(false);
    }
    // Still at the right, as the shop places its notices.
    expect(toast.x + toast.width).toBeGreaterThan(PHONE.width - 24);
  });
});
