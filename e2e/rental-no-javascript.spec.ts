import { type APIRequestContext, expect, test } from '@playwright/test';
import { filled } from './cart';
import { commerce } from './commerce-api';
import { messages } from './messages';

// Hiring a machine where no script runs (ADR 62): the server's form of two date fields and a zip
// to deliver to (ADR 66) asks the page for the API's price of those days and of the delivery, and
// its "Add to cart" posts them; the cart's page shows the line with its days and its delivery.

const t = messages('sv');

interface Machine {
  name: string;
  alias: string;
  canonicalUrl: string;
  rental: { units: number } | null;
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** "4–7 dec. 2026": a period as the storefront writes it in Swedish. */
const periodText = (from: string, to: string) =>
  new Intl.DateTimeFormat('sv-SE', { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(
    new Date(`${from}T12:00:00Z`),
    new Date(`${to}T12:00:00Z`),
  );

/** A Tuesday to Thursday six weeks ahead or later the depot is open and a machine is free for. */
async function freeDays(request: APIRequestContext, alias: string) {
  let tuesday = addDays(new Date().toISOString().slice(0, 10), 42);
  while (new Date(`${tuesday}T00:00:00Z`).getUTCDay() !== 2) tuesday = addDays(tuesday, 1);
  for (; ; tuesday = addDays(tuesday, 7)) {
    const period = { from: tuesday, to: addDays(tuesday, 2) };
    const { rentalAvailability } = await commerce<{ rentalAvailability: { available: boolean } }>(
      request,
      'query ($alias: String!, $from: String!, $to: String!) { rentalAvailability(alias: $alias, from: $from, to: $to) { available } }',
      { alias, ...period },
    );
    if (rentalAvailability.available) return period;
  }
}

test.describe('hiring a machine without JavaScript', () => {
  test.use({ javaScriptEnabled: false, locale: 'sv-SE' });

  test('a shopper picks two days and a zip, sees the API’s prices, adds the hire and finds its days and delivery in the cart', async ({
    page,
    request,
  }) => {
    const { products } = await commerce<{ products: { products: Machine[] } }>(
      request,
      '{ products(categoryAlias: "hyr-tradgardsmaskiner", take: 100) { products { name alias canonicalUrl rental { units } } } }',
    );
    const machine = products.products.find((p) => (p.rental?.units ?? 0) >= 2);
    if (!machine) throw new Error('The demo catalog has no garden machine for hire with two units');
    const period = await freeDays(request, machine.alias);
    const { rentalAvailability } = await commerce<{
      rentalAvailability: {
        price: { sellingPriceIncVatFormatted: string };
        delivery: { price: { sellingPriceIncVatFormatted: string } };
      };
    }>(
      request,
      'query ($alias: String!, $from: String!, $to: String!) { rentalAvailability(alias: $alias, from: $from, to: $to, deliveryZip: "11446") { price { sellingPriceIncVatFormatted } delivery { price { sellingPriceIncVatFormatted } } } }',
      { alias: machine.alias, ...period },
    );
    const deliveryPrice = rentalAvailability.delivery.price.sellingPriceIncVatFormatted;

    await page.goto(machine.canonicalUrl);
    const booking = page.getByRole('region', { name: t('rental.heading') });
    const add = booking.getByRole('button', { name: t('product.addToCart') });
    await expect(add).toBeDisabled();
    await booking.getByLabel(t('rental.pickup')).filter({ visible: true }).fill(period.from);
    await booking.getByLabel(t('rental.return')).filter({ visible: true }).fill(period.to);
    await booking.getByRole('button', { name: t('rental.showPrice') }).click();

    await expect(page).toHaveURL((url) => url.searchParams.get('from') === period.from);
    const answer = booking.getByRole('status').filter({ hasText: '2 dygn' });
    await expect(answer).toContainText(rentalAvailability.price.sellingPriceIncVatFormatted);
    await expect(add).toBeEnabled();

    // Delivered to a site in Stockholm: the page asks the API the delivery's price too.
    await booking.getByLabel(t('rental.deliveryZip')).filter({ visible: true }).fill('114 46');
    await booking.getByRole('button', { name: t('rental.showPrice') }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('zip') === '114 46');
    await expect(booking.getByRole('status').filter({ hasText: '2 dygn' })).toContainText(
      filled('sv', 'rental.deliveryPrice', { zip: '114 46', amount: deliveryPrice }),
    );
    await add.click();

    await expect(page).toHaveURL((url) => url.pathname === '/kassan');
    await expect(
      page.getByRole('status').filter({ hasText: filled('sv', 'cart.added', { name: machine.name }) }),
    ).toBeVisible();
    const line = page.getByRole('article', { name: machine.name });
    await expect(line).toContainText(
      filled('sv', 'cart.rentalPeriod', { period: periodText(period.from, period.to) }),
    );
    await expect(line).toContainText(
      filled('sv', 'cart.rentalDelivery', { zip: '114 46', price: deliveryPrice }),
    );
  });
});
