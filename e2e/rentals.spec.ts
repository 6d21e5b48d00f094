import { expect, type Page, test } from '@playwright/test';
import { bookingsInCalendar, rentalDesk } from './admin-rentals';
import { expectNoAxeViolations } from './axe';
import { cartButton, cartCookie, cartInApi, filled, items, press } from './cart';
import { commerce } from './commerce-api';
import { messages } from './messages';

const PHONE = { width: 390, height: 844 };
const t = messages('sv');

interface Machine {
  productId: number;
  name: string;
  alias: string;
  canonicalUrl: string;
  rental: { units: number } | null;
  primaryCategory: { canonicalUrl: string };
}

interface Calendar {
  rentalCalendar: { days: { date: string; open: boolean; freeUnits: number }[] };
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const monthOf = (date: string) => date.slice(0, 7);
/** The calendar's name for a day, as Swedish writes it: "fredag 8 januari 2027". */
const dayName = (date: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** The first Friday three weeks ahead or later whose Friday and Monday the depot is open and the machine free. */
async function freeWeekend(request: Parameters<typeof commerce>[0], alias: string) {
  let friday = addDays(new Date().toISOString().slice(0, 10), 21);
  while (new Date(`${friday}T00:00:00Z`).getUTCDay() !== 5) friday = addDays(friday, 1);
  for (; ; friday = addDays(friday, 7)) {
    const monday = addDays(friday, 3);
    const days: Calendar['rentalCalendar']['days'] = [];
    for (const month of new Set([monthOf(friday), monthOf(monday)])) {
      const { rentalCalendar } = await commerce<Calendar>(
        request,
        'query ($alias: String!, $month: String!) { rentalCalendar(alias: $alias, month: $month) { days { date open freeUnits } } }',
        { alias, month },
      );
      days.push(...rentalCalendar.days);
    }
    const usable = (date: string) => days.find((d) => d.date === date && d.open && d.freeUnits > 0);
    if (usable(friday) && usable(monday)) return { friday, monday };
  }
}

/** Steps the calendar to a month by its next-month button, from the keyboard, a month at a time. */
async function showMonth(page: Page, date: string) {
  const next = page.getByRole('button', { name: /nästa månad/i });
  const wanted = new Intl.DateTimeFormat('sv-SE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
  const grid = page.getByRole('grid');
  // The calendar's code arrives once the page is idle: wait for it before stepping.
  await expect(grid).toBeVisible();
  for (let step = 0; step < 13 && (await page.getByRole('grid', { name: wanted }).count()) === 0; step++) {
    const shown = await grid.getAttribute('aria-label');
    await press(next);
    if (shown) await expect(grid).not.toHaveAttribute('aria-label', shown);
  }
  await expect(page.getByRole('grid', { name: wanted })).toBeVisible();
}

test.describe('renting a machine', () => {
  test.use({ viewport: PHONE });

  test('a shopper on a phone books a weekend in Swedish by keyboard, a second finds those days taken and the machine gone from the list for them, and staff see the booking', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.slow();
    const { products } = await commerce<{ products: { products: Machine[] } }>(
      request,
      '{ products(categoryAlias: "hyr-byggmaskiner", take: 100) { products { productId name alias canonicalUrl rental { units } primaryCategory { canonicalUrl } } } }',
    );
    const machine = products.products.find((p) => p.rental?.units === 1);
    if (!machine) throw new Error('The demo catalog has no one-unit machine for hire');
    const { friday, monday } = await freeWeekend(request, machine.alias);

    await page.goto(machine.canonicalUrl);
    await expect(page.getByRole('region', { name: t('rental.heading') })).toBeVisible();
    await showMonth(page, friday);
    await press(page.getByRole('button', { name: new RegExp(`^${dayName(friday)}, 1 av 1 lediga`) }));
    await showMonth(page, monday);
    await press(page.getByRole('button', { name: new RegExp(`^${dayName(monday)}, 1 av 1 lediga`) }));
    const answer = page.locator('[role=status][data-status]:visible');
    await expect(answer).toHaveAttribute('data-status', 'answered');
    await expect(answer).toContainText('3 dygn');
    await expect(answer).toContainText(filled('sv', 'rental.freeUnits', { free: 1, units: 1 }));
    await expectNoAxeViolations(page);
    const add = page
      .getByRole('main')
      .getByRole('button', { name: t('product.addToCart') })
      .first();
    await expect(add).not.toHaveAttribute('aria-disabled', 'true');
    await press(add);
    await expect(cartButton(page, 'sv')).toHaveAccessibleName(items('sv', 1));

    // Once the API has the line (the count shows at once), the hire is ordered on invoice: nothing
    // to ship, the handover as booked.
    await expect
      .poll(async () => {
        const id = await cartCookie(page.context());
        return id ? (await cartInApi(request, id, 'se', 'sv')).items.length : 0;
      })
      .toBe(1);
    await page.goto('/kassan');
    const form = page.getByRole('form', { name: t('checkout.form') });
    const fields: [string, string][] = [
      ['checkout.personalId', '19900101-1239'],
      ['checkout.email', `hyra-${Date.now()}@example.se`],
      ['checkout.phone', '070-123 45 67'],
      ['checkout.firstName', 'Hilda'],
      ['checkout.lastName', 'Hyresson'],
      ['checkout.addressLine1', 'Storgatan 1'],
      ['checkout.zip', '111 22'],
      ['checkout.city', 'Stockholm'],
    ];
    for (const [key, value] of fields)
      await form.getByLabel(new RegExp(`^${t(key)}( \\(.+\\))?$`)).fill(value);
    await expect(form.getByRole('radio', { name: /^Inget att frakta/ })).toBeChecked();
    await press(form.getByRole('checkbox', { name: 'Jag godkänner köpvillkoren' }), 'Space');
    await press(form.getByRole('button', { name: t('checkout.placeOrder') }));
    await expect(page.getByRole('heading', { level: 1, name: t('confirmation.title') })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Verkstadsvägen 14, 125 30 Älvsjö');

    // Another shopper, on the same days: the one machine is held for the first.
    const elsewhere = await browser.newContext({ baseURL, locale: 'sv-SE', viewport: PHONE });
    const other = await elsewhere.newPage();
    await other.goto(`${machine.canonicalUrl}?from=${friday}&to=${monday}`);
    await expect(other.locator('[role=status][data-status]:visible')).toContainText(t('rental.noneFree'));
    await showMonth(other, friday);
    await expect(
      other.getByRole('button', { name: new RegExp(`^${dayName(friday)}, .*${t('rental.dayBusy')}$`) }),
    ).toBeVisible();
    // Its category (one page of machines) lists it, but not among the machines free on those days.
    const card = other
      .getByRole('main')
      .getByRole('article')
      .filter({ has: other.getByRole('heading', { name: machine.name, exact: true }) });
    await other.goto(machine.primaryCategory.canonicalUrl);
    await expect(card).toBeVisible();
    await other.goto(`${machine.primaryCategory.canonicalUrl}?fran=${friday}&till=${monday}`);
    await expect(other.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(card).toHaveCount(0);
    await elsewhere.close();

    // Staff find the booking in the back office's rental calendar on its pickup day.
    const desk = await rentalDesk(browser);
    expect(await bookingsInCalendar(desk, machine, friday)).toHaveLength(1);
    await desk.context().close();
  });
});
