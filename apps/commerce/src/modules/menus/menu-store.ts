import { sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { contentPages, type LocalizedText, menuItems, menuLocations, menus } from '#src/db/schema.ts';
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

/**
 * What the menus are made of has changed when this has: each menu's version counts its changes at
 * the desk, and publishing, unpublishing or changing a content page moves its `updated_at`.
 */
async function stampOf(db: Database): Promise<string> {
  const { rows } = (await db.execute(sql`select
    (select coalesce(sum(${menus.version}), 0) from ${menus})::text as menus,
    (select count(*) filter (where ${contentPages.published}) || '/' || coalesce(max(${contentPages.updatedAt})::text, '')
      from ${contentPages}) as pages`)) as unknown as { rows: { menus: string; pages: string }[] };
  return `${rows[0]?.menus}|${rows[0]?.pages}`;
}

const stores = new WeakMap<Database, { stamp: string; store: Promise<MenuStore> }>();

/**
 * The menus, read once per process and database until the desk changes a menu or a content page
 * (ADR 78): the header, footer and phone menu ask for them on every page the storefront renders,
 * and a look at the stamp is one small read where the menus are four. Every instance sees the
 * change at its next look.
 */
export async function menuStoreOf(db: Database): Promise<MenuStore> {
  const stamp = await stampOf(db);
  let held = stores.get(db);
  if (!held || held.stamp !== stamp) {
    const made = { stamp, store: loadMenuStore(db) };
    stores.set(db, made);
    made.store.catch(() => {
      if (stores.get(db) === made) stores.delete(db);
    });
    held = made;
  }
  return held.store;
}
