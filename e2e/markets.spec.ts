import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { cartButton, cartPanel, cartWith, type ListedProduct, productsIn } from './cart';
import { commerce } from './commerce-api';
import { type Locale, messages } from './messages';
import { marketInPathUrl, storefrontUrl } from './playwright.config';

test.use({ screenshot: 'only-on-failure' });

const LANGUAGE_IDS: Record<Locale, string> = {
  sv: 'sv-SE',
  da: 'da-DK',
  en: 'en-GB',
  fi: 'fi-FI',
  nb: 'nb-NO',
};

/** A product sold by the piece, and its page's path in each language (ADR 71). */
async function aProduct(
  page: Page,
): Promise<ListedProduct & { alias: string; pathIn: Record<Locale, string> }> {
  const products = await productsIn(page.request, 'tandstift', 'sv');
  const found = products.find((p) => !p.sizeRequired && p.maxQuantity >= 10);
  if (!found) throw new Error('No spark plug to buy');
  const alias = found.canonicalUrl.split('/').pop() as string;
  const { product } = await commerce<{
    product: { alternates: { languageCode: Locale; canonicalUrl: string }[] };
  }>(
    page.request,
    'query ($alias: String!) { product(alias: $alias) { alternates { languageCode canonicalUrl } } }',
    { alias },
  );
  const pathIn = Object.fromEntries(product.alternates.map((a) => [a.languageCode, a.canonicalUrl]));
  return { ...found, alias, pathIn: pathIn as Record<Locale, string> };
}

/** The product's price as the API formats it in a market and language. */
async function priceIn(page: Page, alias: string, market: string, locale: Locale) {
  const { product } = await commerce<{
    product: { unitPrice: { sellingPriceIncVatFormatted: string; sellingPriceExVatFormatted: string } };
  }>(
    page.request,
    `query ($alias: String!, $market: String, $language: String) {
      product(alias: $alias, marketId: $market, languageId: $language) {
        unitPrice { sellingPriceIncVatFormatted sellingPriceExVatFormatted }
      }
    }`,
    { alias, market, language: LANGUAGE_IDS[locale] },
  );
  return {
    inc: product.unitPrice.sellingPriceIncVatFormatted,
    ex: product.unitPrice.sellingPriceExVatFormatted,
  };
}

/** The header's market button (its name begins with the panel's label). */
const marketButton = (page: Page, locale: Locale) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: messages(locale)('market.label') })
    .first();

/** Chooses a market in the header's market panel. */
async function chooseMarket(page: Page, locale: Locale, country: string) {
  const label = messages(locale)('market.label');
  await marketButton(page, locale).click();
  await page
    .getByRole('dialog', { name: label })
    .getByRole('button', { name: new RegExp(`^${country}`) })
    .click();
}

const cookie = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((c) => c.name === name)?.value;

/** The checkout's country choice: the checkout market. */
const checkoutCountry = (page: Page, locale: Locale) =>
  page
    .getByRole('form', { name: messages(locale)('checkout.form') })
    .getByRole('combobox', { name: messages(locale)('checkout.country') });

/** A cart of one unit of the product, in the browser's cookie. */
async function withCart(page: Page, product: ListedProduct, baseUrl = storefrontUrl) {
  const id = await cartWith(page.request, product.skus[0]?.skuId as number);
  await page.context().addCookies([{ name: 'mb-cart', value: id, url: baseUrl }]);
  return id;
}

/** No amount including VAT shows on the page, as a company's prices should be. */
async function expectExVatOnly(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-vat', 'ex');
  await expect(page.locator('.vat-ex:visible').first()).toBeVisible();
  await expect(page.locator('.vat-inc:visible')).toHaveCount(0);
}

