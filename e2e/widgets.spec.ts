import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { cartWith, filled, press, productsIn, typeInto } from './cart';
import { API_KEY } from './commerce-api';
import { type Locale, messages, prefix } from './messages';
import { storefrontUrl } from './playwright.config';

const LANGUAGE_IDS = { sv: 'sv-SE', en: 'en-GB' } as const;
type Shown = keyof typeof LANGUAGE_IDS;

async function api<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const response = await request.post('/graphql', {
    headers: { 'x-apikey': API_KEY },
    data: { query, variables },
  });
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

/** The product the gallery shows stock and price history of: the newest discounted one. */
async function sampleProduct(request: APIRequestContext, locale: Shown) {
  const languageId = LANGUAGE_IDS[locale];
  const { products } = await api<{
    products: { products: { alias: string; unitPrice: { isDiscounted: boolean } }[] };
  }>(
    request,
    `{ products(take: 24, languageId: "${languageId}", filter: { sort: LATEST }) { products { alias unitPrice { isDiscounted } } } }`,
  );
  const alias = (products.products.find((p) => p.unitPrice.isDiscounted) ?? products.products[0])?.alias;
  const { product } = await api<{
    product: { name: string; stockStatus: string; totalStock: { inStock: number } };
  }>(
    request,
    `query ($alias: String!) { product(alias: $alias, languageId: "${languageId}") { name stockStatus totalStock { inStock } } }`,
    { alias },
  );
  return product;
}

