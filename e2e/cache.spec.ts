import { expect, test } from '@playwright/test';
import { commerceUrl } from './playwright.config';

const API_KEY = 'demo-storefront-key';

test.describe('catalog cache invalidation', () => {
  test('expires tags only for a caller with the API key and valid tags', async ({ request }) => {
    const post = (data: unknown, key?: string) =>
      request.post('/api/revalidate', { data, headers: key ? { 'x-apikey': key } : {} });
    expect((await post({ tags: ['catalog'] })).status()).toBe(401);
    expect((await post({ tags: ['catalog'] }, 'wrong')).status()).toBe(401);
    expect((await post({ tags: ['everything'] }, API_KEY)).status()).toBe(400);
    const ok = await post({ tags: ['catalog', 'product:x', 'nonsense'] }, API_KEY);
    expect(ok.status()).toBe(200);
    expect(await ok.json()).toEqual({ revalidated: ['catalog', 'product:x'] });
  });

  test('shows a review posted to the API at once, not after the cache expires', async ({ page, request }) => {
    const product = '/p/nordgrav-sd-10-plus-dumper';
    await page.goto(product);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const author = `Cache Testsson ${Date.now()}`;
    await expect(page.getByText(author)).toHaveCount(0);

    const response = await request.post(`${commerceUrl}/graphql`, {
      headers: { 'x-apikey': API_KEY },
      data: {
        query: `mutation ($alias: String!, $author: String!) {
          postProductReview(alias: $alias, rating: 5, author: $author, comment: "Stark och lättkörd.", languageId: "sv-SE")
        }`,
        variables: { alias: 'nordgrav-sd-10-plus-dumper', author },
      },
    });
    expect(await response.json()).toEqual({ data: { postProductReview: true } });

    await page.reload();
    await expect(page.getByText(author)).toBeVisible();
  });
});