test.describe('one market at a time', () => {
  test('a company sees prices excluding VAT after a market change: page, cart panel and checkout', async ({
    page,
  }) => {
    const product = await aProduct(page);
    await withCart(page, product);
    await page.goto(product.canonicalUrl);
    await page.getByRole('radio', { name: 'Företag' }).first().check({ force: true });
    await expectExVatOnly(page);
    await chooseMarket(page, 'sv', 'Finland');
    await expect(marketButton(page, 'sv')).toContainText('Finland');
    const fi = await priceIn(page, product.alias, 'fi', 'sv');
    await expect(page.getByRole('main').getByText(fi.ex, { exact: true }).first()).toBeVisible();
    await expectExVatOnly(page);
    await expect(page.getByRole('radio', { name: 'Företag' }).first()).toBeChecked();

    await cartButton(page, 'sv').click();
    await expect(cartPanel(page, 'sv').getByText(fi.ex, { exact: true }).first()).toBeVisible();
    await expectExVatOnly(page);
    await cartPanel(page, 'sv')
      .getByRole('link', { name: messages('sv')('cart.toCheckout') })
      .click();
    await expect(page).toHaveURL(/\/kassan$/);
    await expect(checkoutCountry(page, 'sv')).toHaveValue('fi');
    await expect(page.getByText(fi.ex, { exact: true }).first()).toBeVisible();
    await expectExVatOnly(page);
  });

  test('choosing Danmark on the Swedish site moves pages, prices and checkout to Denmark, and Sverige back', async ({
    page,
    context,
  }) => {
    const product = await aProduct(page);
    await withCart(page, product);
    await page.goto(product.canonicalUrl);
    const se = await priceIn(page, product.alias, 'se', 'sv');
    await expect(page.getByRole('main').getByText(se.inc, { exact: true }).first()).toBeVisible();

    await chooseMarket(page, 'sv', 'Danmark');
    // Danmark has no Swedish: the same product, in Danish, priced in Danish kroner.
    await expect(page).toHaveURL(`${storefrontUrl}/da${product.pathIn.da}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'da');
    await expect(marketButton(page, 'da')).toContainText('Danmark');
    const dk = await priceIn(page, product.alias, 'dk', 'da');
    await expect(page.getByRole('main').getByText(dk.inc, { exact: true }).first()).toBeVisible();
    expect(await cookie(context, 'mb-selected-market')).toBe('dk');
    expect(await cookie(context, 'mb-checkout-market')).toBe('dk');
    await page.goto('/da/kassen');
    await expect(checkoutCountry(page, 'da')).toHaveValue('dk');
    await expect(page.getByText(dk.inc, { exact: true }).first()).toBeVisible();

    await page.goto(`/da${product.pathIn.da}`);
    await chooseMarket(page, 'da', 'Sverige');
    await expect(page).toHaveURL(`${storefrontUrl}${product.canonicalUrl}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await expect(marketButton(page, 'sv')).toContainText('Sverige');
    await expect(page.getByRole('main').getByText(se.inc, { exact: true }).first()).toBeVisible();
    await page.goto('/kassan');
    await expect(checkoutCountry(page, 'sv')).toHaveValue('se');
    await expect(page.getByText(se.inc, { exact: true }).first()).toBeVisible();
  });

  test('a language change keeps the market, and offers only the languages the market has', async ({
    page,
    context,
  }) => {
    const product = await aProduct(page);
    await page.goto(product.canonicalUrl);
    const languages = page.getByRole('banner').getByRole('navigation', { name: 'Språk' }).first();
    await expect(languages.getByRole('link')).toHaveText(['English']);
    await languages.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(`${storefrontUrl}/en${product.pathIn.en}`);
    await expect(marketButton(page, 'en')).toContainText('Sweden');
    const se = await priceIn(page, product.alias, 'se', 'en');
    await expect(page.getByRole('main').getByText(se.inc, { exact: true }).first()).toBeVisible();
    expect(await cookie(context, 'mb-selected-market')).toBe('se');

    // Finland speaks Finnish, Swedish and English: the shopper stays in Finland in each.
    await chooseMarket(page, 'en', 'Finland');
    await expect(marketButton(page, 'en')).toContainText('Finland');
    const english = page.getByRole('banner').getByRole('navigation', { name: 'Language' }).first();
    await expect(english.getByRole('link')).toHaveText(['Svenska', 'Suomi']);
    await english.getByRole('link', { name: 'Suomi' }).click();
    await expect(page).toHaveURL(`${storefrontUrl}/fi${product.pathIn.fi}`);
    await expect(marketButton(page, 'fi')).toContainText('Suomi');
    const fi = await priceIn(page, product.alias, 'fi', 'fi');
    await expect(page.getByRole('main').getByText(fi.inc, { exact: true }).first()).toBeVisible();
    expect(await cookie(context, 'mb-selected-market')).toBe('fi');
  });

  test('with markets in the path, choosing Danmark leads to the same page under /dk/da', async ({ page }) => {
    const product = await aProduct(page);
    await page.goto(`${marketInPathUrl}/se/sv${product.canonicalUrl}`);
    await chooseMarket(page, 'sv', 'Danmark');
    await expect(page).toHaveURL(`${marketInPathUrl}/dk/da${product.pathIn.da}`);
    const dk = await priceIn(page, product.alias, 'dk', 'da');
    await expect(page.getByRole('main').getByText(dk.inc, { exact: true }).first()).toBeVisible();
  });
});

test.describe('the checkout market', () => {
  test('the country chosen at the checkout prices the cart there and reaches the other tabs', async ({
    context,
  }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    const product = await aProduct(first);
    await withCart(first, product);
    await first.goto('/kassan');
    await second.goto('/');
    // What the other tabs hear, on the shop's channel.
    await second.evaluate(() => {
      const heard: unknown[] = [];
      (window as unknown as { heard: unknown[] }).heard = heard;
      new BroadcastChannel('maskinbutiken').addEventListener('message', (e) => heard.push(e.data));
    });
    await expect(checkoutCountry(first, 'sv')).toHaveValue('se');
    await checkoutCountry(first, 'sv').selectOption('no');

    const no = await priceIn(first, product.alias, 'no', 'sv');
    await expect(first.getByText(no.inc, { exact: true }).first()).toBeVisible();
    await expect
      .poll(() => second.evaluate(() => (window as unknown as { heard: unknown[] }).heard))
      .toContainEqual({ type: 'checkout-market', alias: 'no' });
    expect(await cookie(context, 'mb-checkout-market')).toBe('no');
    // The shop's own pages stay in the market the shopper browses.
    await expect(marketButton(second, 'sv')).toContainText('Sverige');
    await second.goto('/kassan');
    await expect(checkoutCountry(second, 'sv')).toHaveValue('no');
  });

  test('Åland, a country of the checkout alone, is not in the market panel; chosen at the checkout it prices the cart in euros', async ({
    context,
  }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    const product = await aProduct(first);
    await withCart(first, product);
    await second.goto('/');
    await second.evaluate(() => {
      const heard: unknown[] = [];
      (window as unknown as { heard: unknown[] }).heard = heard;
      new BroadcastChannel('maskinbutiken').addEventListener('message', (e) => heard.push(e.data));
    });
    await marketButton(second, 'sv').click();
    const panel = second.getByRole('dialog', { name: messages('sv')('market.label') });
    await expect(panel.getByRole('button', { name: /^Finland/ })).toBeVisible();
    await expect(panel.getByRole('button', { name: /Åland/ })).toHaveCount(0);
    await second.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    await first.goto('/kassan');
    const country = checkoutCountry(first, 'sv');
    await expect(country).toHaveValue('se');
    await expect(country.locator('option', { hasText: 'Åland' })).toHaveAttribute('value', 'ax');
    const se = await priceIn(first, product.alias, 'se', 'sv');
    await expect(first.getByText(se.inc, { exact: true }).first()).toBeVisible();
    await country.selectOption('ax');

    const ax = await priceIn(first, product.alias, 'ax', 'sv');
    expect(ax.inc).toContain('€');
    await expect(first.getByText(ax.inc, { exact: true }).first()).toBeVisible();
    await expect(first.getByText(se.inc, { exact: true })).toHaveCount(0);
    await expect
      .poll(() => second.evaluate(() => (window as unknown as { heard: unknown[] }).heard))
      .toContainEqual({ type: 'checkout-market', alias: 'ax' });
    expect(await cookie(context, 'mb-checkout-market')).toBe('ax');
    // The shopper still browses Sweden; the checkout, opened again, is in Åland.
    await expect(marketButton(second, 'sv')).toContainText('Sverige');
    await second.goto('/kassan');
    await expect(checkoutCountry(second, 'sv')).toHaveValue('ax');
  });
});
