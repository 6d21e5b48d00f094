import { describe, expect, it } from 'vitest';
import { menuSeeds } from '#src/seed/menus.ts';
import { platformDocument } from './platform-documents.ts';
import { useTestApi } from './suite.ts';

const { gql, data } = useTestApi();

/** Each language is asked for in a market that speaks it. */
const MARKET_OF: Record<string, string> = {
  'sv-SE': 'se',
  'da-DK': 'dk',
  'en-GB': 'se',
  'fi-FI': 'fi',
  'nb-NO': 'no',
};
const LANGUAGES = Object.keys(MARKET_OF);
const LOCATIONS = ['main-desktop', 'main-mobile', 'top-bar', 'footer-first'];

interface Item {
  id: string;
  label: string | null;
  title: string | null;
  type: string;
  canonicalUrl: string | null;
  targetBlank: boolean;
  order: number;
  children: Item[] | null;
}
interface Menu {
  title: string | null;
  locations: string[];
  menuItems: Item[];
}

const ITEM = 'id label title type canonicalUrl targetBlank order';
const MENU_QUERY = `query ($menuLocationId: String, $languageId: String, $marketId: String) {
  getMenuAtLocation(menuLocationId: $menuLocationId, languageId: $languageId, marketId: $marketId) {
    title locations menuItems { ${ITEM} children { ${ITEM} } }
  }
}`;

async function menuAt(menuLocationId: unknown, languageId = 'sv-SE') {
  const result = await data<{ getMenuAtLocation: Menu | null }>(MENU_QUERY, {
    menuLocationId,
    languageId,
    marketId: MARKET_OF[languageId],
  });
  return result.getMenuAtLocation;
}

const seedOf = (location: string) => menuSeeds.find((m) => m.locations.includes(location));
const codeOf = (languageId: string) => languageId.slice(0, 2) as 'sv';

