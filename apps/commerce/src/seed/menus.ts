import type { Database } from '#src/db/client.ts';
import { menuItems, menuLocations, menus } from '#src/db/schema.ts';
import type { MenuItemKind } from '#src/modules/menus/index.ts';
import { categoryTree } from './assortment/catalog-tree.ts';
import type { Localized } from './assortment/types.ts';
import { contentPageSeeds } from './content/index.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface MenuItemSeed {
  type: MenuItemKind;
  /** The alias of the category, brand or page. */
  target?: string;
  /** A custom link's path per language, without language prefix. */
  url?: Localized;
  label?: Localized;
  children?: MenuItemSeed[];
}

export interface MenuSeed {
  name: string;
  title: Localized;
  locations: string[];
  items: MenuItemSeed[];
}

/** A link to a route of the storefront, worded as its route table words the path in each language. */
const route = (label: Localized, url: Localized): MenuItemSeed => ({ type: 'custom', label, url });
const samePath = (path: string): Localized => ({ sv: path, da: path, en: path, fi: path, nb: path });

const brands = route(
  { sv: 'Varumärken', da: 'Mærker', en: 'Brands', fi: 'Merkit', nb: 'Merker' },
  { sv: '/varumarken', da: '/varemaerker', en: '/brands', fi: '/tavaramerkkeja', nb: '/varemerker' },
);

/** The contact forms (ADR 39), paths as the storefront's route table words them. */
const contactForms: MenuItemSeed[] = [
  route(
    {
      sv: 'Kontakta försäljning',
      da: 'Kontakt salg',
      en: 'Contact sales',
      fi: 'Ota yhteyttä myyntiin',
      nb: 'Kontakt salg',
    },
    {
      sv: '/kontakt/forsaljning',
      da: '/kontakt/salg',
      en: '/contact/sales',
      fi: '/ota-yhteytta/myynti',
      nb: '/kontakt/salg',
    },
  ),
  route(
    {
      sv: 'Boka service',
      da: 'Book service',
      en: 'Book a service',
      fi: 'Varaa huolto',
      nb: 'Bestill service',
    },
    {
      sv: '/kontakt/service',
      da: '/kontakt/service',
      en: '/contact/service',
      fi: '/ota-yhteytta/huolto',
      nb: '/kontakt/service',
    },
  ),
  route(
    {
      sv: 'Beställ reservdelar',
      da: 'Bestil reservedele',
      en: 'Order parts',
      fi: 'Tilaa varaosia',
      nb: 'Bestill reservedeler',
    },
    {
      sv: '/kontakt/reservdelar',
      da: '/kontakt/reservedele',
      en: '/contact/parts',
      fi: '/ota-yhteytta/varaosat',
      nb: '/kontakt/reservedeler',
    },
  ),
  route(
    {
      sv: 'Hyr en maskin',
      da: 'Lej en maskine',
      en: 'Rent a machine',
      fi: 'Vuokraa kone',
      nb: 'Lei en maskin',
    },
    {
      sv: '/kontakt/uthyrning',
      da: '/kontakt/udlejning',
      en: '/contact/rentals',
      fi: '/ota-yhteytta/vuokraus',
      nb: '/kontakt/utleie',
    },
  ),
];

const shortcuts: MenuItemSeed[] = [
  brands,
  route(
    { sv: 'Nyheter', da: 'Nyheder', en: 'News', fi: 'Uutuudet', nb: 'Nyheter' },
    { sv: '/nyheter', da: '/nyheder', en: '/news', fi: '/uutuudet', nb: '/nyheter' },
  ),
  route(
    { sv: 'Manualer', da: 'Manualer', en: 'Manuals', fi: 'Käyttöohjeet', nb: 'Manualer' },
    { sv: '/manualer', da: '/manualer', en: '/manuals', fi: '/kayttoohjeet', nb: '/manualer' },
  ),
  route(
    { sv: 'Favoriter', da: 'Favoritter', en: 'Favourites', fi: 'Suosikit', nb: 'Favoritter' },
    { sv: '/favoriter', da: '/favoritter', en: '/favorites', fi: '/suosikkeja', nb: '/favoritter' },
  ),
  route(
    { sv: 'Mitt konto', da: 'Min konto', en: 'My account', fi: 'Oma tili', nb: 'Min konto' },
    samePath('/account'),
  ),
];

/**
 * The storefront's menus: the categories with their subcategories (header on wide screens and the
 * phone's menu), the shortcuts beside the search box, and the footer's pages.
 */
export const menuSeeds: MenuSeed[] = [
  {
    name: 'Categories',
    title: { sv: 'Huvudmeny', da: 'Hovedmenu', en: 'Main menu', fi: 'Päävalikko', nb: 'Hovedmeny' },
    locations: ['main-desktop', 'main-mobile'],
    items: categoryTree.map((category) => ({
      type: 'category',
      target: category.alias,
      children: (category.children ?? []).map((child) => ({ type: 'category', target: child.alias })),
    })),
  },
  {
    name: 'Shortcuts',
    title: { sv: 'Genvägar', da: 'Genveje', en: 'Shortcuts', fi: 'Pikalinkit', nb: 'Snarveier' },
    locations: ['top-bar'],
    items: shortcuts,
  },
  {
    name: 'Information',
    title: { sv: 'Information', da: 'Information', en: 'Information', fi: 'Tietoa', nb: 'Informasjon' },
    locations: ['footer-first'],
    // A page not yet published is left out until it is.
    items: [
      ...contentPageSeeds.map((page): MenuItemSeed => ({ type: 'page', target: page.alias })),
      brands,
      ...contactForms,
    ],
  },
];

async function insertItems(tx: Tx, menuId: number, items: MenuItemSeed[], parentId: number | null) {
  for (const [position, item] of items.entries()) {
    const [row] = await tx
      .insert(menuItems)
      .values({
        menuId,
        parentId,
        position,
        type: item.type,
        target: item.target ?? '',
        url: item.url ?? {},
        label: item.label ?? {},
      })
      .returning({ id: menuItems.id });
    if (row && item.children?.length) await insertItems(tx, menuId, item.children, row.id);
  }
}

/** The menus, their locations and items. */
export async function insertMenus(tx: Tx, seeds: MenuSeed[] = menuSeeds) {
  for (const seed of seeds) {
    const [menu] = await tx
      .insert(menus)
      .values({ name: seed.name, title: seed.title })
      .returning({ id: menus.id });
    if (!menu) continue;
    await tx.insert(menuLocations).values(seed.locations.map((id) => ({ id, menuId: menu.id })));
    await insertItems(tx, menu.id, seed.items, null);
  }
}
