import { readdir, readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { commerce } from './commerce-api';
import { formHtml, hiddenFields } from './forms';
import { type Locale, messages, prefix } from './messages';
import { staffApiKey } from './playwright.config';

/** Where the commerce API keeps mail when no mail server is set (MAIL_OUTBOX_DIR's default). */
const OUTBOX = new URL('../data/outbox/', import.meta.url);

interface Candidate {
  alias: string;
  name: string;
  sizeRequired: boolean;
  skus: { skuId: number; stock: { inStock: number; oversellable: number; static: number } }[];
}

/**
 * Products of one SKU that only our own stock makes buyable (nothing from the supplier, nothing
 * always there): setting that stock to 0 sells them out.
 */
async function soldOutCandidates(request: APIRequestContext): Promise<Candidate[]> {
  const { products } = await commerce<{ products: { products: Candidate[] } }>(
    request,
    `{ products(take: 100, categoryAlias: "byggmaskiner") {
      products { alias name sizeRequired skus { skuId stock { inStock oversellable static } } }
    } }`,
  );
  const found = products.products.filter(
    (p) =>
      !p.sizeRequired &&
      p.skus.length === 1 &&
      p.skus[0]?.stock.oversellable === 0 &&
      p.skus[0]?.stock.static === 0,
  );
  expect(found.length, 'products only our own stock makes buyable').toBeGreaterThanOrEqual(2);
  return found;
}

const setStock = (request: APIRequestContext, skuId: number, inStock: number) =>
  commerce(
    request,
    'mutation ($skuId: Int!, $inStock: Int!) { setSkuStock(skuId: $skuId, inStock: $inStock) { skuId } }',
    { skuId, inStock },
    staffApiKey,
  );

/** The first kept mail of `kind` to `email`, as a mail client would read it (quoted-printable undone). */
async function mailTo(email: string, kind: string): Promise<string> {
  for (let attempt = 0; attempt < 75; attempt++) {
    const names = (await readdir(OUTBOX).catch(() => [] as string[])).filter((n) =>
      n.endsWith(`-${kind}.eml`),
    );
    for (const name of names) {
      const mail = (await readFile(new URL(name, OUTBOX), 'utf8'))
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      if (mail.includes(`To: ${email}`)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No ${kind} mail to ${email}`);
}

const freshEmail = (who: string) => `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.se`;

/** Signs up in the footer's form and lands on the newsletter page, which says a link is on its way. */
async function signUpInFooter(page: Page, locale: Locale, email: string) {
  const t = messages(locale);
  const footer = page.getByRole('contentinfo');
  const form = footer.getByRole('region', { name: t('newsletter.footerTitle') });
  await form.getByLabel(t('newsletter.email')).fill(email);
  await form.getByRole('button', { name: t('newsletter.submit') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('newsletter.title'));
  await expect(page.getByRole('main').getByRole('status')).toHaveText(t('newsletter.done'));
}

/** Follows the mail's link; axe needs scripts, so it checks the page only where they run. */
async function confirmFromMail(page: Page, locale: Locale, email: string, axe = true) {
  const t = messages(locale);
  const mail = await mailTo(email, 'newsletter-confirmation');
  const link = /https?:\/\/[^/\s]+(\/\S*?newsletter\/confirm\?token=[\w-]+)/.exec(mail)?.[1];
  expect(link, 'confirmation link').toBeTruthy();
  expect(link?.startsWith(`${prefix(locale)}/newsletter/confirm`)).toBe(true);
  const confirm = page.getByRole('button', { name: t('newsletterConfirm.confirm') });
  // Opening the link, as a mail scanner does, confirms nothing: the token still works after twice.
  await page.goto(link as string);
  await page.goto(link as string);
  if (axe) await expectNoAxeViolations(page);
  await confirm.click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(t('newsletterConfirm.confirmed'));
  if (axe) await expectNoAxeViolations(page);
  // The token works once.
  await page.goto(link as string);
  await confirm.click();
  await expect(page.getByText(t('newsletterConfirm.expired'))).toBeVisible();
}

test.describe('notify-me', () => {
  test('a sold-out product offers notify-me; the mail comes once it is back (sv)', async ({
    page,
    request,
  }) => {
    test.slow();
    const sv = messages('sv');
    const [product] = await soldOutCandidates(request);
    const sku = product?.skus[0]?.skuId as number;
    await setStock(request, sku, 0);
    await page.goto(`/p/${product?.alias}`);
    await expect(page.getByText(sv('product.soldOut'))).toBeVisible();
    const panel = page.getByRole('region', { name: sv('stockAlert.panelTitle') });
    await expect(panel).toBeVisible();
    await expectNoAxeViolations(page);

    const email = freshEmail('bevaka');
    await panel.getByLabel(sv('stockAlert.email')).fill(email);
    await panel.getByRole('button', { name: sv('stockAlert.submit') }).click();
    await expect(page).toHaveURL(/\/lagerbevakning\?/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      sv('stockAlert.done').replace('{product}', product?.name as string),
    );
    await expectNoAxeViolations(page);

    // Back in stock as it was (or with some, when it had none): the mail goes out.
    await setStock(request, sku, Math.max(product?.skus[0]?.stock.inStock ?? 0, 1));
    const mail = await mailTo(email, 'stock-alert');
    expect(mail).toContain('Content-Language: sv');
    expect(mail).toContain(`/p/${product?.alias}`);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('notify-me posts as a plain form and answers in English', async ({
      page,
      request,
      browser,
      baseURL,
    }) => {
      test.slow();
      const en = messages('en');
      const [, product] = await soldOutCandidates(request);
      const sku = product?.skus[0]?.skuId as number;
      await setStock(request, sku, 0);
      await page.goto(`/en/p/${product?.alias}`);
      // The product's English address, where its Swedish one sends (ADR 71).
      const productPage = page.url();
      const panel = page.getByRole('region', { name: en('stockAlert.panelTitle') });
      await panel.getByLabel(en('stockAlert.email')).fill('not-an-address');
      // The browser's own check stops a malformed address before it is sent.
      await panel.getByRole('button', { name: en('stockAlert.submit') }).click();
      await expect(page).toHaveURL(productPage);
      const email = freshEmail('notify');
      await panel.getByLabel(en('stockAlert.email')).fill(email);
      await panel.getByRole('button', { name: en('stockAlert.submit') }).click();
      await expect(page).toHaveURL(/\/en\/stock-alert\?/);
      // The product's name is its English one here.
      await expect(page.getByRole('main').getByRole('status')).toContainText(
        en('stockAlert.done').split('{product}')[0] as string,
      );
      // Axe needs scripts: the same pages, in a browser that runs them.
      const withScripts = await browser.newPage({ javaScriptEnabled: true, baseURL });
      for (const path of [page.url(), productPage]) {
        await withScripts.goto(path);
        await expectNoAxeViolations(withScripts);
      }
      await withScripts.close();
      await setStock(request, sku, Math.max(product?.skus[0]?.stock.inStock ?? 0, 1));
      expect(await mailTo(email, 'stock-alert')).toContain('Content-Language: en');
    });
  });
});

test.describe('newsletter', () => {
  test('signs up from the footer and confirms from the mail (sv)', async ({ page }) => {
    test.slow();
    const email = freshEmail('nyhetsbrev');
    await page.goto('/');
    await expectNoAxeViolations(page);
    await signUpInFooter(page, 'sv', email);
    await expectNoAxeViolations(page);
    await confirmFromMail(page, 'sv', email);
  });

  test('a refused address is told on the newsletter page, with the form again (da)', async ({ page }) => {
    const da = messages('da');
    // The browser takes an address without a top-level domain; the API does not.
    await page.goto('/da');
    await signUpInFooterRefused(page, 'da', 'kunde@maskinbutiken');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(da('newsletter.invalid'));
    await expect(page.getByRole('main').getByLabel(da('newsletter.email'))).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a bot posting the footer form, twice at once, huge or empty, gets an answer and no error', async ({
    request,
  }) => {
    const sv = messages('sv');
    const fields = hiddenFields(formHtml(await (await request.get('/')).text(), 'footer-newsletter-email'));
    expect(Object.keys(fields).some((name) => name.startsWith('$ACTION_'))).toBe(true);
    const post = (email: string) => request.post('/', { multipart: { ...fields, email }, timeout: 10_000 });
    const email = freshEmail('bot');
    const twice = await Promise.all([post(email), post(email)]);
    for (const answer of twice) {
      expect(answer.status()).toBe(200);
      expect(await answer.text()).toContain(sv('newsletter.done'));
    }
    for (const refused of ['x'.repeat(100_000), '', 'användare@exempel']) {
      const answer = await post(refused);
      expect(answer.status()).toBe(200);
      expect(await answer.text()).toContain(sv('newsletter.invalid'));
    }
    // One confirmation for the two sign-ups.
    await mailTo(email, 'newsletter-confirmation');
    const names = (await readdir(OUTBOX)).filter((n) => n.endsWith('-newsletter-confirmation.eml'));
    const toBot = await Promise.all(
      names.map(async (n) => (await readFile(new URL(n, OUTBOX), 'utf8')).includes(`To: ${email}`)),
    );
    expect(toBot.filter(Boolean)).toHaveLength(1);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('signs up from the footer and confirms from the mail (en)', async ({ page }) => {
      const email = freshEmail('newsletter');
      await page.goto('/en/brands');
      await signUpInFooter(page, 'en', email);
      await expect(page).toHaveURL(/\/en\/newsletter\?status=done$/);
      await confirmFromMail(page, 'en', email, false);
    });
  });
});

/** Posts an address the API refuses through the footer; the browser's own check lets it through. */
async function signUpInFooterRefused(page: Page, locale: Locale, email: string) {
  const t = messages(locale);
  const form = page.getByRole('contentinfo').getByRole('region', { name: t('newsletter.footerTitle') });
  await form.getByLabel(t('newsletter.email')).fill(email);
  await form.getByRole('button', { name: t('newsletter.submit') }).click();
  await expect(page).toHaveURL(/\/da\/nyhedsbrev\?status=invalid$/);
}
