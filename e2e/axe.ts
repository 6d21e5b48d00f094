import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails with the rule ids and targets of every WCAG A/AA violation on the page. */
export async function expectNoAxeViolations(page: Page) {
  // After a soft navigation (a server action's redirect) the title arrives with the streamed metadata.
  await expect(page).toHaveTitle(/\S/);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // In the page itself: the shop has no frames, and the default's extra page for the report
    // doubled the time of every check.
    .setLegacyMode(true)
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
