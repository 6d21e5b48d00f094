import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { filled } from './cart';
import { commerce } from './commerce-api';
import { messages } from './messages';

// The damage waiver of a hire (ADR 68): on a building machine's page the shopper ticks the box
// labelled with its percentage and the API's price, adds the hire, and the cart line says it,
// without JavaScript (the box posts with the add form) and with it (the island sends it).

const t = messages('sv');

interface Machine {
  name: string;
  alias: string;
  canonicalUrl: string;
  rental: { units: number; damageWaiverPercent: number | null } | null;
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A Tuesday to Thursday `weeks` ahead or later the depot is open and a machine is free for. */
async function freeDays(request: APIRequestContext, alias: string, weeks: number) {
  let tuesday = addDays(new Date().toISOString().slice(0, 10), weeks * 7);
  while (new Date(`${tuesday}T00:00:00Z`).getUTCDay() !== 2) tuesday = addDays(tuesday, 1);
  for (; ; tuesday = addDays(tuesday, 7)) {
    const period = { from: tuesday, to: addDays(tuesday, 2) };
    const { rentalAvailability } = await commerce<{
      rentalAvailability: {
        available: boolean;
        damageWaiver: { sellingPriceIncVatFormatted: string } | null;
      };
    }>(
      request,
      'query ($alias: String!, $from: String!, $to: String!) { rentalAvailability(alias: $alias, from: $from, to: $to) { available damageWaiver { sellingPriceIncVatFormatted } } }',
      { alias, ...period },
    );
    const waiver = rentalAvailability.damageWaiver?.sellingPriceIncVatFormatted;
    if (rentalAvailability.available && waiver) return { period, waiver };
  }
}

async function machineWithWaiver(request: APIRequestContext): Promise<Machine & { percent: number }> {
  const { products } = await commerce<{ products: { products: Machine[] } }>(
    request,
    '{ products(categoryAlias: "hyr-byggmaskiner", take: 100) { products { name alias canonicalUrl rental { units damageWaiverPercent } } } }',
  );
  const machine = products.products.find((p) => (p.rental?.units ?? 0) >= 2 && p.rental?.damageWaiverPercent);
  if (!machine) throw new Error('The demo catalog has no building machine for hire with a damage waiver');
  return { ...machine, percent: machine.rental?.damageWaiverPercent as number };
}

/** Ticks the waiver on the machine's page for the days, adds the hire and finds the waiver on its cart line. */
async function hireWithWaiver(page: Page, machine: Machine & { percent: number }, found: { waiver: string }) {
  const booking = page.getByRole('region', { name: t('rental.heading') });
  const label = filled('sv', 'rental.damageWaiverChoice', {
    percent: new Intl.NumberFormat('sv-SE').format(machine.percent),
  });
  const box = booking.getByRole('checkbox', { name: label });
  await expect(box).toBeVisible();
  await expect(booking.locator('label').filter({ hasText: label })).toContainText(found.waiver);
  await box.check();
  await booking.getByRole('button', { name: t('product.addToCart') }).click();
  await expect(page.getByRole('status').filter({ hasText: machine.name }).first()).toBeVisible();
  await page.goto('/kassan');
  const line = page.getByRole('article', { name: machine.name });
  await expect(line).toContainText(filled('sv', 'cart.rentalDamageWaiver', { price: found.waiver }));
}

test.describe('the damage waiver of a hire', () => {
  test.use({ locale: 'sv-SE' });

  test('without JavaScript, the box posts with the days and the cart line says the waiver', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'sv-SE' });
    const page = await context.newPage();
    const machine = await machineWithWaiver(request);
    const found = await freeDays(request, machine.alias, 8);
    await page.goto(`${machine.canonicalUrl}?from=${found.period.from}&to=${found.period.to}`);
    await hireWithWaiver(page, machine, found);
    await context.close();
  });

  test('with JavaScript, the island sends the box ticked and the cart line says the waiver', async ({
    page,
    request,
  }) => {
    const machine = await machineWithWaiver(request);
    const found = await freeDays(request, machine.alias, 10);
    await page.goto(`${machine.canonicalUrl}?from=${found.period.from}&to=${found.period.to}`);
    // The island has taken over from the server's form once its "show price" button is gone.
    const booking = page.getByRole('region', { name: t('rental.heading') });
    await expect(booking.getByRole('button', { name: t('rental.showPrice') })).toHaveCount(0);
    await hireWithWaiver(page, machine, found);
  });
});
