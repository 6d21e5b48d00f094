import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { addMember, adminPage, adminText, signIn } from './admin';
import { commerce } from './commerce-api';

/** The back office's rental texts in Swedish. */
export const rentalText = adminText('sv', 'rentals');

/** Dates as the rental desk writes them in Swedish: "28 nov. 2026". */
const deskDate = (date: string) =>
  new Intl.DateTimeFormat('sv-SE', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The dealer's today. */
export const stockholmToday = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());

interface Machine {
  productId: number;
  name: string;
  alias: string;
  skus: { skuId: number }[];
  rental: { units: number; minimumDays: number } | null;
}

interface Availability {
  rentalAvailability: { problem: string | null; freeUnits: number } | null;
}

/** The first day from `date` on which the depot hands machines over, by the API's calendar. */
async function openDay(request: APIRequestContext, alias: string, date: string): Promise<string> {
  const months = new Map<string, { date: string; open: boolean }[]>();
  for (let day = date; ; day = addDays(day, 1)) {
    const month = day.slice(0, 7);
    if (!months.has(month)) {
      const { rentalCalendar } = await commerce<{
        rentalCalendar: { days: { date: string; open: boolean }[] };
      }>(
        request,
        'query ($alias: String!, $month: String!) { rentalCalendar(alias: $alias, month: $month) { days { date open } } }',
        { alias, month },
      );
      months.set(month, rentalCalendar.days);
    }
    if (months.get(month)?.find((d) => d.date === day)?.open) return day;
  }
}

/**
 * A hire booked through the shop's API as a guest places it: a machine of several units, every one
 * free, picked up on the first open day from today (today when the depot is open) for its shortest
 * hire. Its machine's name, the days and the order's number.
 */
export async function bookRentalThroughApi(request: APIRequestContext) {
  const { products } = await commerce<{ products: { products: Machine[] } }>(
    request,
    '{ products(categoryAlias: "hyr-byggmaskiner", take: 100) { products { productId name alias skus { skuId } rental { units minimumDays } } } }',
  );
  for (const machine of products.products.filter((p) => (p.rental?.units ?? 0) >= 2)) {
    const from = await openDay(request, machine.alias, stockholmToday());
    const to = await openDay(request, machine.alias, addDays(from, machine.rental?.minimumDays ?? 1));
    const { rentalAvailability } = await commerce<Availability>(
      request,
      'query ($alias: String!, $from: String!, $to: String!) { rentalAvailability(alias: $alias, from: $from, to: $to) { problem freeUnits } }',
      { alias: machine.alias, from, to },
    );
    if (rentalAvailability?.problem || rentalAvailability?.freeUnits !== machine.rental?.units) continue;
    const { getCart } = await commerce<{ getCart: { id: string } }>(request, '{ getCart(id: "") { id } }');
    await commerce(
      request,
      `mutation ($id: String!, $skuId: Int!, $from: String!, $to: String!) {
        addToCart(id: $id, item: { skuId: $skuId, quantity: 1, rentalPeriod: { from: $from, to: $to } }) { id } }`,
      { id: getCart.id, skuId: machine.skus[0]?.skuId, from, to },
    );
    const { placeOrder } = await commerce<{ placeOrder: { orderId: string; status: string } }>(
      request,
      `mutation ($cartId: String!, $checkout: CheckoutInputType!) {
        placeOrder(cartId: $cartId, checkout: $checkout) { orderId status } }`,
      {
        cartId: getCart.id,
        checkout: {
          customerType: 'PERSON',
          email: `hyra-${Date.now()}@example.se`,
          identityNumber: '19900101-1239',
          billingAddress: {
            firstName: 'Hilda',
            lastName: 'Hyresson',
            addressLine1: 'Storgatan 1',
            zip: '111 22',
            city: 'Stockholm',
            mobile: '070-123 45 67',
          },
          acceptedConsents: ['ORDER'],
        },
      },
    );
    expect(placeOrder.status).toBe('OK');
    return {
      machine: { productId: machine.productId, name: machine.name },
      from,
      to,
      orderId: placeOrder.orderId,
    };
  }
  throw new Error('No machine for hire with every unit free from the next open day');
}

/** A staff member of the order desk signed in to the back office in Swedish. */
export async function rentalDesk(browser: Browser): Promise<Page> {
  const page = await adminPage(browser, 'sv', { viewport: { width: 1280, height: 900 } });
  await signIn(page, 'sv', addMember('orders'));
  return page;
}

/**
 * The bookings the back office's rental calendar shows for a machine on a day: the ids of the links
 * in the machine's table that hold the day (a shopper's test can check its booking got there). The
 * calendar is asked for that machine alone: two machines of the demo catalog may share a name.
 */
export async function bookingsInCalendar(
  page: Page,
  machine: { productId: number; name: string },
  date: string,
): Promise<number[]> {
  await page.goto(`/sv/rentals?from=${date}&object=${machine.productId}`);
  const table = page.getByRole('region', { name: rentalText('calendar.caption', { name: machine.name }) });
  await expect(table).toBeVisible();
  const booked = table.getByRole('link', { name: new RegExp(`, ${deskDate(date)}.*: .*bokning \\d+$`) });
  const names = await booked.evaluateAll((links) => links.map((link) => link.textContent ?? ''));
  return names.map((name) => Number(name.match(/bokning (\d+)$/)?.[1]));
}
