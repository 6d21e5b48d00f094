import { expect, test } from '@playwright/test';

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
});
