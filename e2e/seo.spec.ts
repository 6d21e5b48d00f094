import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { commerce } from './commerce-api';
import { type Locale, messages } from './messages';
import { marketInPathUrl } from './playwright.config';

const HREFLANGS = ['sv-SE', 'da-DK', 'en-GB', 'fi-FI', 'nb-NO', 'x-default'];

interface ParsedSitemap {
  root: string;
  error: string | null;
  locs: string[];
  urls: { loc: string; alternates: { hreflang: string; href: string }[] }[];
}

/** Parses XML the way the browser does: a document that is not well-formed reports its error. */
async function parseSitemap(page: Page, xml: string): Promise<ParsedSitemap> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const ns = 'http://www.sitemaps.org/schemas/sitemap/0.9';
    const xhtml = 'http://www.w3.org/1999/xhtml';
    const error = doc.getElementsByTagName('parsererror')[0]?.textContent ?? null;
    return {
      root: `${doc.documentElement.namespaceURI} ${doc.documentElement.localName}`,
      error,
      locs: Array.from(doc.getElementsByTagNameNS(ns, 'loc'), (l) => l.textContent ?? ''),
      urls: Array.from(doc.getElementsByTagNameNS(ns, 'url'), (url) => ({
        loc: url.getElementsByTagNameNS(ns, 'loc')[0]?.textContent ?? '',
        alternates: Array.from(url.getElementsByTagNameNS(xhtml, 'link'), (link) => ({
          hreflang: link.getAttribute('hreflang') ?? '',
          href: link.getAttribute('href') ?? '',
        })),
      })),
    };
  }, xml);
}

async function fetchXml(page: Page, url: string) {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/xml/);
  expect(response.headers()['cache-control']).toMatch(/max-age=\d+/);
  const parsed = await parseSitemap(page, await response.text());
  expect(parsed.error).toBeNull();
  return parsed;
}

const BRAND_PAGES: { locale: Locale; path: string; brandHref: string; collation: string }[] = [
  { locale: 'sv', path: '/varumarken', brandHref: '/b/nordgrav', collation: 'sv' },
  { locale: 'en', path: '/en/brands', brandHref: '/en/b/nordgrav', collation: 'en' },
];

for (const { locale, path, brandHref, collation } of BRAND_PAGES) {
  test.describe(`brands page in ${locale}`, () => {
    const t = messages(locale);

    test('groups brands by first letter with a working letter index', async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('brands.title'));
      const index = page.getByRole('navigation', { name: t('brands.letterIndex') });
      const letters = await index.getByRole('link').allTextContents();
      expect(letters.length).toBeGreaterThan(5);
      expect(letters).toEqual([...letters].sort(new Intl.Collator(collation).compare));
      const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
      expect(headings).toEqual(letters);

      // Each group holds the brands of its letter; the letter index leads to it.
      const group = page.getByRole('region', { name: 'V', exact: true });
      const names = await group.getByRole('listitem').allTextContents();
      expect(names.every((name) => name.startsWith('V'))).toBe(true);
      await index.getByRole('link', { name: 'V', exact: true }).click();
      await expect(page).toHaveURL(/#brands-v$/);
      await expect(group.getByRole('heading', { name: 'V' })).toBeInViewport();

      await expect(page.getByRole('link', { name: 'Nordgrav', exact: true })).toHaveAttribute(
        'href',
        brandHref,
      );
      await expectNoAxeViolations(page);
    });
  });
}

test('sorts by the page language: Swedish puts Ä after O, English beside A', async ({ page }) => {
  await page.goto('/varumarken');
  const swedish = await page
    .getByRole('region', { name: 'V', exact: true })
    .getByRole('listitem')
    .allTextContents();
  expect(swedish.indexOf('Väktare')).toBeGreaterThan(swedish.indexOf('Voltan'));
  await page.goto('/en/brands');
  const english = await page
    .getByRole('region', { name: 'V', exact: true })
    .getByRole('listitem')
    .allTextContents();
  expect(english.indexOf('Väktare')).toBeLessThan(english.indexOf('Vildmark'));
});

