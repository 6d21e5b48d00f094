import { expect, test } from '@playwright/test';
import { commerceUrl, revalidateSecret } from './playwright.config';

const API_KEY = 'demo-storefront-key';

test.describe('catalog cache invalidation', () => {
  test('expires tags only for a caller with the revalidation secret and valid tags', async ({ request }) => {
    const post = (data: unknown, headers: Record<string, string> = {}) =>
      request.post('/api/revalidate', { data, headers });
    const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
    expect((await post({ tags: ['catalog'] })).status()).toBe(401);
    expect((await post({ tags: ['catalog'] }, bearer('wrong'))).status()).toBe(401);
    // The channel's API key is in every page; it must not open the cache.
    expect((await post({ tags: ['catalog'] }, { 'x-apikey': API_KEY })).status()).toBe(401);
    expect((await post({ tags: ['catalog'] }, bearer(API_KEY))).status()).toBe(401);
    expect((await post({ tags: ['everything'] }, bearer(revalidateSecret))).status()).toBe(400);
    const ok = await post({ tags: ['catalog', 'product:x', 'nonsense'] }, bearer(revalidateSecret));
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
