import { type APIRequestContext, expect, type Locator, test } from '@playwright/test';
import { type ApiMenu, menuAt } from './menus';
import { LOCALES, messages, prefix } from './messages';
import { marketInPathUrl } from './playwright.config';

test.use({ viewport: { width: 1280, height: 800 } });

/** The links of a navigation landmark: text and address, in order. */
const linksOf = (nav: Locator) =>
  nav
    .getByRole('link')
    .evaluateAll((anchors) =>
      anchors.map((a) => [a.textContent?.trim() ?? '', a.getAttribute('href') ?? '']),
    );

/** What the menu's links must be in the page: its labels, its paths behind the language's prefix. */
const expectedLinks = (menu: ApiMenu, pathPrefix: string) =>
  menu.menuItems.map((item) => [item.label, `${pathPrefix}${item.canonicalUrl}`]);

async function expectEveryLinkAnswers(request: APIRequestContext, hrefs: string[]) {
  for (const href of new Set(hrefs)) {
    const response = await request.get(href, { maxRedirects: 0 });
    expect(response.status(), href).toBeLessThan(400);
  }
}

for (const locale of LOCALES) {
  test(`header and footer show the API's menus in ${locale}, and every menu link leads to a page`, async ({
    page,
    request,
  }) => {
    const t = messages(locale);
    const [categories, shortcuts, footer] = await Promise.all([
      menuAt(request, 'main-desktop', locale),
      menuAt(request, 'top-bar', locale),
      menuAt(request, 'footer-first', locale),
    ]);
    await page.goto(prefix(locale) || '/');
    const header = page.getByRole('banner');

    const categoryLinks = await linksOf(
      header.getByRole('navigation', { name: categories.title, exact: true }),
    );
    expect(categoryLinks).toEqual(expectedLinks(categories, prefix(locale)));
    const shortcutLinks = await linksOf(
      header.getByRole('navigation', { name: shortcuts.title, exact: true }),
    );
    // The header's own checkout link follows the shortcuts.
    expect(shortcutLinks.slice(0, -1)).toEqual(expectedLinks(shortcuts, prefix(locale)));
    expect(shortcutLinks.at(-1)?.[0]).toBe(t('layout.checkout'));
    const footerLinks = await linksOf(
      page.getByRole('contentinfo').getByRole('navigation', { name: footer.title, exact: true }),
    );
    expect(footerLinks).toEqual(expectedLinks(footer, prefix(locale)));

    await expectEveryLinkAnswers(
      request,
      [...categoryLinks, ...shortcutLinks, ...footerLinks].map(([, href]) => href ?? ''),
    );
  });
}

test('with markets in the path the menus lead to the market and language of the page', async ({
  request,
}) => {
  const shortcuts = await menuAt(request, 'top-bar', 'fi');
  const html = await (await request.get(`${marketInPathUrl}/fi/fi`)).text();
  const hrefs = shortcuts.menuItems.map((item) => `/fi/fi${item.canonicalUrl}`);
  for (const href of hrefs) expect(html).toContain(`href="${href}"`);
  await expectEveryLinkAnswers(
    request,
    hrefs.map((href) => `${marketInPathUrl}${href}`),
  );
});