/** Moves the focus with Tab until it reaches a control. */
async function tabTo(page: Page, target: Locator, limit = 30) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Not reached with ${limit} presses of Tab`);
}

for (const locale of ['sv', 'en'] as Shown[]) {
  const t = messages(locale as Locale);

  test.describe(`widgets in ${locale}`, () => {
    test('the preview shows every kind of widget with the shop’s real data', async ({
      page,
      request,
      context,
    }) => {
      test.slow();
      const [plug] = await productsIn(request, 'tandstift', locale);
      const cartId = await cartWith(request, plug?.skus[0]?.skuId ?? 0);
      await context.addCookies([{ name: 'mb-cart', value: cartId, url: storefrontUrl }]);
      const reviews = async () =>
        (await api<{ shopRating: { voteCount: number } }>(request, '{ shopRating { voteCount } }')).shopRating
          .voteCount;
      const [product, before] = await Promise.all([sampleProduct(request, locale), reviews()]);

      const response = await page.goto(`${prefix(locale)}/preview-widgets`);
      expect(response?.headers()['cache-control']).toMatch(/no-store/);
      const gallery = page.getByRole('region', { name: t('previewWidgets.galleryTitle') });
      const kind = (name: string) => gallery.locator(`[data-widget-kind="${name}"]`);

      await expect(
        kind('customer-type').getByRole('radio', { name: t('customerType.ORGANIZATION') }),
      ).toBeAttached();
      await expect(kind('market').getByRole('button', { name: t('market.label') })).toContainText(
        locale === 'sv' ? 'SEK' : 'EUR',
      );
      // The API's count, as it stood while the page was made (other tests may post reviews meanwhile).
      const source =
        locale === 'sv'
          ? /från ([\d\s]+) omdömen av våra produkter i den här butiken/
          : /from ([\d,]+) reviews of our products in this shop/;
      await expect(kind('trust-rating')).toContainText(source);
      const shown = Number(
        ((await kind('trust-rating').textContent())?.match(source)?.[1] ?? '').replace(/\D/g, ''),
      );
      expect(shown).toBeGreaterThanOrEqual(before);
      expect(shown).toBeLessThanOrEqual(await reviews());
      expect(shown).toBeGreaterThan(0);
      await expect(kind('stock').getByRole('link', { name: product.name })).toBeVisible();
      await expect(kind('stock')).toContainText(
        filled(locale, `stock.${product.stockStatus}`, { quantity: product.totalStock.inStock }),
      );
      await expect(
        kind('price-history').getByRole('heading', { name: t('product.priceHistory') }),
      ).toBeVisible();
      await expect(kind('price-history').getByRole('link', { name: product.name })).toBeVisible();
      // The gallery opens the shop's one cookie panel, the same as the footer's link.
      await kind('consent')
        .getByRole('link', { name: t('previewWidgets.consentOpen') })
        .click();
      await expect(page.getByRole('region', { name: t('consent.title') })).toBeVisible();
      await page
        .getByRole('region', { name: t('consent.title') })
        .getByRole('button', { name: t('consent.rejectAll') })
        .click();
      await expect(page.getByRole('region', { name: t('consent.title') })).toBeHidden();

      // The promo code works on the shopper's own cart.
      const promo = kind('promo-code').getByRole('textbox', { name: t('cart.promoCode') });
      await typeInto(promo, 'INGEN-SADAN');
      await promo.press('Enter');
      await expect(kind('promo-code').getByRole('alert')).toHaveText(t('cart.promoInvalid'));
      await typeInto(promo, 'valkommen10');
      await promo.press('Enter');
      await expect(kind('promo-code')).toContainText(
        filled(locale, 'cart.promoActivated', { code: 'VALKOMMEN10' }),
      );

      // A zip brings the ways to ship there, then the ways to pay, from the checkout of that cart.
      const options = kind('checkout-options');
      await expect(options).toContainText(t('checkout.paymentWaits'));
      // A zip of the market's country: Sweden's in Swedish, Germany's (market eu) in English.
      const zip = locale === 'sv' ? '111 22' : '10115';
      await typeInto(options.getByRole('textbox', { name: t('checkout.zip') }), zip);
      const shipping = options.getByRole('group', { name: t('checkout.shipping') }).getByRole('radio');
      await expect(shipping.first()).toBeVisible();
      await press(shipping.first(), 'Space');
      await expect(shipping.first()).toBeChecked();
      const payment = options.getByRole('group', { name: t('checkout.payment') }).getByRole('radio');
      await expect(payment.first()).toBeVisible();
      await expect(options.locator('input[name="paymentId"]:checked')).toHaveCount(1);
      await expectNoAxeViolations(page);
    });

    test('the market panel opens by keyboard, marks the market in use and changes it', async ({
      page,
      context,
    }) => {
      await page.goto(prefix(locale) || '/');
      const button = page.getByRole('banner').getByRole('button', { name: t('market.label') });
      await expect(button).toBeEnabled();
      await tabTo(page, button);
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog', { name: t('market.label') });
      await expect(panel).toBeVisible();
      expect(await panel.evaluate((el) => el.matches(':modal'))).toBe(true);
      await expect(panel.getByRole('heading', { name: t('market.groups.nordic') })).toBeVisible();
      await expect(panel.getByRole('heading', { name: t('market.groups.europe') })).toBeVisible();
      const inUse = panel.locator('[aria-current="true"]');
      await expect(inUse).toHaveCount(1);
      await expect(inUse).toBeFocused();
      await expect(inUse).toContainText(t('market.current'));
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();

      await page.keyboard.press('Enter');
      await expect(panel).toBeVisible();
      const target = panel.getByRole('button', {
        name: locale === 'sv' ? /^Finland \(EUR\)/ : /^Sweden \(SEK\)/,
      });
      await tabTo(page, target);
      await page.keyboard.press('Enter');
      await expect(panel).toBeHidden();
      await expect(button).toContainText(locale === 'sv' ? 'Finland (EUR)' : 'Sweden (SEK)');
      const market = (await context.cookies()).find((c) => c.name === 'mb-selected-market');
      expect(market?.value).toBe(locale === 'sv' ? 'fi' : 'se');
      if (locale === 'sv') {
        const newest = page.getByRole('list', { name: 'Nytt i sortimentet' }).getByRole('listitem').first();
        await expect(newest).toContainText('€');
      }
    });

    test('/list/{words} shows the search for them', async ({ page }) => {
      const term = locale === 'sv' ? 'gräsklippare' : 'lawn mower';
      await page.goto(`${prefix(locale)}/list/${encodeURIComponent(term)}`);
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/s/${encodeURIComponent(term)}$`));
      const title = filled(locale, 'search.title', { term });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('list', { name: title }).getByRole('listitem').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('a content draft stays hidden from shoppers, under the preview segment too: drafts are for staff', async ({
      page,
    }) => {
      for (const path of [
        '/content/preview/vinterforvaring',
        '/content/vinterforvaring',
        '/vinterforvaring',
      ]) {
        const hidden = await page.goto(`${prefix(locale)}${path}`);
        expect(hidden?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('notFound.title'));
      }
    });
  });
}
