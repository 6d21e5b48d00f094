import { expect, test } from '@playwright/test';
import { auditPage, CATEGORIES, withChromium } from '../bench/lighthouse-audit';

// `npm run lighthouse` measures; this only proves it still runs against the built shop.
test('Lighthouse scores the Swedish home page in all four categories', async ({ baseURL }) => {
  test.setTimeout(180_000);
  const report = await withChromium((port) => auditPage(`${baseURL}/`, port));
  for (const category of CATEGORIES) expect(typeof report.scores[category]).toBe('number');
});
