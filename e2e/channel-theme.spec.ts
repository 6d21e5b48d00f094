import { type APIRequestContext, expect, test } from '@playwright/test';
import { commerce } from './commerce-api';

/** The channel's theme map as the API answers it. */
async function themeOfChannel(request: APIRequestContext) {
  const { channel } = await commerce<{ channel: { settings: { theme: { name: string; value: string }[] } } }>(
    request,
    '{ channel { settings { theme { name value } } } }',
  );
  return channel.settings.theme;
}

test.describe("the channel's theme", () => {
  test('is written by the server on the root of every page, so the shop shows its colour and font', async ({
    page,
  }) => {
    const theme = await themeOfChannel(page.request);
    expect(theme).toContainEqual({ name: '--color-theme', value: '#363636' });

    // In the server's HTML, before any script runs.
    for (const path of ['/', '/en', '/kassan']) {
      const html = await (await page.request.get(path)).text();
      const root = html.match(/<html[^>]*>/)?.[0] ?? '';
      for (const { name, value } of theme) expect(root, path).toContain(`${name}:${value}`);
    }

    await page.goto('/');
    const root = page.locator('html');
    // After hydration too, the root's own style holds each variable as the map gives it.
    for (const { name, value } of theme) {
      await expect
        .poll(() => root.evaluate((html, property) => html.style.getPropertyValue(property), name))
        .toBe(value);
    }
    await expect(page.locator('body')).toHaveCSS('font-family', /publicSans/);
    await expect(page.getByRole('banner').first()).toHaveCSS('background-color', 'rgb(54, 54, 54)');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#363636');
  });
});
