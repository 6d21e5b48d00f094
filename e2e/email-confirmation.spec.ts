import { type Locator, test } from '@playwright/test';
import { expect, freshEmail, PATHS, register } from './account';
import { outboxMail } from './admin-orders';
import { expectNoAxeViolations } from './axe';
import { filled, pattern, press, productsIn, typeInto } from './cart';
import { messages } from './messages';

test.describe.configure({ timeout: 120_000 });

/** The checkout form's field by its label (which may end in a hidden "(required)"). */
function field(form: Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return form.getByLabel(new RegExp(`^${escaped}( \\(.+\\))?$`));
}

test('a guest order joins the account registered with its email once the mailed link confirms it', async ({
  page,
  browser,
}, info) => {
  const t = messages('sv');
  const email = freshEmail();

  // A guest buys a filter, typing the email in capitals.
  const product = (await productsIn(page.request, 'filter', 'sv')).find(
    (p) => !p.sizeRequired && p.maxQuantity >= 30,
  );
  if (!product) throw new Error('No filter to buy');
  await page.goto(product.canonicalUrl);
  await press(
    page
      .getByRole('main')
      .getByRole('button', { name: t('product.addToCart'), exact: true })
      .first(),
  );
  await expect(page.getByText(filled('sv', 'cart.added', { name: product.name }))).toBeVisible();
  await page.goto('/kassan');
  const form = page.getByRole('form', { name: t('checkout.form') });
  for (const [label, value] of [
    ['checkout.personalId', '19900101-1239'],
    ['checkout.email', email.toUpperCase()],
    ['checkout.phone', '070-123 45 67'],
    ['checkout.firstName', 'Gun'],
    ['checkout.lastName', 'Gäst'],
    ['checkout.addressLine1', 'Storgatan 1'],
    ['checkout.zip', '111 22'],
    ['checkout.city', 'Växjö'],
  ] as const) {
    await typeInto(field(form, t(label)), value);
  }
  await press(form.getByRole('checkbox', { name: 'Jag godkänner köpvillkoren' }), 'Space');
  await press(form.getByRole('button', { name: t('checkout.placeOrder') }));
  await expect(page.getByRole('heading', { level: 1, name: t('confirmation.title') })).toBeVisible();
  const number = (await page.getByText(pattern('sv', 'confirmation.orderNumber')).textContent())?.match(
    /\d+/,
  )?.[0];
  if (!number) throw new Error('No order number on the confirmation');
  const orderHeading = page.getByRole('heading', { name: t('orders.order').replace('{id}', number) });

  // The same shopper registers with the email: the account does not show the order yet, and says why.
  await register(page, 'sv', email);
  const notice = page.getByRole('region', { name: t('emailConfirm.noticeTitle') });
  await expect(notice).toContainText(email);
  // A link may be asked for again from the notice.
  await notice.getByRole('button', { name: t('emailConfirm.sendAgain') }).click();
  await expect(notice.getByRole('status')).toHaveText(t('emailConfirm.linkOutcome.sent'));
  await page.goto(PATHS.sv.orders);
  await expect(page.getByText(t('orders.empty'))).toBeVisible();
  await expect(orderHeading).toBeHidden();

  // The mail's link, as a mail client shows it, leads to the confirmation page.
  const mail = await outboxMail('email-confirmation', email);
  expect(mail).toContain('Content-Language: sv');
  const link = /(https?:\/\/[^\s"<]+\/account\/confirm-email\?token=[\w-]+)/.exec(mail)?.[1];
  if (!link) throw new Error('No confirmation link in the mail');
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { level: 1, name: t('emailConfirm.title') })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: t('emailConfirm.confirm') }).click();
  const outcome = page.getByRole('main').getByRole('status');
  await expect(outcome).toContainText(t('emailConfirm.confirmed'));
  await expect(outcome).toContainText('1 beställning som du har gjort som gäst');
  await expect(page).not.toHaveURL(/token=/);

  await page.getByRole('link', { name: t('emailConfirm.toOrders') }).click();
  await expect(page).toHaveURL(new RegExp(`${PATHS.sv.orders}$`));
  await expect(orderHeading).toBeVisible();
  await expect(page.getByRole('region', { name: t('emailConfirm.noticeTitle') })).toBeHidden();

  // The link works once; its page is a plain form, the same without JavaScript.
  const plain = await browser.newContext({ baseURL: info.project.use.baseURL, javaScriptEnabled: false });
  const later = await plain.newPage();
  await later.goto(`${url.pathname}${url.search}`);
  await later.getByRole('button', { name: t('emailConfirm.confirm') }).click();
  await expect(later.getByText(t('emailConfirm.expired'))).toBeVisible();
  await expect(later.getByRole('link', { name: t('emailConfirm.askAgain') })).toBeVisible();
  await plain.close();
});
