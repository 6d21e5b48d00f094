import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import {
  cartButton,
  cartCookie,
  cartInApi,
  cartPanel,
  cartWith,
  filled,
  items,
  type ListedProduct,
  pattern,
  press,
  productsIn,
  SPARK_PLUGS,
  typeInto,
} from './cart';
import { type Locale, messages, prefix } from './messages';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** The market a language's pages are in when no market was chosen, and its gift card. */
const SCOPE: Partial<
  Record<Locale, { market: string; languageId: string; checkout: string; giftCard: string; foreign: string }>
> = {
  sv: {
    market: 'se',
    languageId: 'sv-SE',
    checkout: '/kassan',
    giftCard: 'PRESENTKORT-500',
    foreign: 'LAHJAKORTTI-50',
  },
  en: {
    market: 'eu',
    languageId: 'en-GB',
    checkout: '/checkout',
    giftCard: 'LAHJAKORTTI-50',
    foreign: 'PRESENTKORT-500',
  },
};
const scopeOf = (locale: Locale) => {
  const scope = SCOPE[locale];
  if (!scope) throw new Error(`No test scope for ${locale}`);
  return scope;
};

/** A spark plug sold by the piece with a stock cap small enough to reach. */
function cappedProduct(products: ListedProduct[], not: string): ListedProduct {
  const found = products.find(
    (p) => !p.sizeRequired && p.maxQuantity >= 4 && p.maxQuantity <= 40 && p.name !== not,
  );
  if (!found) throw new Error('No spark plug with a small stock cap');
  return found;
}

