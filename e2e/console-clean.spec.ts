import { type Page, test } from '@playwright/test';
import { expect, freshEmail, PATHS, register } from './account';
import { cartButton, cartPanel, filled, productsIn } from './cart';
import { type Locale, messages, prefix } from './messages';

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
} as const;
const CHECKOUT: Record<'sv' | 'en', string> = { sv: '/kassan', en: '/en/checkout' };

/**
 * Chrome warns once, three seconds after a page's load event, of each preload the page has not
 * used. No event marks that moment, so each page is looked at a little longer before the next.
 */
const UNUSED_PRELOAD_CHECK_MS = 3_500;

/** A prefetch's page, whatever router state its `_rsc` parameter names. */
function pageOf(url: string) {
  const address = new URL(url);
  address.searchParams.delete('_rsc');
  return address.href;
}

/**
 * Records what the browser's console and network tab would show a shopper as wrong: console errors
 * and warnings, uncaught errors, answers of 400 and above, and requests that failed. A cancelled
 * request (ERR_ABORTED) counts only when it is a prefetch cancelled while its page is shown and
 * never answered after: Next cancels one of a page it cannot prefetch. Leaving a page cancels what
 * is in flight, a page rendered again (router.refresh, as after a renewed session) cancels its
 * prefetches and makes them again, and Next cancels an action's answer once it has read it; none
 * is a failure.
 */
function watch(page: Page) {
  const failures: string[] = [];
  /** Prefetches cancelled while their page was shown, by address, with where they were. */
  const cancelled = new Map<string, string>();
  let where = '';
  let leaving = false;
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      failures.push(`${where}: console ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => failures.push(`${where}: uncaught ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) {
      failures.push(`${where}: ${response.status()} ${response.request().method()} ${response.url()}`);
    } else if (response.request().headers()['next-router-prefetch'] !== undefined) {
      cancelled.delete(pageOf(response.url()));
    }
  });
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? 'failed';
    const prefetch = request.headers()['next-router-prefetch'] !== undefined;
    if (failure === 'net::ERR_ABORTED' && prefetch && !leaving) {
      cancelled.set(
        pageOf(request.url()),
        `${where}: ${failure} ${request.method()} ${request.url()} (prefetch)`,
      );
    } else if (failure !== 'net::ERR_ABORTED') {
      failures.push(
        `${where}: ${failure} ${request.method()} ${request.url()}${prefetch ? ' (prefetch)' : ''}`,
      );
    }
  });
  return {
    /** What went wrong: failures, and prefetches cancelled and never answered after. */
    problems: () => [...failures, ...cancelled.values()],
    /** Does what shows a page, then waits out Chrome's check of its preloads. */
    async look(label: string, show: () => Promise<unknown>) {
      leaving = true;
      where = label;
      await show();
      await page.waitForLoadState('load');
      leaving = false;
      await page.waitForTimeout(UNUSED_PRELOAD_CHECK_MS);
    },
  };
}

// Each language once and each device once: Swedish on a phone, English on a desktop.
for (const [device, locale] of [
  ['phone', 'sv'],
  ['desktop', 'en'],
] as const satisfies [keyof typeof VIEWPORTS, Locale][]) {
  const viewport = VIEWPORTS[device];
  test(`home, list, product, cart, checkout and account are console-clean in ${locale} on a ${device}`, async ({
    page,
  }) => {
    // Ten pages, each looked at past Chrome's preload check, and a registration.
    test.slow();
    const t = messages(locale);
    await page.setViewportSize(viewport);
    const product = (await productsIn(page.request, 'tradgardsmaskiner', locale)).find(
      (p) => !p.sizeRequired && p.maxQuantity > 0,
    );
    if (!product) throw new Error('The seeded garden machines have no product sold without a size');
    const { problems, look } = watch(page);

    await look('home', () => page.goto(`${prefix(locale)}/`));
    await look('list', () => page.goto(`${prefix(locale)}/c/byggmaskiner`));
    await look('product', () => page.goto(`${prefix(locale)}${product.canonicalUrl}`));
    await look('cart', async () => {
      await page
        .getByRole('main')
        .getByRole('button', { name: t('product.addToCart'), exact: true })
        .first()
        .click();
      await expect(page.getByText(filled(locale, 'cart.added', { name: product.name }))).toBeVisible();
      await cartButton(page, locale).click();
      await expect(cartPanel(page, locale)).toBeVisible();
    });
    await look('checkout', () => page.goto(CHECKOUT[locale]));
    await look('registration', () => register(page, locale, freshEmail()));
    for (const [name, path] of Object.entries(PATHS[locale])) {
      await look(`account ${name}`, () => page.goto(path));
    }
    expect(problems()).toEqual([]);
  });
}
