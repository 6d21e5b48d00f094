import { expect, type Page, test } from '@playwright/test';
import {
  type AdminLocale,
  addMember,
  adminPage,
  adminText,
  expectNoSidewaysScroll,
  MEMBER_PASSWORD,
  signIn,
  submitSignIn,
} from './admin';
import { expectNoAxeViolations } from './axe';
import { adminUrl } from './playwright.config';

/** The frame's own pages, signed in as an owner. */
const OWNER_PAGES = ['/', '/staff', '/account', '/audit', '/rentals', '/rentals/overdue'] as const;

/** A one-time link for a new member, handed out on the staff page. */
async function addThroughStaffPage(page: Page, locale: AdminLocale, role: string) {
  const staff = adminText(locale, 'staff');
  const email = `new-${Date.now()}-${Math.random().toString(36).slice(2)}@maskinbutiken.test`;
  await page.goto(`/${locale}/staff`);
  await page.getByLabel(staff('add.email'), { exact: true }).fill(email);
  await page.getByLabel(staff('add.name'), { exact: true }).fill('Nya Nilsson');
  await page.getByLabel(staff('add.role'), { exact: true }).selectOption(role);
  await page.getByRole('button', { name: staff('add.submit'), exact: true }).click();
  const link = await page.getByTestId('one-time-link').inputValue();
  expect(link).toMatch(new RegExp(`/${locale}/set-password\\?token=`));
  return { email, link };
}

// The pages are the same in both languages: each test looks in one of them.
test('the sign-in page and every page of the frame pass axe, in Swedish', async ({ browser }) => {
  const page = await adminPage(browser, 'sv');
  await page.goto('/sv/sign-in');
  await expectNoAxeViolations(page);
  await signIn(page, 'sv', addMember('owner'));
  for (const path of OWNER_PAGES) {
    await page.goto(`/sv${path === '/' ? '' : path}`);
    await expectNoAxeViolations(page);
  }
});

test("a member added, the authenticator's QR code and the set-password page pass axe, in English", async ({
  browser,
}) => {
  const page = await adminPage(browser, 'en');
  await signIn(page, 'en', addMember('owner'));
  const { link } = await addThroughStaffPage(page, 'en', 'SUPPORT');
  await expectNoAxeViolations(page);
  await page.goto('/en/account');
  await page.getByRole('button', { name: adminText('en', 'account')('totp.start') }).click();
  await expect(page.getByRole('img', { name: adminText('en', 'account')('totp.qrLabel') })).toBeVisible();
  await expectNoAxeViolations(page);

  const newcomer = await adminPage(browser, 'en');
  await newcomer.goto(link.replace(/^https?:\/\/[^/]+/, adminUrl));
  await expectNoAxeViolations(newcomer);
});

test('an owner adds a member who sets a password; a support member meets a translated 403 on staff', async ({
  browser,
}) => {
  const owner = await adminPage(browser, 'sv');
  await signIn(owner, 'sv', addMember('owner'));
  const { email, link } = await addThroughStaffPage(owner, 'sv', 'SUPPORT');
  await expect(owner.getByRole('row', { name: new RegExp(email) })).toBeVisible();

  const member = await adminPage(browser, 'en');
  await member.goto(link.replace(/^https?:\/\/[^/]+\/sv/, `${adminUrl}/en`));
  const auth = adminText('en', 'auth');
  await expect(member.getByText(email)).toBeVisible();
  await member.getByLabel(auth('setPassword.password')).fill(MEMBER_PASSWORD);
  await member.getByLabel(auth('setPassword.confirm')).fill(MEMBER_PASSWORD);
  await member.getByRole('button', { name: auth('setPassword.submit') }).click();
  await expect(member.getByRole('main').getByRole('status')).toHaveText(auth('setPassword.done'));
  await submitSignIn(member, 'en', email);
  await expect(member).toHaveURL(`${adminUrl}/en`);
  // The link worked once.
  await member.goto(link);
  await expect(member.getByRole('main').getByRole('alert')).toHaveText(
    adminText('sv', 'auth')('problems.invalidLink'),
  );

  const forbidden = await member.goto('/en/staff');
  expect(forbidden?.status()).toBe(403);
  await expect(member.getByRole('heading', { level: 1 })).toHaveText(
    adminText('en', 'common')('forbidden.title'),
  );
  const shell = adminText('en', 'staff');
  await expect(member.getByRole('navigation').getByRole('link', { name: shell('nav') })).toHaveCount(0);
  await expectNoAxeViolations(member);

  // The owner disables the member: their very next page asks them to sign in.
  const row = owner.getByRole('row', { name: new RegExp(email) });
  await row.getByRole('button', { name: adminText('sv', 'staff')('disable') }).click();
  await expect(owner.getByRole('main').getByRole('status')).toHaveText(
    adminText('sv', 'staff')('done.disable'),
  );
  await member.goto('/en/account');
  await expect(member).toHaveURL(/\/en\/sign-in\?next=%2Fen%2Faccount/);
});

for (const [name, width] of [
  ['phone', 390],
  ['desktop', 1280],
] as const) {
  test(`the frame fits a ${name} (${width} px) and takes screenshots`, async ({ browser }, testInfo) => {
    const page = await adminPage(browser, 'sv', { viewport: { width, height: 844 } });
    await page.goto('/sv/sign-in');
    await expectNoSidewaysScroll(page);
    await signIn(page, 'sv', addMember('owner'));
    for (const path of OWNER_PAGES) {
      await page.goto(`/sv${path === '/' ? '' : path}`);
      await expectNoSidewaysScroll(page);
      // The skip link is the first stop by keyboard and leads to the page's content.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: adminText('sv', 'shell')('skipToContent') })).toBeFocused();
      await testInfo.attach(`${name}${path.replace('/', '-')}`, {
        body: await page.screenshot({ fullPage: true }),
        contentType: 'image/png',
      });
    }
  });
}
