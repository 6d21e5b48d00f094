import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { filled } from './cart';
import { commerce } from './commerce-api';
import { type Locale, messages, prefix } from './messages';

// The rentals category asked for hire days (ADR 65): the machines free on all of them, each card
// with those days' price, the days in the address in the page language's words, kept by the
// filters and the sort; with and without JavaScript.

const PHONE = { width: 390, height: 844 };
/** The days' words of a list's address, as lib/list-period.ts writes them. */
const WORDS = { sv: ['fran', 'till'], en: ['from', 'to'] } as const;

interface Machine {
  productId: number;
  name: string;
  articleNumber: string;
  alias: string;
  skus: { skuId: number }[];
  rental: { units: number } | null;
  primaryCategory: { canonicalUrl: string };
}
type Period = { from: string; to: string };

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const periodText = (locale: string, { from, to }: Period) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(
    new Date(`${from}T12:00:00Z`),
    new Date(`${to}T12:00:00Z`),
  );

const AVAILABILITY =
  'query ($alias: String!, $from: String!, $to: String!) { rentalAvailability(alias: $alias, from: $from, to: $to) { available price { sellingPriceIncVatFormatted } } }';

async function availability(request: APIRequestContext, alias: string, period: Period) {
  const { rentalAvailability } = await commerce<{
    rentalAvailability: { available: boolean; price: { sellingPriceIncVatFormatted: string } | null };
  }>(request, AVAILABILITY, { alias, ...period });
  return rentalAvailability;
}

/**
 * A one-machine object of the rentals category, held through the API for a Wednesday to Friday
 * fifteen weeks ahead or later (days no other test books), and the Wednesday to Friday a week on,
 * when it is free.
 */
async function heldMachine(request: APIRequestContext) {
  const { products } = await commerce<{ products: { products: Machine[] } }>(
    request,
    '{ products(categoryAlias: "uthyrning", take: 100) { products { productId name articleNumber alias skus { skuId } rental { units } primaryCategory { canonicalUrl } } } }',
  );
  const machines = products.products.filter((p) => p.rental?.units === 1);
  let wednesday = addDays(new Date().toISOString().slice(0, 10), 105);
  while (new Date(`${wednesday}T00:00:00Z`).getUTCDay() !== 3) wednesday = addDays(wednesday, 1);
  for (; ; wednesday = addDays(wednesday, 7)) {
    const busy = { from: wednesday, to: addDays(wednesday, 2) };
    const free = { from: addDays(wednesday, 7), to: addDays(wednesday, 9) };
    for (const machine of machines) {
      const [now, later] = [
        await availability(request, machine.alias, busy),
        await availability(request, machine.alias, free),
      ];
      if (!now.available || !later.available || !later.price) continue;
      const { getCart } = await commerce<{ getCart: { id: string } }>(request, '{ getCart(id: "") { id } }');
      await commerce(
        request,
        `mutation ($id: String!, $skuId: Int!, $from: String!, $to: String!) {
          addToCart(id: $id, item: { skuId: $skuId, quantity: 1, rentalPeriod: { from: $from, to: $to } }) { id } }`,
        { id: getCart.id, skuId: machine.skus[0]?.skuId, ...busy },
      );
      return { machine, busy, free, price: later.price.sellingPriceIncVatFormatted };
    }
  }
}

/** A product's name in a language, as its card shows it. */
async function nameIn(request: APIRequestContext, alias: string, locale: Locale) {
  const { product } = await commerce<{ product: { name: string } }>(
    request,
    'query ($alias: String!, $languageId: String) { product(alias: $alias, languageId: $languageId) { name } }',
    { alias, languageId: locale },
  );
  return product.name;
}

/** Fills the list's two date fields and sends them. */
async function askDays(page: Page, locale: Locale, period: Period) {
  const t = messages(locale);
  const form = page.getByRole('group', { name: t('listPeriod.legend') });
  await form.getByLabel(t('rental.pickup')).fill(period.from);
  await form.getByLabel(t('rental.return')).fill(period.to);
  await form.getByRole('button', { name: t('listPeriod.show') }).click();
  const [from, to] = WORDS[locale as keyof typeof WORDS];
  await expect(page).toHaveURL(
    (url) => url.searchParams.get(from) === period.from && url.searchParams.get(to) === period.to,
  );
}

