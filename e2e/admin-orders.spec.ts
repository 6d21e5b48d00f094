import { expect, type Page, test } from '@playwright/test';
import {
  accountOrdersPath,
  addStaffMember,
  adminText,
  openOrderByKeyboard,
  outboxMail,
  shopperOrder,
  signedInStaff,
} from './admin-orders';
import { expectNoAxeViolations } from './axe';
import { formHtml, hiddenFields } from './forms';
import { messages } from './messages';
import { adminUrl } from './playwright.config';

const sv = adminText('sv', 'orders');

/** Presses a button from the keyboard: focus, then Enter. */
async function pressButton(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
}

test.describe('the order desk', () => {
  test('a shopper orders; staff confirm and ship it by keyboard; the mail and the account show it shipped; support may not change it', async ({
    browser,
  }) => {
    test.slow();
    const { page: shop, email, number } = await shopperOrder(browser);

    const desk = await signedInStaff(browser, addStaffMember('orders'), 'sv');
    await openOrderByKeyboard(desk, 'sv', email, number);
    const status = desk.getByRole('region', { name: sv('status.title') });
    await pressButton(desk, sv('status.moveTo.CONFIRMED'));
    await expect(status.getByRole('status')).toHaveText(sv('status.done.CONFIRMED'));
    await pressButton(desk, sv('status.moveTo.PICKING'));
    await expect(status.getByRole('status')).toHaveText(sv('status.done.PICKING'));

    // Shipping asks for the carrier and the parcel's number, typed from the keyboard.
    await desk.getByLabel(sv('status.carrier')).focus();
    await desk.keyboard.type('PostNord');
    await desk.keyboard.press('Tab');
    await expect(desk.getByLabel(sv('status.trackingNumber'))).toBeFocused();
    await desk.keyboard.type('SE123456789');
    await pressButton(desk, sv('status.moveTo.SHIPPED'));
    await expect(status.getByRole('status')).toHaveText(sv('status.done.SHIPPED'));
    await expect(desk.getByText(sv('stages.SHIPPED'), { exact: true }).first()).toBeVisible();
    await expect(desk.getByRole('link', { name: 'SE123456789' })).toHaveAttribute('href', /SE123456789/);
    // The timeline names who shipped it.
    const timeline = desk.getByRole('region', { name: sv('timeline.title') });
    await expect(timeline.getByText('PostNord, kolli SE123456789')).toBeVisible();

    // The shopper's mail says it is shipped, with the parcel's number and tracking link.
    const mail = await outboxMail('order-shipped', email);
    expect(mail).toContain('SE123456789');
    expect(mail).toContain('postnord.com');
    // ...and so does their account.
    await shop.goto(accountOrdersPath);
    const shopText = messages('sv');
    const order = shop.getByRole('article', { name: shopText('orders.order').replace('{id}', number) });
    await expect(order.getByRole('link', { name: shopText('orders.tracking') })).toHaveAttribute(
      'href',
      /SE123456789/,
    );

    // Support reads the order but is offered no status change.
    const support = await signedInStaff(browser, addStaffMember('support'), 'sv');
    await support.goto(desk.url().split('?')[0] as string);
    await expect(
      support.getByRole('heading', { level: 1, name: sv('order.title', { id: number }) }),
    ).toBeVisible();
    await expect(support.getByRole('region', { name: sv('status.title') })).toHaveCount(0);
    await expect(support.getByRole('button', { name: sv('status.moveTo.DELIVERED') })).toHaveCount(0);

    // A status form forged from the orders member's page and posted with support's session is
    // refused by the API: the order stays shipped.
    const orderPage = desk.url().split('?')[0] as string;
    // The page as the server sends it, with the form's action fields (a browser without JavaScript gets the same).
    const html = formHtml(await (await desk.request.get(orderPage)).text(), 'value="DELIVERED"');
    const fields = hiddenFields(html);
    expect(Object.keys(fields).some((name) => name.startsWith('$ACTION_'))).toBe(true);
    const forged = await support.request.post(orderPage, {
      multipart: fields,
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(303);
    expect(forged.headers().location).toContain('problem=FORBIDDEN');
    await desk.reload();
    await expect(desk.getByRole('button', { name: sv('status.moveTo.DELIVERED') })).toBeVisible();
    await expect(desk.getByText(sv('stages.DELIVERED'), { exact: true })).toHaveCount(0);
  });

  test('the list and an order page pass axe in Swedish on a phone and in English on a desktop', async ({
    browser,
  }, info) => {
    const { email, number } = await shopperOrder(browser);
    const member = addStaffMember('orders');
    for (const [locale, width] of [
      ['sv', 390],
      ['en', 1280],
    ] as const) {
      const t = adminText(locale, 'orders');
      const page = await signedInStaff(browser, member, locale, width);
      await page.goto(`/${locale}/orders?q=${encodeURIComponent(email)}`);
      await expect(page.getByRole('link', { name: number, exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: info.outputPath(`orders-${locale}-${width}.png`), fullPage: true });
      await page.goto(`/${locale}/orders/${number}`);
      await expect(
        page.getByRole('heading', { level: 1, name: t('order.title', { id: number }) }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: info.outputPath(`order-${locale}-${width}.png`), fullPage: true });
      await page.context().close();
    }
  });

  test('the status form posts without JavaScript, and the export and packing slip download', async ({
    browser,
  }) => {
    test.slow();
    const { email, number } = await shopperOrder(browser);
    const member = addStaffMember('orders');
    // Signed in with JavaScript; the session cookie then serves a browser without it.
    const signedIn = await signedInStaff(browser, member, 'sv');
    const state = await signedIn.context().storageState();
    const context = await browser.newContext({
      baseURL: adminUrl,
      javaScriptEnabled: false,
      storageState: state,
      locale: 'sv-SE',
    });
    const page = await context.newPage();
    await page.goto(`/sv/orders/${number}`);
    await page.getByRole('button', { name: sv('status.moveTo.CONFIRMED'), exact: true }).click();
    await expect(page.getByRole('region', { name: sv('status.title') }).getByRole('status')).toHaveText(
      sv('status.done.CONFIRMED'),
    );
    // Cancelling asks once more before it is sent.
    await page.getByRole('button', { name: sv('status.moveTo.CANCELLED'), exact: true }).click();
    await expect(page.getByRole('heading', { name: sv('status.confirm.CANCELLED.title') })).toBeVisible();
    await page.getByRole('link', { name: sv('status.keep') }).click();
    await expect(page.getByText(sv('stages.CONFIRMED'), { exact: true }).first()).toBeVisible();

    const slip = await page.request.get(`/sv/orders/${number}/documents/packing-slip`);
    expect(slip.status()).toBe(200);
    expect(slip.headers()['content-type']).toBe('application/pdf');
    const csv = await page.request.get(`/sv/orders/export?q=${encodeURIComponent(email)}`);
    expect(csv.status()).toBe(200);
    const text = (await csv.body()).toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toContain('Åsa Öberg');
    expect(text).toContain(`\r\n${number};`);
  });
});
