import { expect, test } from '@playwright/test';
import { messages } from './messages';

const t = messages('sv');

/** On screen at a readable size, not only there for screen readers (a 1 px box counts as visible). */
const expectOnScreen = async (notice: import('@playwright/test').Locator) => {
  await expect(notice).toBeVisible();
  await expect.poll(async () => (await notice.boundingBox())?.height ?? 0).toBeGreaterThan(10);
};

/** The page's own script has run: it tracks whether the browser is online (and takes clicks). */
const scriptReady = (page: import('@playwright/test').Page) =>
  expect(page.locator('[data-online="true"]')).toHaveCount(1);

test('a page that takes more than a second to come shows that it is loading, until it is there', async ({
  page,
}) => {
  // The next page's answers wait until the test lets them through: a slow network, held on purpose.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/varumarken(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await scriptReady(page);
  const notice = page.getByRole('status').filter({ hasText: t('layout.loading') });
  const clicked = Date.now();
  await page.getByRole('banner').getByRole('link', { name: 'Varumärken' }).first().click();
  await expectOnScreen(notice);
  expect(Date.now() - clicked).toBeGreaterThanOrEqual(1000);
  release();
  await expect(page).toHaveURL(/\/varumarken$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('brands.title'));
  await expect(notice).toHaveCount(0);
});

test('going offline shows a notice, which goes when the connection is back', async ({ page, context }) => {
  await page.goto('/');
  await scriptReady(page);
  const notice = page.getByRole('status').filter({ hasText: t('layout.offline') });
  await expect(notice).toHaveCount(0);
  await context.setOffline(true);
  await expectOnScreen(notice);
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
  await expect(page.locator('[data-online="true"]')).toHaveCount(1);
});
