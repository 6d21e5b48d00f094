import type { Database } from '#src/db/client.ts';
import { type LocalizedText, menuItems, menuLocations, menus } from '#src/db/schema.ts';
import { contentPageAddresses, listContentPages } from '#src/modules/content/index.ts';
import type { MenuRecord } from './menu-tree.ts';

/** Every menu by the locations that show it, and the published content pages menus may link to. */
export interface MenuStore {
  byLocation: ReadonlyMap<string, MenuRecord>;
  /** By alias: the title and the path in each language (ADR 71). */
  pages: ReadonlyMap<string, { title: LocalizedText; path: LocalizedText }>;
}

async function loadMenuStore(db: Database): Promise<MenuStore> {
  const [menuRows, locationRows, itemRows, pageRows] = await Promise.all([
    db.select().from(menus),
    db.select().from(menuLocations),
    db.select().from(menuItems),
    listContentPages(db),
  ]);
  const byId = new Map<number, MenuRecord>(
    menuRows.map((m) => [m.id, { id: m.id, name: m.name, title: m.title, locations: [], items: [] }]),
  );
  for (const location of locationRows) byId.get(location.menuId)?.locations.push(location.id);
  for (const item of itemRows) byId.get(item.menuId)?.items.push(item);
  const byLocation = new Map<string, MenuRecord>();
  for (const menu of byId.values()) for (const location of menu.locations) byLocation.set(location, menu);
  return {
    byLocation,
    pages: new Map(
      pageRows.map((page) => [
        page.row.alias,
        {
          title: page.row.title,
          path: Object.fromEntries(contentPageAddresses(page).map((a) => [a.languageCode, a.canonicalUrl])),
        },
      ]),
    ),
  };
}

const stores = new WeakMap<Database, Promise<MenuStore>>();

/**
 * The menus, read once per process and database: only the seed writes menus and content pages
 * (ADR 21), and the header, footer and phone menu ask for them on every page the storefront renders.
 */
export function menuStoreOf(db: Database): Promise<MenuStore> {
  let store = stores.get(db);
  if (!store) {
    store = loadMenuStore(db);
    stores.set(db, store);
    store.catch(() => stores.delete(db));
  }
  return store;
}