describe('getMenuAtLocation', () => {
  it.each(LOCATIONS)('answers %s in all five languages, every item labelled and linked', async (location) => {
    const seed = seedOf(location);
    for (const languageId of LANGUAGES) {
      const menu = await menuAt(location, languageId);
      expect(menu?.title).toBe(seed?.title[codeOf(languageId)]);
      expect(menu?.locations).toContain(location);
      expect(menu?.menuItems.length).toBeGreaterThan(0);
      for (const item of menu?.menuItems.flatMap((i) => [i, ...(i.children ?? [])]) ?? []) {
        expect(item.label, `${location} ${languageId} ${item.id}`).toBeTruthy();
        expect(item.canonicalUrl).toMatch(/^\/[^/]/);
        expect(item.targetBlank).toBe(false);
      }
    }
  });

  it('lists the top categories in their order, each with its subcategories, as the catalog names them', async () => {
    const { categories } = await data<{
      categories: {
        categoryId: number;
        parentCategoryId: number | null;
        name: string;
        canonicalUrl: string;
        order: number;
      }[];
    }>(
      '{ categories(languageId: "fi-FI", marketId: "fi") { categoryId parentCategoryId name canonicalUrl order } }',
    );
    const below = (parent: number | null) =>
      categories
        .filter((c) => c.parentCategoryId === parent)
        .toSorted((a, b) => a.order - b.order)
        .map((c) => ({ label: c.name, canonicalUrl: c.canonicalUrl, id: c.categoryId }));
    const menu = await menuAt('main-desktop', 'fi-FI');
    const shown = menu?.menuItems.map((item) => ({
      label: item.label,
      canonicalUrl: item.canonicalUrl,
      children: item.children?.map((c) => ({ label: c.label, canonicalUrl: c.canonicalUrl })),
    }));
    expect(shown).toEqual(
      below(null).map(({ label, canonicalUrl, id }) => ({
        label,
        canonicalUrl,
        children: below(id).map((c) => ({ label: c.label, canonicalUrl: c.canonicalUrl })),
      })),
    );
    for (const level of [menu?.menuItems ?? [], ...(menu?.menuItems ?? []).map((i) => i.children ?? [])]) {
      const orders = level.map((i) => i.order);
      expect(orders).toEqual(orders.toSorted((a, b) => a - b));
    }
    expect(menu?.menuItems.every((i) => i.type === 'category' && i.title === i.label)).toBe(true);
    // The phone shows the same menu.
    expect(await menuAt('main-mobile', 'fi-FI')).toEqual(menu);
  });

  it('links the shortcuts to the routes as each language words them', async () => {
    const sv = await menuAt('top-bar', 'sv-SE');
    const en = await menuAt('top-bar', 'en-GB');
    expect(sv?.menuItems.map((i) => [i.label, i.canonicalUrl])).toEqual([
      ['Varumärken', '/varumarken'],
      ['Nyheter', '/nyheter'],
      ['Manualer', '/manualer'],
      ['Favoriter', '/favoriter'],
      ['Mitt konto', '/account'],
    ]);
    expect(en?.menuItems.map((i) => i.canonicalUrl)).toEqual([
      '/brands',
      '/news',
      '/manuals',
      '/favorites',
      '/account',
    ]);
    expect(en?.menuItems.every((i) => i.type === 'custom')).toBe(true);
  });

  it('lists the published content pages in the footer, then the brands and the contact forms, and leaves the draft out', async () => {
    const { contentPages } = await data<{ contentPages: { title: string; canonicalUrl: string }[] }>(
      '{ contentPages(languageId: "da-DK", marketId: "dk") { title canonicalUrl } }',
    );
    const footer = await menuAt('footer-first', 'da-DK');
    expect(footer?.menuItems.map((i) => [i.label, i.canonicalUrl])).toEqual([
      ...contentPages.map((p) => [p.title, p.canonicalUrl]),
      ['Mærker', '/varemaerker'],
      ['Kontakt salg', '/kontakt/salg'],
      ['Book service', '/kontakt/service'],
      ['Bestil reservedele', '/kontakt/reservedele'],
      ['Lej en maskine', '/kontakt/udlejning'],
    ]);
    expect(footer?.menuItems.map((i) => i.canonicalUrl)).not.toContain('/vinterforvaring');
  });

  it("answers a language the market does not speak in the market's default language", async () => {
    const { getMenuAtLocation } = await data<{ getMenuAtLocation: Menu | null }>(MENU_QUERY, {
      menuLocationId: 'top-bar',
      languageId: 'fi-FI',
      marketId: 'se',
    });
    expect(getMenuAtLocation).toEqual(await menuAt('top-bar', 'sv-SE'));
  });

  it.each([['no-such-menu'], [''], [null], [undefined]])(
    'answers %j with null and no error',
    async (location) => {
      expect(await menuAt(location)).toBeNull();
    },
  );

  it.each([
    ['a location id of 10 kB', 'x'.repeat(10_240)],
    ['a control character', 'main-\u0000desktop'],
    ['a line break', 'main-desktop\n'],
    ['broken Unicode', 'main-\ud800'],
  ])('refuses %s as BAD_USER_INPUT', async (_, menuLocationId) => {
    const body = await gql<{ getMenuAtLocation: Menu | null }>(MENU_QUERY, { menuLocationId });
    expect(body.data?.getMenuAtLocation ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'menuLocationId' });
  });

  it("runs the original storefront's menu document unchanged, two levels of children deep", async () => {
    const { text, variables } = platformDocument('other/menu');
    const { getMenuAtLocation } = await data<{ getMenuAtLocation: Menu }>(text, variables);
    expect(getMenuAtLocation.title).toBe('Huvudmeny');
    const first = getMenuAtLocation.menuItems[0];
    expect(first).toMatchObject({ type: 'category', canonicalUrl: '/c/byggmaskiner', order: 0 });
    expect(first?.children?.[0]).toMatchObject({
      type: 'category',
      canonicalUrl: '/c/byggmaskiner/minigravare',
    });
    expect(first?.children?.[0]?.children).toEqual([]);
  });
});
