import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

test.describe('home page', () => {
  test('shows categories and products in Swedish', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Maskiner för bygge, trädgård och fritid',
    );
    await expect(page.getByRole('heading', { name: 'Kategorier' })).toBeVisible();
    const products = page.getByRole('list', { name: 'Nytt i sortimentet' }).getByRole('listitem');
    await expect(products).toHaveCount(12);
    const firstLink = products.first().getByRole('link');
    await expect(firstLink).toHaveAttribute('href', /^\/p\/[a-z0-9-]+$/);
    await expect(products.first()).toContainText('kr');
    await expect(products.first()).toContainText('inkl. moms');
  });

  test('shows categories and products in English', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Machines for building, gardens and leisure',
    );
    const products = page.getByRole('list', { name: 'New in the range' }).getByRole('listitem');
    await expect(products).toHaveCount(12);
    await expect(products.first().getByRole('link')).toHaveAttribute('href', /^\/en\/p\/[a-z0-9-]+$/);
    await expect(products.first()).toContainText('incl. VAT');
  });

  test('leads to a product page with name, price and stock', async ({ page }) => {
    await page.goto('/');
    const card = page.getByRole('list', { name: 'Nytt i sortimentet' }).getByRole('listitem').first();
    const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/p\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByText(/\d\skr/).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Beskrivning' })).toBeVisible();
    await expect(page.getByRole('img').first()).toBeVisible();
  });

  test('has a theme colour and a self-hosted font', async ({ page }) => {
    const fontRequests: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'font') fontRequests.push(r.url());
    });
    await page.goto('/');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#363636');
    // Next names the self-hosted face after its CSS variable; the body must use it, and it must load.
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(family.split(',')[0]?.trim()).toBe('publicSans');
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter((f) => f.status === 'loaded')
        .map((f) => f.family.replaceAll('"', ''));
    });
    expect(loaded).toContain('publicSans');
    expect(fontRequests.some((url) => url.endsWith('.woff2'))).toBe(true);
    for (const url of fontRequests) expect(new URL(url).host).toBe(new URL(page.url()).host);
  });

  test('is axe-clean in Swedish and English', async ({ page }) => {
    await page.goto('/');
    await expectNoAxeViolations(page);
    await page.goto('/en');
    await expectNoAxeViolations(page);
  });
});

test.describe('product page', () => {
  test('is axe-clean and answers 404 for an unknown product', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('list', { name: 'Nytt i sortimentet' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A client-side navigation sets the new page's title ("{product} | Maskinbutiken") after its content shows.
    await expect(page).toHaveTitle(/. \| Maskinbutiken$/);
    await expectNoAxeViolations(page);
    const response = await page.goto('/p/no-such-product');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sidan kunde inte hittas');
  });
});

test.describe('search page', () => {
  test('finds inflected Swedish words and typos, most relevant first', async ({ page }) => {
    for (const term of ['gräsklipparen', 'grasklipare']) {
      const response = await page.goto(`/s/${encodeURIComponent(term)}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(term);
      const first = page
        .getByRole('list', { name: /Sökresultat/ })
        .getByRole('listitem')
        .first();
      await expect(first.getByRole('heading')).toContainText(/gräsklippare/i);
    }
  });
});