test('the brands page names itself in every language, Swedish as x-default, by absolute address', async ({
  page,
  baseURL,
}) => {
  await page.goto('/en/brands');
  const link = (hreflang: string) => page.locator(`head link[rel="alternate"][hreflang="${hreflang}"]`);
  await expect(link('x-default')).toHaveAttribute('href', `${baseURL}/varumarken`);
  await expect(link('da-DK')).toHaveAttribute('href', `${baseURL}/da/varemaerker`);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/en/brands`);
});

test.describe('with forged proxy headers', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-host': 'forged.example', 'x-forwarded-proto': 'https' } });

  test('published addresses come from the configured origin, never from the request', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto('/varumarken');
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/varumarken`);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${baseURL}/sitemap/sv.xml</loc>`);
    expect(`${robots}${sitemap}`).not.toContain('forged.example');
  });
});

test('a brand on the brands page leads to its list page', async ({ page }) => {
  await page.goto('/en/brands');
  await page.getByRole('link', { name: 'Nordgrav', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/b\/nordgrav$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nordgrav');
});

test('the sitemap index names one sitemap per language', async ({ page, baseURL }) => {
  const index = await fetchXml(page, '/sitemap.xml');
  expect(index.root).toBe('http://www.sitemaps.org/schemas/sitemap/0.9 sitemapindex');
  expect(index.locs).toEqual(['sv', 'da', 'en', 'fi', 'nb'].map((l) => `${baseURL}/sitemap/${l}.xml`));
});

test('a language sitemap lists its pages with hreflang alternates in all five languages', async ({
  page,
  baseURL,
}) => {
  const sitemap = await fetchXml(page, '/sitemap/en.xml');
  expect(sitemap.root).toBe('http://www.sitemaps.org/schemas/sitemap/0.9 urlset');
  const locs = sitemap.urls.map((u) => u.loc);
  for (const path of [
    '/en',
    '/en/brands',
    '/en/news',
    '/en/about-us',
    '/en/b/nordgrav',
    '/en/c/byggmaskiner/minigravare',
  ]) {
    expect(locs).toContain(`${baseURL}${path}`);
  }
  expect(locs.some((loc) => loc.startsWith(`${baseURL}/en/dc/`))).toBe(true);
  expect(locs.filter((loc) => /checkout|account|kassan|preview|404|\/vinterforvaring$/.test(loc))).toEqual(
    [],
  );

  const product = sitemap.urls.find((u) => u.loc.startsWith(`${baseURL}/en/p/`));
  if (!product) throw new Error('No product in the English sitemap');
  // Each language names the product by its own alias (ADR 71), as the API gives it.
  const { product: found } = await commerce<{
    product: { alternates: { languageCode: string; canonicalUrl: string }[] };
  }>(
    page.request,
    'query ($alias: String!) { product(alias: $alias, languageId: "en-GB", marketId: "eu") { alternates { languageCode canonicalUrl } } }',
    { alias: product.loc.split('/').at(-1) },
  );
  const pathIn = (code: string) => found.alternates.find((a) => a.languageCode === code)?.canonicalUrl;
  expect(`${baseURL}/en${pathIn('en')}`).toBe(product.loc);
  expect(product.alternates).toEqual(
    HREFLANGS.map((hreflang) => {
      const code = hreflang === 'x-default' ? 'sv' : hreflang.slice(0, 2);
      return { hreflang, href: `${baseURL}${code === 'sv' ? '' : `/${code}`}${pathIn(code)}` };
    }),
  );
  expect((await page.request.get(product.loc)).status()).toBe(200);
  expect((await page.request.get('/sitemap/en-2.xml')).status()).toBe(404);
});

test('robots.txt names the sitemap index and keeps robots out of checkout and account', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const lines = (await response.text()).split('\n');
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(lines).toContain('Allow: /');
  for (const path of [
    '/kassan',
    '/en/checkout',
    '/da/kassen',
    '/checkout/',
    '/account',
    '/en/my-account/orders',
    '/api/',
  ]) {
    expect(lines).toContain(`Disallow: ${path}`);
  }
});

test('with markets in the path, sitemap addresses start with market and language', async ({ page }) => {
  const sitemap = await fetchXml(page, `${marketInPathUrl}/sitemap/sv.xml`);
  const brands = sitemap.urls.find((u) => u.loc === `${marketInPathUrl}/se/sv/varumarken`);
  expect(brands?.alternates.find((a) => a.hreflang === 'da-DK')?.href).toBe(
    `${marketInPathUrl}/dk/da/varemaerker`,
  );
  const robots = await (await page.request.get(`${marketInPathUrl}/robots.txt`)).text();
  expect(robots).toContain('Disallow: /se/sv/kassan');
});
