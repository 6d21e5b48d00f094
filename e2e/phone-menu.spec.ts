import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { menuAt } from './menus';
import { type Locale, messages, prefix } from './messages';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Presses Tab until the element has focus, as a keyboard user would reach it. */
async function tabTo(page: Page, target: Locator, limit = 20) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Not reached with ${limit} presses of Tab`);
}

const focusIsIn = (dialog: Locator) => dialog.evaluate((el) => el.contains(document.activeElement));

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the first screen shows logo, search, cart and menu, and the header takes at most a quarter of it', async ({
    page,
  }) => {
    const sv = messages('sv');
    await page.goto('/');
    const header = page.getByRole('banner');
    const box = await header.boundingBox();
    console.log(`phone header height: ${box?.height}px of ${PHONE.height}px`);
    expect(box?.height ?? Infinity).toBeLessThanOrEqual(PHONE.height * 0.25);
    await expect(header.getByRole('link', { name: 'Maskinbutiken' })).toBeInViewport();
    await expect(header.getByRole('combobox', { name: sv('searchBox.label') })).toBeInViewport();
    // Once the page runs, the cart is a button that opens the cart panel.
    await expect(header.getByRole('button', { name: sv('cart.title') })).toBeInViewport();
    await expect(header.getByRole('button', { name: sv('layout.menu') })).toBeInViewport();
    // The settings wait in the menu.
    await expect(header.getByRole('radio', { name: sv('customerType.ORGANIZATION') })).toBeHidden();
    await expect(header.getByRole('button', { name: sv('market.label') })).toBeHidden();
  });

  for (const locale of ['sv', 'en'] as Locale[]) {
    test(`the menu opens by keyboard, moves focus in and closes with Escape or its button, in ${locale}`, async ({
      page,
      request,
    }) => {
      const t = messages(locale);
      const [categories, shortcuts] = await Promise.all([
        menuAt(request, 'main-mobile', locale),
        menuAt(request, 'top-bar', locale),
      ]);
      const account = shortcuts.menuItems.find((item) => item.canonicalUrl === '/account');
      await page.goto(prefix(locale) || '/');
      await expectNoAxeViolations(page);
      const button = page.getByRole('button', { name: t('layout.menu') });
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      await tabTo(page, button);
      await page.keyboard.press('Enter');
      const menu = page.getByRole('dialog', { name: t('layout.menu') });
      await expect(menu).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(button).toHaveAttribute('aria-controls', (await menu.getAttribute('id')) ?? '');
      expect(await menu.evaluate((el) => el.matches(':modal'))).toBe(true);
      expect(await focusIsIn(menu)).toBe(true);
      await expect(menu.getByRole('navigation', { name: categories.title }).getByRole('link')).toHaveText(
        categories.menuItems.map((item) => item.label),
      );
      await expect(menu.getByRole('navigation', { name: shortcuts.title }).getByRole('link')).toHaveCount(
        shortcuts.menuItems.length,
      );
      await expect(menu.getByRole('link', { name: account?.label ?? 'no account link' })).toBeVisible();
      await expect(menu.getByRole('group', { name: t('customerType.label') })).toBeVisible();
      await expect(menu.getByRole('button', { name: t('market.label') })).toBeVisible();
      await expect(menu.getByRole('navigation', { name: t('layout.language') })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      await page.keyboard.press('Enter');
      await menu.getByRole('button', { name: t('layout.close') }).press('Enter');
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
    });
  }

  for (const [locale, other, otherName] of [
    ['sv', 'en', 'English'],
    ['en', 'sv', 'Svenska'],
  ] as [Locale, Locale, string][]) {
    test(`the customer type and the language are chosen in the menu, from ${locale}`, async ({ page }) => {
      const t = messages(locale);
      await page.goto(prefix(locale) || '/');
      const button = page.getByRole('button', { name: t('layout.menu') });
      const menu = page.getByRole('dialog', { name: t('layout.menu') });
      // A tap before the page's script runs does nothing; the shopper taps again, once it has.
      await expect(async () => {
        if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
        await expect(menu).toBeVisible({ timeout: 2_000 });
      }).toPass();
      // The customer type switches prices at once and the menu stays open.
      await menu.getByRole('radio', { name: t('customerType.ORGANIZATION') }).check();
      await expect(page.locator('html')).toHaveAttribute('data-vat', 'ex');
      await menu.getByRole('radio', { name: t('customerType.PERSON') }).check();
      await expect(page.locator('html')).toHaveAttribute('data-vat', 'inc');
      await expect(menu).toBeVisible();

      await menu
        .getByRole('navigation', { name: t('layout.language') })
        .getByRole('link', { name: otherName })
        .click();
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await expect(page).toHaveURL((url) => url.pathname === (prefix(other) || '/'));
      const o = messages(other);
      await expect(page.getByRole('dialog', { name: o('layout.menu') })).toBeHidden();
      await expect(page.getByRole('button', { name: o('layout.menu') })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    });
  }
});

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('the choices stay in the header and there is no menu button', async ({ page, request }) => {
    const sv = messages('sv');
    const [categories, shortcuts] = await Promise.all([
      menuAt(request, 'main-desktop', 'sv'),
      menuAt(request, 'top-bar', 'sv'),
    ]);
    await page.goto('/');
    const header = page.getByRole('banner');
    console.log(`desktop header height: ${(await header.boundingBox())?.height}px of ${DESKTOP.height}px`);
    await expect(header.getByRole('radio', { name: sv('customerType.ORGANIZATION') })).toBeAttached();
    await expect(header.getByRole('group', { name: sv('customerType.label') })).toBeVisible();
    await expect(header.getByRole('button', { name: sv('market.label') })).toBeVisible();
    await expect(header.getByRole('navigation', { name: sv('layout.language') })).toBeVisible();
    await expect(header.getByRole('navigation', { name: categories.title })).toBeVisible();
    await expect(header.getByRole('navigation', { name: shortcuts.title })).toBeVisible();
    await expect(header.getByRole('button', { name: sv('layout.menu') })).toBeHidden();
    await expect(header.getByRole('button', { name: sv('cart.title') })).toBeVisible();
  });
});
