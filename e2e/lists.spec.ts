import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';

const cards = (page: Page) => page.getByRole('list', { name: 'Byggmaskiner' }).getByRole('listitem');
const count = (page: Page) => page.getByRole('status').filter({ hasText: /produkt/ });
const countValue = async (page: Page) => Number(((await count(page).textContent()) ?? '').replace(/\D/g, ''));
/** The name beside a checkbox. */
const labelOf = async (checkbox: Locator) =>
  ((await checkbox.locator('xpath=following-sibling::span[1]').textContent()) ?? '').trim();

test.describe('list pages', () => {
  test('filter by brand, sort, page through and go back to each earlier state', async ({ page }) => {
    await page.goto('/c/byggmaskiner');
    const all = await countValue(page);
    const brand = page.getByRole('group', { name: 'Varumärke' }).getByRole('checkbox').first();
    const brandName = await labelOf(brand);
    await brand.check();
    await expect(page).toHaveURL(/brands=[^&]+~b-\d+/);
    await expect(count(page)).not.toHaveText(`${all} produkter`);
    const filtered = await countValue(page);
    expect(filtered).toBeLessThan(all);
    for (const card of await cards(page).all()) {
      await expect(card).toContainText(brandName, { ignoreCase: true });
    }

    await page.getByLabel('Sortera efter').selectOption('PRICE');
    await expect(page).toHaveURL(/sort=PRICE(&|$)/);
    await expect(page).toHaveURL(/brands=/);
    const prices = await cards(page)
      .locator('.vat-inc')
      .evaluateAll((nodes) => nodes.map((n) => Number((n.firstChild?.textContent ?? '').replace(/\D/g, ''))));
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    if (filtered > 20) {
      await page.getByRole('link', { name: 'Nästa sida' }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page).toHaveURL(/brands=.*sort=PRICE|sort=PRICE.*brands=/);
      await page.goBack();
      await expect(page).not.toHaveURL(/page=2/);
    }
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(brand).toBeChecked();
    await page.goBack();
    await expect(page).not.toHaveURL(/brands=/);
    await expect(brand).not.toBeChecked();
    await expect(count(page)).toHaveText(`${all} produkter`);
  });

  test('a removed filter chip and "clear all" lead back to the whole list', async ({ page }) => {
    await page.goto('/c/byggmaskiner');
    const all = await countValue(page);
    const size = page.getByRole('group', { name: 'Storlek' }).getByRole('checkbox').first();
    const sizeName = await labelOf(size);
    await size.check();
    await expect(page).toHaveURL(/skus=/);
    // A brand with none of that size cannot be chosen: the first that has some.
    await page
      .getByRole('group', { name: 'Varumärke' })
      .getByRole('checkbox', { disabled: false })
      .first()
      .check();
    await expect(page).toHaveURL(/brands=/);
    const chips = page.getByRole('list', { name: 'Valda filter' });
    await chips.getByRole('link', { name: `Ta bort filtret ${sizeName}` }).click();
    await expect(page).not.toHaveURL(/skus=/);
    await chips.getByRole('link', { name: 'Rensa alla filter' }).click();
    await expect(page).not.toHaveURL(/brands=/);
    await expect(count(page)).toHaveText(`${all} produkter`);
  });

  test('keeps the scroll position when the shopper comes back to a list', async ({ page }) => {
    await page.setViewportSize({ width: 1360, height: 700 });
    await page.goto('/c/byggmaskiner');
    const next = page.getByRole('link', { name: 'Nästa sida' });
    await next.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(300);
    await next.click();
    await expect(page).toHaveURL(/page=2/);
    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 100);
  });

  test('is axe-clean with its filters open, in Swedish and English', async ({ page }) => {
    for (const path of ['/c/byggmaskiner?brands=x~b-1', '/en/s/lawn%20mower']) {
      await page.goto(path);
      await expect(page.getByRole('group').first()).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
      expect(violations, path).toEqual([]);
    }
  });

  test('offers relevance only on search pages', async ({ page }) => {
    await page.goto('/s/gr%C3%A4sklippare');
    await expect(page.getByLabel('Sortera efter')).toHaveValue('RELEVANCE');
    await page.goto('/c/byggmaskiner');
    await expect(page.getByLabel('Sortera efter').locator('option[value="RELEVANCE"]')).toHaveCount(0);
  });
});