const cardOf = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

test.describe('the rentals category asked for days', () => {
  test.use({ viewport: PHONE });

  test('in Swedish on a phone: a held one-machine object is gone for its days and back a week on, priced for them, and the days stay through the filters and the sort', async ({
    page,
    request,
  }) => {
    test.slow();
    const t = messages('sv');
    const { machine, busy, free, price } = await heldMachine(request);
    // The machine's own rentals category: one page of machines.
    await page.goto(machine.primaryCategory.canonicalUrl);

    await askDays(page, 'sv', busy);
    await expect(
      page.getByText(filled('sv', 'listPeriod.freeOn', { period: periodText('sv-SE', busy) })),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(cardOf(page, machine.name)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await askDays(page, 'sv', free);
    const card = cardOf(page, machine.name);
    await expect(card).toContainText(filled('sv', 'rental.priceFor', { period: periodText('sv-SE', free) }));
    await expect(card).toContainText(price);
    await expect(
      card.getByRole('link', { name: `${t('listPeriod.bookDays')}: ${machine.name}` }),
    ).toHaveAttribute('href', new RegExp(`\\?from=${free.from}&to=${free.to}$`));

    // A filter and the sort keep the days.
    const filters = page
      .getByRole('group')
      .filter({ has: page.getByRole('checkbox') })
      .first();
    const summary = page.getByText(t('facets.filters'), { exact: true });
    if (!(await filters.isVisible())) await summary.click();
    await filters.getByRole('checkbox').first().click();
    const filtered = (url: URL) =>
      [...url.searchParams.keys()].some((key) => !['fran', 'till', 'sort'].includes(key));
    await expect(page).toHaveURL((url) => url.searchParams.get('fran') === free.from && filtered(url));
    await page.getByLabel(t('facets.sortLabel')).selectOption('PRICE');
    await expect(page).toHaveURL(
      (url) =>
        url.searchParams.get('till') === free.to && url.searchParams.get('sort') === 'PRICE' && filtered(url),
    );
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, locale: 'en-GB' });

    test('in English: the days in the address leave the held machine out, a return before the pickup is refused, and a list with nothing free says so', async ({
      page,
      request,
      browser,
      baseURL,
    }) => {
      const t = messages('en');
      const { machine, busy, free } = await heldMachine(request);
      const path = `${prefix('en')}${machine.primaryCategory.canonicalUrl}`;
      const name = await nameIn(request, machine.alias, 'en');
      await page.goto(path);

      await askDays(page, 'en', busy);
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      await expect(cardOf(page, name)).toHaveCount(0);
      // axe runs in the page: the same filtered page, read where scripts run.
      const checker = await browser.newContext({
        baseURL,
        locale: 'en-GB',
        viewport: PHONE,
        javaScriptEnabled: true,
      });
      const checked = await checker.newPage();
      await checked.goto(page.url());
      await expectNoAxeViolations(checked);
      await checker.close();

      await askDays(page, 'en', free);
      await expect(cardOf(page, name)).toContainText(
        filled('en', 'rental.priceFor', { period: periodText('en-GB', free) }),
      );

      await page.goto(`${path}?from=${free.to}&to=${free.from}`);
      await expect(page.getByText(t('rental.problems.RETURN_NOT_AFTER_PICKUP'))).toBeVisible();
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);

      // The machine's article number searched for on its busy days: nothing free, and a way on.
      const count = async (filter: Record<string, unknown>) =>
        (
          await commerce<{ products: { count: number } }>(
            request,
            'query ($filter: FilterInputType) { products(filter: $filter, languageId: "en") { count } }',
            { filter: { searchText: machine.articleNumber, ...filter } },
          )
        ).products.count;
      expect(await count({})).toBeGreaterThan(0);
      expect(await count({ rentalPeriod: busy })).toBe(0);
      await page.goto(`/en/s/${machine.articleNumber}?from=${busy.from}&to=${busy.to}`);
      await expect(page.getByText(t('listPeriod.empty'))).toBeVisible();
      await expect(page.getByRole('link', { name: t('listPeriod.contact') })).toBeVisible();
    });
  });
});
