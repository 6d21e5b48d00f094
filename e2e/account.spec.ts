import { readdir, readFile } from 'node:fs/promises';
import { test } from '@playwright/test';
import { expect, freshEmail, openSignIn, PASSWORD, PATHS, panel, register, signOut } from './account';
import { expectNoAxeViolations } from './axe';
import { commerce } from './commerce-api';
import { messages, prefix } from './messages';
import { staffApiKey } from './playwright.config';

test.describe.configure({ timeout: 120_000 });

/** Where the commerce API keeps mail when no mail server is set (MAIL_OUTBOX_DIR's default). */
const OUTBOX = new URL('../data/outbox/', import.meta.url);

/** The reset key in the latest mail to `email`, as a mail client would read the link. */
async function resetKeyMailedTo(email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const names = await readdir(OUTBOX).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.endsWith('.eml'))) {
      // Quoted-printable: joined soft line breaks, '=' written as =3D.
      const mail = (await readFile(new URL(name, OUTBOX), 'utf8'))
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const key = mail.includes(email) ? /resetKey=([^"&\s<]+)/.exec(mail)?.[1] : undefined;
      if (key) return decodeURIComponent(key);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No reset mail to ${email}`);
}

test.describe('account', () => {
  test('register, sign out, sign in, orders and settings, sign out', async ({ page }) => {
    const t = messages('sv');
    const email = freshEmail();

    // The panel checks the fields before anything is sent.
    await page.goto('/?action=login');
    await panel(page, 'sv')
      .getByRole('button', { name: t('auth.register') })
      .click();
    const registration = page.getByRole('dialog', { name: t('auth.register') });
    await registration.getByLabel(t('auth.email')).fill('inte-en-adress');
    await registration.getByLabel(t('auth.password'), { exact: true }).fill('kort');
    await registration.getByLabel(t('auth.passwordConfirm')).fill('annat');
    await registration.getByRole('button', { name: t('auth.register') }).click();
    await expect(registration.getByText(t('auth.invalidEmail'))).toBeVisible();
    await expect(registration.getByText(t('auth.passwordTooShort'))).toBeVisible();
    await expect(registration.getByText(t('auth.passwordsDiffer'))).toBeVisible();
    // Focus goes to the first field to mend.
    await expect(registration.getByLabel(t('auth.email'))).toBeFocused();

    await register(page, 'sv', email, { newsletter: true });
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    await expect(page.getByLabel(t('settings.newsletter'))).toBeChecked();
    const cookies = await page.context().cookies();
    const token = cookies.find((c) => c.name === 'mb-auth');
    expect(token?.httpOnly).toBe(true);
    expect(token?.sameSite).toBe('Lax');
    expect(cookies.find((c) => c.name === 'mb-auth-refresh')?.httpOnly).toBe(true);

    // A setting changes and stays.
    await page.getByLabel(t('settings.firstName')).fill('Greta');
    await page.getByLabel(t('settings.city'), { exact: true }).fill('Stockholm');
    // A personal number the API refuses is told beside its field, and nothing is saved.
    await page.getByLabel(t('settings.personalId')).fill('811218-9877');
    await page.getByRole('button', { name: t('settings.save'), exact: true }).click();
    await expect(page.getByText(t('settings.invalidIdentityNumber'))).toBeVisible();
    await expect(page.getByLabel(t('settings.personalId'))).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel(t('settings.personalId')).fill('811218-9876');
    await page.getByLabel(t('settings.gender'), { exact: true }).selectOption('WOMAN');
    await page.getByLabel(t('settings.country'), { exact: true }).selectOption({ label: 'Sverige' });
    await page.getByRole('button', { name: t('settings.save'), exact: true }).click();
    await expect(page.getByText(t('settings.saved'))).toBeVisible();
    // The form keeps what was saved (React resets a form after its action), and so does the account.
    await expect(page.getByLabel(t('settings.personalId'))).toHaveValue('811218-9876');
    await expect(page.getByLabel(t('settings.firstName'))).toHaveValue('Greta');
    await page.reload();
    await expect(page.getByLabel(t('settings.firstName'))).toHaveValue('Greta');
    await expect(page.getByLabel(t('settings.city'), { exact: true })).toHaveValue('Stockholm');
    await expect(page.getByLabel(t('settings.personalId'))).toHaveValue('811218-9876');
    await expect(page.getByLabel(t('settings.gender'), { exact: true })).toHaveValue('WOMAN');
    await expect(page.getByLabel(t('settings.country'), { exact: true })).toHaveValue('SE');

    await signOut(page, 'sv');
    expect(
      (await page.context().cookies()).some((c) => c.name === 'mb-auth' || c.name === 'mb-auth-refresh'),
    ).toBe(false);

    // The same address cannot register again.
    await page.goto('/?action=login');
    await panel(page, 'sv')
      .getByRole('button', { name: t('auth.register') })
      .click();
    const again = page.getByRole('dialog', { name: t('auth.register') });
    await again.getByLabel(t('auth.email')).fill(email);
    await again.getByLabel(t('auth.password'), { exact: true }).fill(PASSWORD);
    await again.getByLabel(t('auth.passwordConfirm')).fill(PASSWORD);
    await again.getByRole('button', { name: t('auth.register') }).click();
    await expect(again.getByRole('alert')).toHaveText(t('auth.accountExists'));
    await page.keyboard.press('Escape');

    // A wrong password is refused; the right one signs in.
    await openSignIn(page, 'sv');
    const signIn = panel(page, 'sv');
    await signIn.getByLabel(t('auth.email')).fill(email);
    await signIn.getByLabel(t('auth.password')).fill('fel-losenord');
    await signIn.getByRole('button', { name: t('auth.signIn') }).click();
    await expect(signIn.getByRole('alert')).toHaveText(t('auth.wrongCredentials'));
    await signIn.getByLabel(t('auth.password')).fill(PASSWORD);
    await signIn.getByRole('button', { name: t('auth.signIn') }).click();
    await expect(signIn).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: t('auth.myAccount') })).toBeFocused();

    await page
      .getByRole('banner')
      .getByRole('link', { name: t('auth.myAccount') })
      .click();
    await expect(page).toHaveURL(/\/mina-sidor\/ordrar$/);
    await expect(page.getByRole('heading', { level: 1, name: t('orders.title') })).toBeVisible();
    await expect(page.getByText(t('orders.empty'))).toBeVisible();
    await page.getByRole('link', { name: t('accountNav.balance') }).click();
    await expect(page.getByText(t('balance.amount'))).toBeVisible();
    await page.getByRole('link', { name: t('accountNav.settings'), exact: true }).click();
    await expect(page.getByLabel(t('settings.firstName'))).toHaveValue('Greta');

    await signOut(page, 'sv');
  });

  test('sends guests from the account pages to the sign-in', async ({ page }) => {
    await page.goto(PATHS.sv.orders);
    await expect(page).toHaveURL(/\/$/);
    await expect(panel(page, 'sv')).toBeVisible();
    // Focus is in the panel, and Escape closes it.
    await expect(panel(page, 'sv').getByLabel(messages('sv')('auth.email'))).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel(page, 'sv')).toBeHidden();
  });

  test('a wrong current password signs the shopper out', async ({ page }) => {
    const t = messages('en');
    await register(page, 'en', freshEmail());
    await page.getByLabel(t('settings.currentPassword')).fill('not-my-password');
    await page.getByLabel(t('settings.newPassword')).fill('another-password-1');
    await page.getByLabel(t('auth.passwordConfirm')).fill('another-password-1');
    await page.getByRole('button', { name: t('settings.changePassword') }).click();
    await expect(page.getByText(t('settings.signedOutWrongPassword')).first()).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: t('auth.signIn') })).toBeVisible();
    await page.goto(PATHS.en.settings);
    await expect(page).toHaveURL(/\/en$/);
  });

  test('signing out reaches the other tabs', async ({ context }) => {
    const t = messages('sv');
    const first = await context.newPage();
    await register(first, 'sv', freshEmail());
    const second = await context.newPage();
    await second.goto('/');
    await expect(second.getByRole('banner').getByRole('link', { name: t('auth.myAccount') })).toBeVisible();
    await signOut(first, 'sv');
    await expect(second.getByRole('banner').getByRole('button', { name: t('auth.signIn') })).toBeVisible();
  });

  test("the storefront's own /auth speaks the protocol and rotates the refresh token", async ({ page }) => {
    const challenge = await page.request.post('/auth/login', { data: { username: freshEmail() } });
    expect(challenge.status()).toBe(200);
    expect(typeof (await challenge.json()).sign).toBe('string');
    const unknown = await page.request.get('/auth/login', {
      headers: { 'x-auth-refresh-token': 'nonsense' },
    });
    expect(unknown.status()).toBe(401);

    await register(page, 'sv', freshEmail());
    const refreshToken =
      (await page.context().cookies()).find((c) => c.name === 'mb-auth-refresh')?.value ?? '';
    const refreshed = await page.request.get('/auth/login', {
      headers: { 'x-auth-refresh-token': refreshToken },
    });
    expect(refreshed.status()).toBe(200);
    expect((await refreshed.json()).maxAge).toBeGreaterThan(0);
    expect(refreshed.headers()['x-auth-refresh-token']).toMatch(/.+/);
    expect(refreshed.headers()['x-auth-refresh-token']).not.toBe(refreshToken);
  });

  test("a forgotten password is reset from the mail's link", async ({ page }) => {
    const t = messages('sv');
    const email = freshEmail();
    await register(page, 'sv', email);
    await signOut(page, 'sv');

    await openSignIn(page, 'sv');
    await panel(page, 'sv')
      .getByRole('button', { name: t('auth.forgotPassword') })
      .click();
    const forgot = page.getByRole('dialog', { name: t('auth.forgotTitle') });
    await expect(forgot.getByRole('heading', { name: t('auth.forgotTitle') })).toBeFocused();
    await forgot.getByLabel(t('auth.email')).fill(email);
    await forgot.getByRole('button', { name: t('auth.sendLink') }).click();
    await expect(forgot.getByText(t('auth.forgotSent'))).toBeVisible();

    const resetKey = await resetKeyMailedTo(email);
    await page.goto(`/account/reset-password?resetKey=${encodeURIComponent(resetKey)}`);
    // The key leaves the address bar before any script of the page (or a link's referrer) reads it.
    expect(await page.evaluate(() => location.href)).not.toContain('resetKey');
    await page.getByLabel(t('auth.password'), { exact: true }).fill('ett-nytt-losen');
    await page.getByLabel(t('auth.passwordConfirm')).fill('ett-nytt-losen');
    await page.getByRole('button', { name: t('resetPassword.save') }).click();
    await expect(page.getByText(t('resetPassword.done'))).toBeVisible();

    await page.goto('/?action=login');
    const signIn = panel(page, 'sv');
    await signIn.getByLabel(t('auth.email')).fill(email);
    await signIn.getByLabel(t('auth.password')).fill('ett-nytt-losen');
    await signIn.getByRole('button', { name: t('auth.signIn') }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: t('auth.myAccount') })).toBeVisible();
  });

  test('an expired token is renewed from the refresh token and the account page shows', async ({ page }) => {
    const t = messages('en');
    await register(page, 'en', freshEmail());
    const before = (await page.context().cookies()).find((c) => c.name === 'mb-auth-refresh')?.value;
    // The token's cookie lives as long as the token: gone, as after 15 minutes.
    await page.context().clearCookies({ name: 'mb-auth' });
    await page.goto(PATHS.en.balance);
    await expect(page.getByText(t('balance.amount'))).toBeVisible();
    const after = await page.context().cookies();
    expect(after.find((c) => c.name === 'mb-auth')).toBeDefined();
    expect(after.find((c) => c.name === 'mb-auth-refresh')?.value).not.toBe(before);
  });

  test('staff sign a customer in with a link they make: confirmed first, once, for an hour, with a new cart', async ({
    page,
    browser,
  }) => {
    const t = messages('sv');
    const email = freshEmail();
    await register(page, 'sv', email);
    const own = await page.context().cookies();
    const { createCustomerLoginToken } = await commerce<{ createCustomerLoginToken: { token: string } }>(
      page.request,
      'mutation ($email: String!) { createCustomerLoginToken(email: $email) { token } }',
      { email },
      staffApiKey,
    );
    const link = `/account?loginToken=${encodeURIComponent(createCustomerLoginToken.token)}`;

    const staff = await browser.newContext({ locale: 'sv-SE' });
    await staff.addCookies([
      { name: 'mb-cart', value: 'the-staff-members-cart', url: new URL('/', page.url()).href },
    ]);
    const staffPage = await staff.newPage();
    await staffPage.goto(link);
    // Nothing is taken before the shopper confirms, and the token has left the address bar.
    await expect(staffPage.getByText(t('auth.staffSignIn').replace('{email}', email))).toBeVisible();
    expect(new URL(staffPage.url()).search).toBe('');
    expect(await staffPage.evaluate(() => location.href)).not.toContain('loginToken');
    expect((await staff.cookies()).find((c) => c.name === 'mb-auth')).toBeUndefined();
    // Not signed in yet: the account's own navigation (and its sign-out) is not offered.
    await expect(staffPage.getByRole('navigation', { name: t('accountNav.label') })).toHaveCount(0);
    await staffPage.getByRole('button', { name: t('auth.staffSignInConfirm') }).click();
    await expect(staffPage).toHaveURL(/\/mina-sidor\/ordrar$/);
    await expect(staffPage.getByText(t('auth.loggedInAsUser'))).toBeVisible();
    await expect(
      staffPage.getByRole('banner').getByRole('link', { name: t('auth.myAccount') }),
    ).toBeVisible();
    const cookies = await staff.cookies();
    const auth = cookies.find((c) => c.name === 'mb-auth');
    expect(auth?.value).toMatch(/.+/);
    expect(auth?.value).not.toBe(own.find((c) => c.name === 'mb-auth')?.value);
    expect((auth?.expires ?? 0) - Date.now() / 1000).toBeLessThanOrEqual(3_600);
    expect(cookies.find((c) => c.name === 'mb-cart')?.value).not.toBe('the-staff-members-cart');

    // The link works once; a customer's own access or refresh token is no such link.
    for (const token of [
      createCustomerLoginToken.token,
      own.find((c) => c.name === 'mb-auth')?.value ?? '',
      own.find((c) => c.name === 'mb-auth-refresh')?.value ?? '',
      'not-a-token',
      // One the API refuses to look up at all.
      '\u0001',
      'x'.repeat(101),
    ]) {
      await staff.clearCookies();
      await staffPage.goto(`/account?loginToken=${encodeURIComponent(token)}`);
      await expect(staffPage).toHaveURL(/\/\?action=login$|\/$/);
      await expect(panel(staffPage, 'sv')).toBeVisible();
      expect((await staff.cookies()).find((c) => c.name === 'mb-auth')).toBeUndefined();
    }
    await staff.close();
  });

  test('a reset link with an expired key asks for a new one', async ({ page }) => {
    const t = messages('en');
    await page.goto(`/en/account/reset-password?resetKey=${'a'.repeat(43)}`);
    await page.getByLabel(t('auth.password'), { exact: true }).fill('a-new-password');
    await page.getByLabel(t('auth.passwordConfirm')).fill('a-new-password');
    await page.getByRole('button', { name: t('resetPassword.save') }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(t('resetPassword.keyExpired'));
  });

  // In English: the Swedish pages are the same, and their journeys above check them.
  for (const locale of ['en'] as const) {
    test(`the panel and every account page are accessible in ${locale}`, async ({ page }) => {
      await page.goto(`${prefix(locale)}/?action=login`);
      await expect(panel(page, locale)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await register(page, locale, freshEmail());
      for (const path of Object.values(PATHS[locale])) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page);
      }
      await page.goto(`${prefix(locale)}/account/reset-password?resetKey=abc`);
      await expectNoAxeViolations(page);
    });
  }
});
