import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

const searchBox = (page: Page, name = 'Sök produkter, kategorier och varumärken') =>
  page.getByRole('combobox', { name });

test.describe('header search box', () => {
  test('suggests products after typing and opens the highlighted one with Enter', async ({ page }) => {
    await page.goto('/');
    const box = searchBox(page);
    await box.focus();
    await page.keyboard.type('motorsåg');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const listbox = page.getByRole('listbox', { name: 'Sökförslag' });
    const products = listbox.getByRole('group', { name: 'Produkter' }).getByRole('option');
    await expect(products).toHaveCount(10);
    await expect(
      listbox.getByRole('group', { name: 'Kategorier' }).getByRole('option').first(),
    ).toContainText('Motorsågar');
    await page.keyboard.press('ArrowDown');
    await expect(products.first()).toHaveAttribute('aria-selected', 'true');
    const firstId = await products.first().getAttribute('id');
    await expect(box).toHaveAttribute('aria-activedescendant', firstId ?? '');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/p\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/motorsåg/i);
  });

  test('searches the typed text with Enter, remembers it, and forgets it with Delete', async ({ page }) => {
    await page.goto('/');
    const box = searchBox(page);
    await box.focus();
    await page.keyboard.type('kedja');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/s\/kedja$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('kedja');

    await page.goto('/');
    await searchBox(page).focus();
    const recent = page.getByRole('group', { name: 'Senaste sökningar' }).getByRole('option');
    await expect(recent).toHaveCount(1);
    await expect(recent.first()).toHaveAccessibleName('kedja');
    await page.keyboard.press('ArrowDown');
    await expect(recent.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Delete');
    await expect(recent).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('mb-recent-searches'))).toBe('[]');
  });

  test('Escape closes the suggestions and Tab leaves the box', async ({ page }) => {
    await page.goto('/en');
    const box = searchBox(page, 'Search products, categories and brands');
    await box.focus();
    await page.keyboard.type('chainsaws');
    const options = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(box).not.toBeFocused();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/s\/chainsaws$/);
  });

  test('shows five products on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await searchBox(page).focus();
    await page.keyboard.type('gräsklippare');
    const products = page.getByRole('group', { name: 'Produkter' }).getByRole('option');
    await expect(products).toHaveCount(5);
  });
});

test.describe('content pages', () => {
  test('show in Swedish and English, at /{alias} and /content/{alias}', async ({ page }) => {
    const response = await page.goto('/om-oss');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Om oss');
    await expect(page.getByText(/familjeägd maskinhandlare i Älvsjö/)).toBeVisible();
    await expect(page).toHaveTitle(/^Om oss \| Maskinbutiken$/);
    await expectNoAxeViolations(page);

    await page.goto('/en/om-oss');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    await expect(page.getByText(/family-owned machine dealer in Älvsjö/)).toBeVisible();

    await page.goto('/content/kontakt');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt och öppettider');
    await expect(page.getByRole('term').filter({ hasText: 'Verkstad' }).first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/kontakt$/);
    await expectNoAxeViolations(page);
  });

  test('answer 404 for an unknown alias and for a draft, in preview too (drafts are for the staff key)', async ({
    page,
  }) => {
    for (const path of [
      '/ingen-sadan-sida',
      '/en/no-such-page',
      '/vinterforvaring',
      '/content/vinterforvaring',
      '/vinterforvaring?preview=true',
      '/content/vinterforvaring?preview=true',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
    const published = await page.goto('/kopvillkor?preview=true');
    expect(published?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Köpvillkor');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('every footer link leads to a page', async ({ page, request }) => {
    await page.goto('/en');
    const links = page.getByRole('navigation', { name: 'Information' }).getByRole('link');
    // The content pages, the brands and the four contact forms.
    await expect(links).toHaveCount(11);
    await expect(links.first()).toHaveText('About us');
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
      expect(href).toMatch(/^\/en\//);
      expect((await request.get(href)).status(), href).toBe(200);
    }
  });
});

test.describe('home page widgets', () => {
  test('show the hero, campaign and news carousels, category tiles and texts', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('heading', { level: 1 });
    await expect(hero).toHaveText('Maskiner för bygge, trädgård och fritid');
    await expect(page.getByRole('link', { name: 'Till höstrean' })).toHaveAttribute(
      'href',
      '/dc/hostrea-tradgard',
    );
    await expect(page.locator('img[src="/images/products/excavator-f2a900-0.svg"]')).toBeVisible();

    const campaign = page.getByRole('region', { name: 'Höstrea i trädgården – 20 % rabatt' });
    await expect(campaign).toHaveAttribute('aria-roledescription', 'karusell');
    await expect(campaign.getByRole('listitem').first()).toContainText('Höstrea trädgård');
    const list = campaign.getByRole('list');
    const back = campaign.getByRole('button', { name: 'Bläddra bakåt i Höstrea i trädgården – 20 % rabatt' });
    const forward = campaign.getByRole('button', {
      name: 'Bläddra framåt i Höstrea i trädgården – 20 % rabatt',
    });
    await expect(back).toHaveAttribute('aria-disabled', 'true');
    await forward.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expect(back).toHaveAttribute('aria-disabled', 'false');

    await expect(page.getByRole('region', { name: 'Nytt i sortimentet' }).getByRole('listitem')).toHaveCount(
      12,
    );
    const tiles = page.getByRole('region', { name: 'Kategorier' });
    await expect(tiles.getByRole('heading', { level: 2 })).toHaveText('Kategorier');
    await expect(tiles.getByRole('link', { name: /^Byggmaskiner/ })).toHaveAttribute(
      'href',
      '/c/byggmaskiner',
    );
    await expect(page.getByRole('heading', { name: 'Service i egen verkstad' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Läs hyresvillkoren' })).toHaveAttribute(
      'href',
      '/hyresvillkor',
    );
    await expect(page.getByText('Öppettider i jul')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('show no drafts in the widget preview to a shopper (drafts are for the staff key)', async ({
    page,
  }) => {
    await page.goto('/preview-widgets');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Förhandsvisning');
    await expect(page.getByRole('heading', { name: 'Service i egen verkstad' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Öppettider i jul' })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.goto('/en/preview-widgets?family=Content&alias=vinterforvaring');
    await expect(page.getByText('Bring your lawn mower, ride-on mower or robot mower')).toHaveCount(0);
  });
});
