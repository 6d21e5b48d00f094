import { type APIRequestContext, expect, test } from '@playwright/test';
import { addMember, adminPage, adminText, expectNoSidewaysScroll, signIn } from './admin';
import { expectNoAxeViolations } from './axe';
import { commerce } from './commerce-api';
import { storefrontUrl } from './playwright.config';

const t = adminText('sv', 'products');

/** The product page's name as a shopper is served it, fresh from the storefront's cache or not. */
async function shopHeading(request: APIRequestContext, alias: string) {
  const response = await request.get(`${storefrontUrl}/p/${alias}`, { maxRedirects: 0 });
  if (response.status() !== 200) return `(${response.status()})`;
  const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(await response.text())?.[1] ?? '';
  const entities: Record<string, string> = {
    '&amp;': '&',
    '&lt;': '<',
    '&gt;': '>',
    '&quot;': '"',
    '&#x27;': "'",
  };
  return heading.replace(/&(amp|lt|gt|quot|#x27);/g, (entity) => entities[entity] ?? entity);
}

/**
 * The shop's product page as first asked for after a change the desk said was done: the API expired
 * its cached page before it answered, so this first look shows the change. How long the look took
 * is printed beside the second the issue allows, not asserted: the bench measures it.
 */
async function firstLookAfter(request: APIRequestContext, alias: string, what: string) {
  const asked = performance.now();
  const heading = await shopHeading(request, alias);
  console.log(
    `${what}: the shop's page showed "${heading}" in ${Math.round(performance.now() - asked)} ms (goal < 1,000 ms)`,
  );
  return heading;
}

test('a catalog editor renames a product in Swedish and publishes it, and the shop shows the new name on its next look', async ({
  browser,
  request,
}) => {
  // A product deep in the catalog, which no other test reads by name.
  const { products } = await commerce<{
    products: { products: { alias: string; articleNumber: string; name: string }[] };
  }>(
    request,
    '{ products(marketId: "se", languageId: "sv-SE", skip: 1357, take: 1, filter: { sort: ALPHABETICAL }) { products { alias articleNumber name } } }',
  );
  const product = products.products[0];
  if (!product) throw new Error('No product to edit');
  expect(await shopHeading(request, product.alias)).toBe(product.name);

  const page = await adminPage(browser, 'sv');
  await signIn(page, 'sv', addMember('catalog'));
  await page.getByRole('link', { name: t('nav'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();
  await expectNoAxeViolations(page);

  // Found by its article number through the list's search, a GET form that keeps it in the address.
  await page.getByLabel(t('filter.search'), { exact: true }).fill(product.articleNumber);
  await page.getByRole('button', { name: t('filter.submit') }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${product.articleNumber}`));
  await page.getByRole('link', { name: product.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expectNoAxeViolations(page);

  // Taken out of the shop first, so that publishing it is a change the shop must show.
  await page.getByRole('button', { name: t('product.unpublish') }).click();
  await expect(page.getByText(t('done.unpublished'))).toBeVisible();
  expect(await firstLookAfter(request, product.alias, 'unpublished')).toBe('(404)');

  const renamed = `${product.name} Säsong ${Date.now() % 10_000}`;
  const swedish = page.getByRole('group', { name: t('languages.sv') });
  await swedish.getByLabel(t('form.fields.name'), { exact: true }).fill(renamed);
  await page.getByRole('button', { name: t('form.saveAndPublish') }).click();
  await expect(page.getByText(t('done.published'))).toBeVisible();
  // The API expired the storefront's cached page when it committed: the next visit shows the name.
  expect(await firstLookAfter(request, product.alias, 'renamed and published')).toBe(renamed);
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

  // On a phone the five languages stand one above the other, nothing to scroll sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);
  await page.context().close();
});
