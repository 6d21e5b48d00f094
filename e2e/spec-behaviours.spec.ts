import { expect, type Page, test } from '@playwright/test';
import { freshEmail, PATHS, register } from './account';
import { filled, type ListedProduct, press, productsIn } from './cart';
import { messages } from './messages';

// How the shop behaves as the shopper scrolls, moves between pages and meets its notes (spec sections 2 and 4).

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const t = messages('sv');

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
/** The page's own script has run: its idle island tracks whether the browser is online. */
const scriptReady = (page: Page) => expect(page.locator('[data-online="true"]')).toHaveCount(1);
/** Two frames drawn: the scroll events of a scroll already made have been handled. */
const framesDrawn = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
/** Marks the document: the mark survives a client navigation and is gone after a page load. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);

interface Animated {
  pseudo: string;
  name: string;
  delay: number;
  duration: number;
}

test('a product chosen far down a list opens at the top, the list fading out before the product fades in', async ({
  page,
}) => {
  // Each view transition's animations of the pseudo-elements named `page`, as the browser runs them.
  await page.addInitScript(() => {
    const seen: Animated[][] = [];
    Object.assign(window, { pageTransitions: seen });
    const start = document.startViewTransition?.bind(document);
    if (!start) return;
    document.startViewTransition = ((update: Parameters<typeof start>[0]) => {
      const transition = start(update);
      void transition.ready.then(() =>
        seen.push(
          document.getAnimations().flatMap((animation) => {
            const effect = animation.effect as KeyframeEffect | null;
            if (!effect?.pseudoElement?.match(/^::view-transition-(old|new)\(page\)$/)) return [];
            const timing = effect.getTiming();
            return [
              {
                pseudo: effect.pseudoElement,
                name: (animation as CSSAnimation).animationName,
                delay: Number(timing.delay),
                duration: Number(timing.duration),
              },
            ];
          }),
        ),
      );
      return transition;
    }) as typeof document.startViewTransition;
  });
  await page.setViewportSize(DESKTOP);
  await page.goto('/c/byggmaskiner');
  await scriptReady(page);
  await markDocument(page);
  const card = page.getByRole('main').getByRole('article').last();
  await card.scrollIntoViewIfNeeded();
  expect(await scrollY(page)).toBeGreaterThan(DESKTOP.height);
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link', { name }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await sameDocument(page), 'a client navigation').toBe(true);
  await expect.poll(() => scrollY(page)).toBe(0);

  const transitions = () =>
    page.evaluate(() => (window as { pageTransitions?: Animated[][] }).pageTransitions);
  await expect.poll(async () => (await transitions())?.length).toBeGreaterThan(0);
  const [first] = (await transitions()) ?? [];
  const out = first?.find((a) => a.pseudo === '::view-transition-old(page)');
  const into = first?.find((a) => a.pseudo === '::view-transition-new(page)');
  expect(out).toMatchObject({ name: 'page-out', delay: 0 });
  expect(into).toMatchObject({ name: 'page-in' });
  // Out, then in: the new page starts once the old one has gone.
  expect(into?.delay).toBeGreaterThanOrEqual(out?.duration ?? Number.POSITIVE_INFINITY);
});

for (const [device, size] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`on a ${device} the header hides while the shopper scrolls down past it and comes back on scrolling up`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/c/byggmaskiner');
    await scriptReady(page);
    const header = page.getByRole('banner');
    const height = (await header.boundingBox())?.height ?? 0;
    expect(height).toBeGreaterThan(20);

    // Within the header's own height it stays.
    await page.mouse.wheel(0, height / 2);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
    await framesDrawn(page);
    await expect(header).toBeInViewport({ ratio: 1 });

    await page.mouse.wheel(0, height * 3);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(height * 2);
    await expect(header).not.toBeInViewport();

    await page.mouse.wheel(0, -height / 2);
    await expect(header).toBeInViewport({ ratio: 1 });
    expect(await scrollY(page)).toBeGreaterThan(height);
  });
}

test('the note that a product was added goes with its close button, by mouse and by keyboard', async ({
  page,
}) => {
  const product = (await productsIn(page.request, 'filter', 'sv')).find(
    (p) => !p.sizeRequired && p.maxQuantity >= 2,
  ) as ListedProduct;
  await page.goto(product.canonicalUrl);
  await scriptReady(page);
  const note = page
    .getByRole('status')
    .filter({ hasText: filled('sv', 'cart.added', { name: product.name }) });
  const close = note.getByRole('button', { name: t('layout.close') });
  const add = page
    .getByRole('main')
    .getByRole('button', { name: t('product.addToCart'), exact: true })
    .first();

  for (const dismiss of [() => close.click(), () => press(close, 'Enter')]) {
    await add.click();
    await expect(note).toBeVisible();
    const shown = Date.now();
    await dismiss();
    await expect(note).toBeHidden({ timeout: 1_000 });
    // Well before the note's own 5 s, so that it was the button that closed it.
    expect(Date.now() - shown).toBeLessThan(4_000);
  }
});

test('moving between the account pages keeps the scroll position', async ({ page }) => {
  await register(page, 'sv', freshEmail());
  // Low enough that the short balance page still scrolls as far as the settings were scrolled.
  await page.setViewportSize({ width: DESKTOP.width, height: 400 });
  await scriptReady(page);
  const nav = page.getByRole('navigation', { name: t('accountNav.label') });
  const balance = nav.getByRole('link', { name: t('accountNav.balance') });
  // The settings' heading just above the window, the navigation's last link still in it: a page
  // whose top is out of sight is where a navigation that scrolls would go to the top.
  const below = await page
    .getByRole('heading', { level: 1, name: t('settings.title') })
    .evaluate((h) => Math.ceil(h.getBoundingClientRect().bottom + window.scrollY) + 1);
  await page.evaluate((y) => window.scrollTo(0, y), below);
  await expect.poll(() => scrollY(page)).toBe(below);
  await expect(page.getByRole('banner')).not.toBeInViewport();
  await expect(balance).toBeInViewport({ ratio: 1 });
  await markDocument(page);

  await balance.click();
  await expect(page).toHaveURL(new RegExp(`${PATHS.sv.balance}$`));
  await expect(page.getByRole('heading', { level: 1, name: t('balance.title') })).toBeAttached();
  expect(await sameDocument(page), 'a client navigation').toBe(true);
  await framesDrawn(page);
  expect(await scrollY(page)).toBe(below);
});
