import { expect, test } from '@playwright/test';
import { aTranslatedProduct, HREFLANG } from './addresses';
import { type Locale, prefix } from './messages';

test.describe('a product’s address in each language', () => {
  test('its Swedish address in English sends permanently to the English one, keeping the query the page reads', async ({
    request,
    page,
    baseURL,
  }) => {
    const product = await aTranslatedProduct(request);
    expect(product.pathIn.sv).toBe(`/p/${product.alias}`);
    const response = await request.get(`/en${product.pathIn.sv}?reviews=2`, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe(`/en${product.pathIn.en}?reviews=2`);
    // Another language's address, and one of the page's own, go there too.
    const danish = await request.get(`/en${product.pathIn.da}`, { maxRedirects: 0 });
    expect(danish.headers().location).toBe(`/en${product.pathIn.en}`);

    await page.goto(`/en${product.pathIn.sv}`);
    await expect(page).toHaveURL(`${baseURL}/en${product.pathIn.en}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  });

  test('the page names itself in every language by that language’s address', async ({
    request,
    page,
    baseURL,
  }) => {
    const product = await aTranslatedProduct(request);
    await page.goto(`/en${product.pathIn.en}`);
    for (const locale of Object.keys(HREFLANG) as Locale[]) {
      await expect(
        page.locator(`head link[rel="alternate"][hreflang="${HREFLANG[locale]}"]`),
      ).toHaveAttribute('href', `${baseURL}${prefix(locale)}${product.pathIn[locale]}`);
    }
    await expect(page.locator('head link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      `${baseURL}${product.pathIn.sv}`,
    );
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/en${product.pathIn.en}`,
    );
  });

  test('the language switcher lands on the product’s address in the language chosen', async ({
    request,
    page,
    baseURL,
  }) => {
    const product = await aTranslatedProduct(request);
    await page.goto(product.pathIn.sv);
    await page
      .getByRole('navigation', { name: 'Språk' })
      .first()
      .getByRole('link', { name: 'English' })
      .click();
    await expect(page).toHaveURL(`${baseURL}/en${product.pathIn.en}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  });

  test('the English sitemap lists it by its English address, each language’s beside it', async ({
    request,
    baseURL,
  }) => {
    const product = await aTranslatedProduct(request);
    const xml = await (await request.get('/sitemap/en.xml')).text();
    const entry = xml.split('<url>').find((u) => u.includes(`<loc>${baseURL}/en${product.pathIn.en}</loc>`));
    expect(entry, 'the product’s entry').toBeDefined();
    for (const locale of Object.keys(HREFLANG) as Locale[]) {
      expect(entry).toContain(
        `hreflang="${HREFLANG[locale]}" href="${baseURL}${prefix(locale)}${product.pathIn[locale]}"`,
      );
    }
  });
});

test.describe('a content page’s address in each language', () => {
  test('is its title’s in the language: the Swedish address sends there, the footer and hreflang name it', async ({
    request,
    page,
    baseURL,
  }) => {
    const response = await request.get('/en/om-oss', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe('/en/about-us');

    await page.goto('/en/om-oss');
    await expect(page).toHaveURL(`${baseURL}/en/about-us`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'About us' })).toHaveAttribute(
      'href',
      '/en/about-us',
    );
    for (const [hreflang, path] of [
      ['sv-SE', '/om-oss'],
      ['da-DK', '/da/om-os'],
      ['en-GB', '/en/about-us'],
      ['fi-FI', '/fi/meista'],
      ['nb-NO', '/nb/om-oss'],
    ]) {
      await expect(page.locator(`head link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute(
        'href',
        `${baseURL}${path}`,
      );
    }
    await page
      .getByRole('navigation', { name: 'Language' })
      .first()
      .getByRole('link', { name: 'Svenska' })
      .click();
    await expect(page).toHaveURL(`${baseURL}/om-oss`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Om oss');
  });
});
