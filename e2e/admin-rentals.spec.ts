import { expect, type Page, test } from '@playwright/test';
import {
  bookingsInCalendar,
  bookRentalThroughApi,
  rentalDesk,
  rentalText,
  stockholmToday,
} from './admin-rentals';
import { expectNoAxeViolations } from './axe';

const t = rentalText;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Follows a link from the keyboard: focus, then Enter. */
async function follow(page: Page, name: string | RegExp) {
  await page.getByRole('link', { name }).first().focus();
  await page.keyboard.press('Enter');
}

/** Sends a form by its button from the keyboard. */
async function send(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
}

// A one-pixel PNG, as a phone's photo would be sent: its type is read from these bytes.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const facts = (page: Page) => page.getByRole('region', { name: t('booking.facts') });

/** Opens a booking from the calendar by keyboard; the unit's serial number as its page tells it. */
async function openBooking(page: Page, id: number) {
  await follow(page, new RegExp(`bokning ${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: t('booking.title', { id }) })).toBeVisible();
  const unit = facts(page)
    .locator('div')
    .filter({ has: page.getByText(t('booking.unit'), { exact: true }) });
  return (await unit.locator('dd').textContent()) ?? '';
}

test.describe('the rental desk', () => {
  // Each test books a machine whose every unit is free: one at a time, they never pick the same.
  test.describe.configure({ mode: 'serial' });

  test('staff find a booking made through the API in the calendar and block one of its units, a block over the booking refused', async ({
    browser,
    request,
  }) => {
    test.slow();
    const booking = await bookRentalThroughApi(request);
    const desk = await rentalDesk(browser);
    await expect(desk.getByRole('link', { name: t('nav'), exact: true })).toBeVisible();
    const ids = await bookingsInCalendar(desk, booking.machine, booking.from);
    expect(ids).toHaveLength(1);
    const id = ids[0] as number;
    await expectNoAxeViolations(desk);

    const serial = await openBooking(desk, id);
    await expect(facts(desk).getByText(t('states.CONFIRMED'), { exact: true })).toBeVisible();
    await expect(
      facts(desk).getByRole('link', { name: t('booking.orderLink', { id: booking.orderId }) }),
    ).toBeVisible();
    await expectNoAxeViolations(desk);

    // A block over the booking's days is refused, naming it.
    await desk.goto(`/sv/rentals?from=${booking.from}&object=${booking.machine.productId}`);
    await follow(desk, t('calendar.blockLabel', { serial }));
    await expect(desk).toHaveURL(/unit=\d+.*#maintenance$/);
    const form = desk.getByRole('region', { name: t('maintenance.title') });
    await form.getByLabel(t('maintenance.from')).fill(booking.from);
    await form.getByLabel(t('maintenance.to')).fill(booking.to);
    await form.getByLabel(t('maintenance.reason')).focus();
    await desk.keyboard.type('Byte av hydraulslang');
    await send(desk, t('maintenance.submit'));
    await expect(form.getByRole('alert')).toHaveText(
      t('problems.OVERLAPS_BOOKING', {
        id,
        state: t('states.CONFIRMED'),
        from: booking.from,
        to: booking.to,
      }),
    );
    await expect(form.getByLabel(t('maintenance.reason'))).toHaveValue('Byte av hydraulslang');

    // Days of its own take the unit out: the calendar shows the block, and it can be ended.
    const from = addDays(booking.to, 120 + Math.floor(Math.random() * 100));
    await form.getByLabel(t('maintenance.from')).fill(from);
    await form.getByLabel(t('maintenance.to')).fill(addDays(from, 2));
    await send(desk, t('maintenance.submit'));
    const done = form.getByRole('status');
    await expect(done).toHaveText(new RegExp(t('maintenance.done', { id: '\\d+' }).replace(/[()]/g, '\\$&')));
    const blockId = Number((await done.textContent())?.match(/\d+/)?.[0]);
    await desk.goto(`/sv/rentals?from=${from}&object=${booking.machine.productId}`);
    await expect(
      desk.getByRole('link', {
        name: new RegExp(`^${serial}, .*: ${t('states.MAINTENANCE')}, bokning ${blockId}$`),
      }),
    ).toBeVisible();
    await openBooking(desk, blockId);
    await send(desk, t('maintenance.end'));
    await expect(desk.getByRole('main').getByRole('status')).toHaveText(t('maintenance.ended'));
    await expect(facts(desk).getByText(t('states.CANCELLED'), { exact: true })).toBeVisible();
  });

  test('staff hand a hire out with a photo and take it back by keyboard, with hour meter, fuel, notes and damage', async ({
    browser,
    request,
  }) => {
    test.slow();
    const booking = await bookRentalThroughApi(request);
    test.skip(booking.from !== stockholmToday(), 'The depot is closed today: no hire is handed out.');
    const desk = await rentalDesk(browser);
    const [id] = await bookingsInCalendar(desk, booking.machine, booking.from);
    await openBooking(desk, id as number);

    const handOut = desk.getByRole('region', { name: t('handOut.title') });
    const meter = handOut.getByLabel(t('handOut.hourMeter'));
    const last = Number(await meter.inputValue());
    await meter.focus();
    await desk.keyboard.press('ControlOrMeta+A');
    await desk.keyboard.type(String(last + 5));
    await desk.keyboard.press('Tab');
    await expect(handOut.getByLabel(t('handOut.fuel'))).toBeFocused();
    await desk.keyboard.type('100');
    await desk.keyboard.press('Tab');
    await desk.keyboard.type('Skopa 60 cm');
    await desk.keyboard.press('Tab');
    const photos = handOut.getByLabel(t('photos.label'));
    await expect(photos).toBeFocused();
    await expect(photos).toHaveAccessibleDescription(t('photos.hint', { count: 6, mb: 5 }));
    await photos.setInputFiles({ name: 'skopa.png', mimeType: 'image/png', buffer: PHOTO });
    await desk.keyboard.press('Tab');
    await expect(handOut.getByRole('button', { name: t('handOut.submit') })).toBeFocused();
    await desk.keyboard.press('Enter');
    await expect(desk.getByRole('main').getByRole('status')).toHaveText(t('handOut.done'));
    await expect(facts(desk).getByText(t('states.OUT'), { exact: true })).toBeVisible();
    const thumbnail = desk.getByRole('img', { name: t('photos.alt', { n: 1, kind: t('handovers.OUT') }) });
    await expect(thumbnail).toBeVisible();
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    const full = await desk.getByRole('link').filter({ has: thumbnail }).getAttribute('href');
    const photo = await desk.request.get(new URL(full ?? '', desk.url()).toString());
    expect(photo.headers()['content-type']).toBe('image/png');
    expect(photo.headers()['cache-control']).toContain('no-store');
    expect(Buffer.compare(await photo.body(), PHOTO)).toBe(0);
    await expectNoAxeViolations(desk);

    const back = desk.getByRole('region', { name: t('return.title') });
    const returned = back.getByLabel(t('handOut.hourMeter'));
    await expect(returned).toHaveValue(String(last + 5));
    await returned.focus();
    await desk.keyboard.press('ControlOrMeta+A');
    await desk.keyboard.type(String(last + 17));
    await desk.keyboard.press('Tab');
    await desk.keyboard.type('40');
    await desk.keyboard.press('Tab');
    await desk.keyboard.press('Tab');
    await expect(back.getByLabel(t('return.damage'))).toBeFocused();
    await desk.keyboard.type('Repa på skopan');
    await desk.keyboard.press('Tab');
    await desk.keyboard.press('Tab');
    await expect(back.getByRole('button', { name: t('return.submit') })).toBeFocused();
    await desk.keyboard.press('Enter');
    await expect(desk.getByRole('main').getByRole('status')).toHaveText(t('return.done'));
    const handovers = desk.getByRole('region', { name: t('handovers.title') });
    await expect(
      handovers.getByText(t('handovers.meter', { hours: last + 17 }), { exact: false }),
    ).toBeVisible();
    await expect(handovers.getByText('Repa på skopan', { exact: false })).toBeVisible();
    await expect(facts(desk).getByText(t('states.RETURNED'), { exact: true })).toBeVisible();
  });
});
