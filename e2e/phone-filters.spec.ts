import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { commerce } from './commerce-api';
import { messages } from './messages';

const sv = messages('sv');
const LIST = '/c/byggmaskiner';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const panel = (page: Page) => page.locator('details').filter({ has: page.getByText(sv('facets.filters')) });
const group = (page: Page, type: string) => page.getByRole('group', { name: sv(`facets.type.${type}`) });
const count = (page: Page) => page.getByRole('status').filter({ hasText: /produkt/ });
/** The button that folds the filters onto the list, saying how many it shows. */
const showButton = (page: Page) => page.getByRole('button', { name: /^Visa \d+ produkt(er)?$/ });
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
/** A value's checkbox, by the name beside it (its accessible name also holds its count). */
const valueBox = (page: Page, type: string, label: string) =>
  group(page, type)
    .locator('label')
    .filter({ has: page.getByText(label, { exact: true }) })
    .getByRole('checkbox');
/** The count a checkbox's value shows. */
const countOf = (checkbox: Locator) =>
  checkbox.evaluate((box) => Number(box.parentElement?.querySelector('[aria-hidden="true"]')?.textContent));

/** The list on a phone with its filters unfolded, once its script runs (the button says the count). */
async function openFilters(page: Page, path: string) {
  await page.goto(path);
  // Until then the button says "Visa produkter"; with the script it gives the count.
  await expect(panel(page).locator('button[type="submit"]')).toContainText(/Visa \d+ produkt/);
  await expect(panel(page)).toHaveJSProperty('open', false);
  await page.getByText(sv('facets.filters'), { exact: true }).tap();
  await expect(panel(page)).toHaveJSProperty('open', true);
}

/** Taps a checkbox the way a phone does and waits for the list it loads. */
async function tapAndWait(page: Page, checkbox: Locator) {
  const before = await count(page).textContent();
  const address = page.url();
  await checkbox.tap();
  await expect(page).not.toHaveURL(address);
  await expect(count(page)).not.toHaveText(before ?? '');
}

interface FacetValue {
  _id: string;
  label: string;
  count: number;
}

/** The list's facets as the API counts them with some values chosen (each group filtering the others). */
async function facets(request: APIRequestContext, chosen: string[]): Promise<Record<string, FacetValue[]>> {
  const data = await commerce<{
    products: { filters: { facets: { filterId: string; values: FacetValue[] }[] } };
  }>(
    request,
    `query ($facets: [String!]) { products(take: 0, categoryAlias: "byggmaskiner",
      filter: { facets: $facets, filterMode: BY_GROUP }) { filters { facets { filterId values { _id label count } } } } }`,
    { facets: chosen },
  );
  return Object.fromEntries(data.products.filters.facets.map((f) => [f.filterId, f.values]));
}

/** A size, and a brand that has no machine of the list in it: the brand counts 0 once the size is chosen. */
async function sizeWithoutBrand(request: APIRequestContext) {
  for (const size of (await facets(request, [])).skus ?? []) {
    const brand = (await facets(request, [size._id])).brands?.find((b) => b.count === 0);
    if (brand) return { size, brand };
  }
  throw new Error(`No size of ${LIST} leaves a brand without machines`);
}

const listValue = (value: FacetValue) => `${encodeURIComponent(value.label)}~${value._id}`;

test.describe('filters on a phone', () => {
  test('a tap keeps the filters open where they were, and the list updates behind them', async ({ page }) => {
    await openFilters(page, LIST);
    const brands = group(page, 'Brand').getByRole('checkbox');
    const first = brands.nth(1);
    await first.scrollIntoViewIfNeeded();
    const at = await scrollY(page);
    expect(at).toBeGreaterThan(0);
    await tapAndWait(page, first);
    // The control the shopper was on has its focus again: the new list's filters have taken up the old state.
    await expect(brands.nth(1)).toBeFocused();
    await expect(brands.nth(1)).toBeChecked();
    await expect(panel(page)).toHaveJSProperty('open', true);
    expect(await scrollY(page)).toBe(at);

    // By keyboard too: the focus stays on the box that was pressed.
    await brands.nth(2).focus();
    const address = page.url();
    await brands.nth(2).press('Space');
    await expect(page).not.toHaveURL(address);
    await expect(brands.nth(2)).toBeChecked();
    await expect(brands.nth(2)).toBeFocused();
    await expect(panel(page)).toHaveJSProperty('open', true);
  });

  test('"show N products" folds the filters onto the list, its chosen filters clear of the header', async ({
    page,
  }) => {
    await openFilters(page, LIST);
    const brand = group(page, 'Brand').getByRole('checkbox').first();
    await brand.scrollIntoViewIfNeeded();
    await tapAndWait(page, brand);
    const shown = Number(((await count(page).textContent()) ?? '').replace(/\D/g, ''));
    const show = showButton(page);
    await expect(show).toHaveAccessibleName(`Visa ${shown} produkt${shown === 1 ? '' : 'er'}`);
    // The button stays in reach at the foot of the screen while the filters scroll by.
    await expect(show).toBeInViewport();
    await show.tap();
    await expect(panel(page)).toHaveJSProperty('open', false);
    const chips = page.getByRole('list', { name: sv('facets.selected') });
    await expect(chips).toBeInViewport();
    // The header slides in or out as the page scrolls: measured where it comes to rest.
    const banner = page.getByRole('banner');
    await banner.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const header = await banner.boundingBox();
    const chipsBox = await chips.boundingBox();
    if (!header || !chipsBox) throw new Error('The header or the chosen filters have no box');
    expect(chipsBox.y).toBeGreaterThanOrEqual(header.y + header.height);
  });

  test('a value no machine of the list would keep cannot be chosen, unless it is chosen already', async ({
    page,
    request,
  }) => {
    const { size, brand } = await sizeWithoutBrand(request);
    await openFilters(page, `${LIST}?skus=${listValue(size)}`);
    const empty = valueBox(page, 'Brand', brand.label);
    expect(await countOf(empty)).toBe(0);
    await expect(empty).toBeDisabled();
    await expect(empty).not.toBeChecked();
    // Every value counted 0 and not chosen is out of reach, and every other one can be chosen.
    for (const checkbox of await group(page, 'Brand').getByRole('checkbox').all()) {
      if ((await countOf(checkbox)) === 0) await expect(checkbox).toBeDisabled();
      else await expect(checkbox).toBeEnabled();
    }
    // A chosen one stays in reach, so that it can be removed.
    await openFilters(page, `${LIST}?skus=${listValue(size)}&brands=${listValue(brand)}`);
    const chosen = valueBox(page, 'Brand', brand.label);
    expect(await countOf(chosen)).toBe(0);
    await expect(chosen).toBeChecked();
    await expect(chosen).toBeEnabled();
  });
});