test.describe('the cart on a desktop', () => {
  test.use({ viewport: DESKTOP });

  // In Swedish here and in English on the phone: each journey once, each language once.
  for (const locale of ['sv'] as Locale[]) {
    test(`fills by keyboard from a list and a product page, meets the stock cap and rolls back, in ${locale}`, async ({
      page,
      request,
      context,
    }) => {
      // Some forty steps with two axe runs and a second tab: more than 30 s on a busy machine.
      test.slow();
      const t = messages(locale);
      const scope = scopeOf(locale);
      await page.goto(`${prefix(locale)}${SPARK_PLUGS}`);
      // Each card's button says which product it adds (its description).
      const add = page
        .getByRole('main')
        .getByRole('button', { name: t('product.addToCart'), exact: true })
        .first();
      const listed = await add.evaluate(
        (button) =>
          document.getElementById(button.getAttribute('aria-describedby')?.split(' ')[0] ?? '')
            ?.textContent ?? '',
      );
      expect(listed).not.toBe('');
      await expect(add).toHaveAccessibleDescription(listed);
      await press(add);
      await expect(page.getByText(filled(locale, 'cart.added', { name: listed }))).toBeVisible();
      await expect(cartButton(page, locale)).toHaveAccessibleName(items(locale, 1));

      const product = cappedProduct(await productsIn(request, 'tandstift', locale), listed);
      await page.goto(`${prefix(locale)}${product.canonicalUrl}`);
      const quantity = page.getByRole('spinbutton', { name: t('product.quantity') });
      await typeInto(quantity, '2');
      await quantity.press('Enter');
      await expect(page.getByText(filled(locale, 'cart.added', { name: product.name }))).toBeVisible();
      const button = cartButton(page, locale);
      await expect(button).toHaveAccessibleName(items(locale, 3));

      await press(button);
      const panel = cartPanel(page, locale);
      await expect(panel).toBeVisible();
      expect(await panel.evaluate((el) => el.matches(':modal'))).toBe(true);
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(button).toHaveAttribute('aria-controls', (await panel.getAttribute('id')) ?? '');
      await expect(panel.getByRole('article', { name: listed })).toBeVisible();
      const line = panel.getByRole('article', { name: product.name });
      const lineQuantity = line.getByRole('spinbutton', {
        name: filled(locale, 'cart.quantityOf', { name: product.name }),
      });
      await expect(lineQuantity).toHaveValue('2');
      await expectNoAxeViolations(page);

      // Over the stock cap: the line shows the asked quantity at once, then the API's refusal and
      // the quantity it had.
      const onlyLeft = filled(locale, 'cart.onlyLeft', { stock: product.maxQuantity });
      await typeInto(lineQuantity, String(product.maxQuantity + 1));
      await lineQuantity.press('Enter');
      await expect(line.getByRole('alert')).toHaveText(onlyLeft);
      await expect(lineQuantity).toHaveValue('2');
      await typeInto(lineQuantity, String(product.maxQuantity));
      await lineQuantity.press('Enter');
      await expect(lineQuantity).toHaveValue(String(product.maxQuantity));
      await expect(line.getByRole('alert')).toHaveCount(0);
      await expect(button).toHaveAccessibleName(items(locale, product.maxQuantity + 1));
      await press(
        line.getByRole('button', { name: filled(locale, 'cart.increase', { name: product.name }) }),
      );
      await expect(line.getByRole('alert')).toHaveText(onlyLeft);
      await expect(lineQuantity).toHaveValue(String(product.maxQuantity));
      await press(
        line.getByRole('button', { name: filled(locale, 'cart.decrease', { name: product.name }) }),
      );
      await expect(lineQuantity).toHaveValue(String(product.maxQuantity - 1));
      await expect(line.getByRole('alert')).toHaveCount(0);

      // Every amount is the API's own, once the decrease shown at once has reached it.
      const id = (await cartCookie(context)) ?? '';
      const readApi = () => cartInApi(request, id, scope.market, scope.languageId);
      await expect
        .poll(async () => (await readApi()).items.map((i) => i.quantity).sort((a, b) => a - b))
        .toEqual([1, product.maxQuantity - 1]);
      const inApi = await readApi();
      const { sellingPriceIncVatFormatted: incVat, sellingPriceExVatFormatted: exVat } = inApi.summary.total;
      const total = panel.locator('dl > div', { hasText: t('cart.total') }).locator('dd');
      await expect(total.getByText(incVat, { exact: true })).toBeVisible();

      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      // A company sees its sum without VAT, and the VAT on it, above the same amount to pay.
      await press(page.getByRole('radio', { name: t('customerType.ORGANIZATION') }), 'Space');
      await expect(page.locator('html')).toHaveAttribute('data-vat', 'ex');
      await press(button);
      const sumExVat = panel.locator('dl > div', { hasText: t('cart.totalExVat') }).locator('dd');
      await expect(sumExVat).toHaveText(exVat);
      await expect(total.getByText(incVat, { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test("?action=cart#<id> copies a shared cart's lines into a cart of the shopper's own and opens it", async ({
    page,
    request,
    context,
  }) => {
    const [product] = await productsIn(request, 'tandstift', 'sv');
    const id = await cartWith(request, product?.skus[0]?.skuId ?? 0);
    await page.goto(`/?action=cart#${id}`);
    const panel = cartPanel(page, 'sv');
    await expect(panel.getByRole('article', { name: product?.name })).toBeVisible();
    // The sender's cart is never adopted: the shopper's cart is a new one with the same line.
    await expect.poll(() => cartCookie(context)).toMatch(/^[0-9a-f-]{36}$/);
    const own = (await cartCookie(context)) as string;
    expect(own).not.toBe(id);
    const copied = await cartInApi(request, own, 'se', 'sv-SE');
    expect(copied.items.map((i) => [i.skuId, i.quantity])).toEqual([[product?.skus[0]?.skuId, 1]]);
    expect((await cartInApi(request, id, 'se', 'sv-SE')).items).toHaveLength(1);
    await expect(page).toHaveURL((url) => url.search === '' && url.hash === '');
  });

  test("a shared cart link with a broken id is passed over: the shopper's own cart loads", async ({
    page,
    request,
    context,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const [product] = await productsIn(request, 'tandstift', 'sv');
    const own = await cartWith(request, product?.skus[0]?.skuId ?? 0);
    await context.addCookies([{ name: 'mb-cart', value: own, url: test.info().project.use.baseURL ?? '' }]);
    await page.goto('/?action=cart#%E2%82');
    await expect(cartButton(page, 'sv')).toHaveAccessibleName(items('sv', 1));
    expect(await cartCookie(context)).toBe(own);
    expect(errors).toEqual([]);
  });

  test('a cart the API no longer has is replaced by a new one', async ({ page, context }) => {
    const lost = randomUUID();
    await context.addCookies([{ name: 'mb-cart', value: lost, url: test.info().project.use.baseURL ?? '' }]);
    await page.goto('/');
    // The lost id is forgotten at once, and the new cart's id written once the API has made it.
    const replaced = async () => {
      const id = await cartCookie(context);
      return id === lost ? '' : (id ?? '');
    };
    await expect.poll(replaced).toMatch(/^[0-9a-f-]{36}$/);
    await expect(cartButton(page, 'sv')).toHaveAccessibleName(items('sv', 0));
  });

  test('a cart that fails to load is asked for again a second later', async ({ page, request, context }) => {
    const [product] = await productsIn(request, 'tandstift', 'sv');
    const id = await cartWith(request, product?.skus[0]?.skuId ?? 0);
    await context.addCookies([{ name: 'mb-cart', value: id, url: test.info().project.use.baseURL ?? '' }]);
    const attempts: number[] = [];
    await page.route('**/graphql', async (route) => {
      if (!route.request().postData()?.includes('GetCart')) return route.continue();
      attempts.push(Date.now());
      return attempts.length <= 2 ? route.abort('connectionreset') : route.continue();
    });
    await page.goto('/');
    await expect(cartButton(page, 'sv')).toHaveAccessibleName(items('sv', 1), { timeout: 10_000 });
    const gaps = attempts.slice(1, 3).map((at, i) => at - (attempts[i] as number));
    console.log(`getCart attempts ${gaps.map((g) => `${g} ms`).join(', ')} apart`);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(950);
  });
});

test.describe('the cart on a phone', () => {
  test.use({ viewport: PHONE });

  for (const locale of ['en'] as Locale[]) {
    test(`takes and removes a promo code and a gift card, survives a reload and shows in a second tab, in ${locale}`, async ({
      page,
      request,
      context,
    }) => {
      // Some forty steps with two axe runs and a second tab: more than 30 s on a busy machine.
      test.slow();
      const t = messages(locale);
      const scope = scopeOf(locale);
      const product = cappedProduct(await productsIn(request, 'tandstift', locale), '');
      await page.goto(`${prefix(locale)}${product.canonicalUrl}`);
      // The buy box's button comes before those of the related products' cards.
      await press(
        page
          .getByRole('main')
          .getByRole('button', { name: t('product.addToCart') })
          .first(),
      );
      await expect(page.getByText(filled(locale, 'cart.added', { name: product.name }))).toBeVisible();
      const button = cartButton(page, locale);
      await press(button);
      const panel = cartPanel(page, locale);
      const promo = panel.getByRole('textbox', { name: t('cart.promoCode') });

      // Invalid, then requirements not met (a minimum order), then activated and removable.
      await typeInto(promo, 'INGEN-SADAN');
      await promo.press('Enter');
      await expect(panel.getByRole('alert')).toHaveText(t('cart.promoInvalid'));
      await typeInto(promo, 'STORKOP15');
      await promo.press('Enter');
      await expect(panel.getByRole('alert')).toHaveText(
        pattern(locale, 'cart.promoRequirementsNotMet', 'cart.promoMinimumOrder'),
      );
      await typeInto(promo, 'valkommen10');
      await promo.press('Enter');
      await expect(
        panel
          .getByRole('paragraph')
          .filter({ hasText: filled(locale, 'cart.promoActivated', { code: 'VALKOMMEN10' }) }),
      ).toBeVisible();
      await expect(panel.getByText(t('cart.discounts'))).toBeVisible();
      const removePromo = panel.getByRole('button', {
        name: filled(locale, 'cart.removePromoCode', { code: 'VALKOMMEN10' }),
      });
      await expect(removePromo).toBeFocused();
      await expectNoAxeViolations(page);
      await removePromo.press('Enter');
      await expect(promo).toBeFocused();
      await expect(panel.getByText(t('cart.discounts'))).toBeHidden();

      // A gift card of another currency is refused; the market's own pays part of the cart.
      const giftCard = panel.getByRole('textbox', { name: t('cart.giftCard') });
      await typeInto(giftCard, scope.foreign);
      await giftCard.press('Enter');
      await expect(panel.getByRole('alert')).toHaveText(t('cart.giftCardCurrency'));
      await typeInto(giftCard, scope.giftCard);
      await giftCard.press('Enter');
      await expect(
        panel.getByRole('paragraph').filter({ hasText: pattern(locale, 'cart.giftCardApplied') }),
      ).toBeVisible();
      const removeGiftCard = panel.getByRole('button', { name: pattern(locale, 'cart.removeGiftCard') });
      await expect(removeGiftCard).toBeFocused();
      await removeGiftCard.press('Enter');
      await expect(giftCard).toBeFocused();
      await expect(
        panel.getByRole('paragraph').filter({ hasText: pattern(locale, 'cart.giftCardApplied') }),
      ).toBeHidden();

      await typeInto(promo, 'VALKOMMEN10');
      await promo.press('Enter');
      await expect(
        panel
          .getByRole('paragraph')
          .filter({ hasText: filled(locale, 'cart.promoActivated', { code: 'VALKOMMEN10' }) }),
      ).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(button).toBeFocused();

      // The cart is the cookie's: a reload and a second tab show it.
      await page.reload();
      await expect(button).toHaveAccessibleName(items(locale, 1));
      const second = await context.newPage();
      await second.goto(prefix(locale) || '/');
      await expect(cartButton(second, locale)).toHaveAccessibleName(items(locale, 1));
      await press(button);
      const line = panel.getByRole('article', { name: product.name });
      await expect(
        panel
          .getByRole('paragraph')
          .filter({ hasText: filled(locale, 'cart.promoActivated', { code: 'VALKOMMEN10' }) }),
      ).toBeVisible();
      await press(
        line.getByRole('button', { name: filled(locale, 'cart.increase', { name: product.name }) }),
      );
      await expect(button).toHaveAccessibleName(items(locale, 2));
      await expect(cartButton(second, locale)).toHaveAccessibleName(items(locale, 2));
      const id = (await cartCookie(context)) ?? '';
      expect((await cartInApi(request, id, scope.market, scope.languageId)).promoCode).toBe('VALKOMMEN10');

      // The checkout page shows the same cart.
      await second.goto(`${prefix(locale)}${scope.checkout}`);
      await expect(second.getByRole('main').getByRole('article', { name: product.name })).toBeVisible();
      await expectNoAxeViolations(second);
    });
  }
});
