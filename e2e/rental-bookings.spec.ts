import { type APIRequestContext, type BrowserContext, type Page, test } from '@playwright/test';
import { expect, freshEmail, PATHS, register } from './account';
import { expectNoAxeViolations } from './axe';
import { API_KEY, commerce } from './commerce-api';
import { messages } from './messages';
import { commerceUrl } from './playwright.config';

test.describe.configure({ timeout: 120_000 });

const t = messages('sv');
/** A message with its {placeholders} filled. */
const filled = (key: string, values: Record<string, string>) =>
  t(key).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

interface Machine {
  name: string;
  alias: string;
  rental: { units: number } | null;
  skus: { skuId: number }[];
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A garden machine for hire and a Tuesday to Thursday, `weeks` or more ahead, a unit of it is free for. */
async function machineAndDays(request: APIRequestContext, weeks: number) {
  const { products } = await commerce<{ products: { products: Machine[] } }>(
    request,
    '{ products(categoryAlias: "hyr-tradgardsmaskiner", take: 100) { products { name alias rental { units } skus { skuId } } } }',
  );
  const machine = products.products.find((p) => (p.rental?.units ?? 0) >= 2);
  if (!machine) throw new Error('The demo catalog has no garden machine for hire with two units');
  let tuesday = addDays(new Date().toISOString().slice(0, 10), weeks * 7);
  while (new Date(`${tuesday}T00:00:00Z`).getUTCDay() !== 2) tuesday = addDays(tuesday, 1);
  for (; ; tuesday = addDays(tuesday, 7)) {
    const period = { from: tuesday, to: addDays(tuesday, 2) };
    const { rentalAvailability } = await commerce<{ rentalAvailability: { available: boolean } }>(
      request,
      'query ($alias: String!, $from: String!, $to: String!) { rentalAvailability(alias: $alias, from: $from, to: $to) { available } }',
      { alias: machine.alias, ...period },
    );
    if (rentalAvailability.available) return { machine, period };
  }
}

/**
 * The signed-in customer of `context` hires the machine for the days: the cart and the order are
 * made at the API with the session's token, as the checkout would make them. The confirmation's address.
 */
async function hire(
  context: BrowserContext,
  email: string,
  skuId: number,
  period: { from: string; to: string },
) {
  const token = (await context.cookies()).find((c) => c.name === 'mb-auth')?.value;
  if (!token) throw new Error('Not signed in');
  const ask = async <T>(query: string, variables: Record<string, unknown>) => {
    const response = await context.request.post(`${commerceUrl}/graphql`, {
      headers: { 'x-apikey': API_KEY, authorization: `Bearer ${token}` },
      data: { query, variables },
    });
    const body = await response.json();
    expect(body.errors).toBeUndefined();
    return body.data as T;
  };
  const { getCart } = await ask<{ getCart: { id: string } }>('query { getCart(id: "") { id } }', {});
  await ask(
    `mutation ($id: String!, $skuId: Int!) { addToCart(id: $id, item: { skuId: $skuId, quantity: 1, rentalPeriod: { from: "${period.from}", to: "${period.to}" } }) { id } }`,
    { id: getCart.id, skuId },
  );
  const { placeOrder } = await ask<{ placeOrder: { status: string; redirectUrl: string } }>(
    'mutation ($cartId: String!, $checkout: CheckoutInputType!) { placeOrder(cartId: $cartId, checkout: $checkout) { status redirectUrl } }',
    {
      cartId: getCart.id,
      checkout: {
        customerType: 'PERSON',
        email,
        identityNumber: '19900101-1239',
        billingAddress: {
          firstName: 'Åsa',
          lastName: 'Öberg',
          addressLine1: 'Storgatan 1',
          zip: '111 22',
          city: 'Stockholm',
          country: 'SE',
          mobile: '070-123 45 67',
        },
        acceptedConsents: ['ORDER'],
      },
    },
  );
  expect(placeOrder.status).toBe('OK');
  return placeOrder.redirectUrl;
}

const bookings = (page: Page) => page.getByRole('region', { name: t('bookings.title') });

test.describe('a shopper’s hires in the account', () => {
  test.use({ locale: 'sv-SE' });

  test('the confirmation tells the days and the depot; the account lists the hire with its rule and cancels it after asking', async ({
    page,
    request,
  }) => {
    const { machine, period } = await machineAndDays(request, 10);
    const email = freshEmail();
    await register(page, 'sv', email);
    const confirmation = await hire(page.context(), email, machine.skus[0]?.skuId as number, period);

    await page.goto(confirmation);
    const rentals = page.getByRole('region', { name: t('confirmation.rentals') });
    await expect(rentals).toContainText(machine.name);
    await expect(rentals).toContainText('kl. 07:00');
    await expect(rentals).toContainText('Verkstadsvägen 14, 125 30 Älvsjö');
    await expectNoAxeViolations(page);

    await page.goto(PATHS.sv.orders);
    const card = bookings(page).getByRole('article', { name: machine.name });
    await expect(card).toContainText(t('bookings.state.CONFIRMED'));
    await expect(card).toContainText(/Kan avbokas fram till \d+ \w+ \d{4} kl\. \d{2}:\d{2}/);
    await expectNoAxeViolations(page);

    // Cancelling asks first; keeping the booking changes nothing.
    await card.getByRole('link', { name: t('bookings.cancel') }).click();
    const confirm = card.getByRole('form');
    await expect(confirm).toContainText(machine.name);
    await expectNoAxeViolations(page);
    await confirm.getByRole('link', { name: t('bookings.keep') }).click();
    await expect(card.getByRole('form')).toHaveCount(0);
    await expect(card).toContainText(t('bookings.state.CONFIRMED'));

    await card.getByRole('link', { name: t('bookings.cancel') }).click();
    await card.getByRole('button', { name: t('bookings.confirm') }).click();
    await expect(bookings(page).getByRole('status')).toHaveText(
      filled('bookings.cancelled', { name: machine.name }),
    );
    await expect(card).toContainText(t('bookings.state.CANCELLED'));
    await expect(card.getByRole('link', { name: t('bookings.cancel') })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const { rentalAvailability } = await commerce<{ rentalAvailability: { freeUnits: number } }>(
      request,
      'query ($alias: String!, $from: String!, $to: String!) { rentalAvailability(alias: $alias, from: $from, to: $to) { freeUnits } }',
      { alias: machine.alias, ...period },
    );
    expect(rentalAvailability.freeUnits).toBe(machine.rental?.units);
  });

  test('without JavaScript the hire is cancelled by the same links and form', async ({
    browser,
    baseURL,
    request,
  }) => {
    const { machine, period } = await machineAndDays(request, 14);
    const signedIn = await browser.newContext({ baseURL, locale: 'sv-SE' });
    const email = freshEmail();
    await register(await signedIn.newPage(), 'sv', email);
    await hire(signedIn, email, machine.skus[0]?.skuId as number, period);
    const cookies = await signedIn.cookies();
    await signedIn.close();

    const context = await browser.newContext({ baseURL, locale: 'sv-SE', javaScriptEnabled: false });
    await context.addCookies(cookies);
    const page = await context.newPage();
    await page.goto(PATHS.sv.orders);
    const card = bookings(page).getByRole('article', { name: machine.name });
    await card.getByRole('link', { name: t('bookings.cancel') }).click();
    await card.getByRole('button', { name: t('bookings.confirm') }).click();
    await expect(bookings(page).getByRole('status')).toHaveText(
      filled('bookings.cancelled', { name: machine.name }),
    );
    await expect(card).toContainText(t('bookings.state.CANCELLED'));
    await context.close();
  });
});
