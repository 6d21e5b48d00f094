import { asc } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import {
  brands,
  categories,
  contentPages,
  type LocalizedText,
  menuItems,
  menuLocations,
  menus,
} from '#src/db/schema.ts';
import { localized } from '#src/modules/channels/index.ts';

export interface DeskMenuItem {
  id: number;
  parentId: number | null;
  /** 0 for an item at the top, 1 below one, … */
  depth: number;
  position: number;
  type: string;
  target: string;
  labels: LocalizedText;
  urls: LocalizedText;
  targetBlank: boolean;
  /** The name of what it links to, in the desk's language; null for a custom link or a target gone. */
  targetName: string | null;
  /** What it links to is gone, or an unpublished page: the shop leaves it out. */
  hidden: boolean;
}

export interface DeskMenu {
  id: number;
  name: string;
  version: number;
  titles: LocalizedText;
  locations: string[];
  items: DeskMenuItem[];
}

/** What a menu item may link to, names in the desk's language: categories (with their path), brands and pages. */
export async function menuTargets(db: Database, languageCode: string) {
  const [categoryRows, brandRows, pageRows] = await Promise.all([
    db.select().from(categories),
    db.select({ alias: brands.alias, name: brands.name }).from(brands).orderBy(asc(brands.name)),
    db
      .select({ alias: contentPages.alias, title: contentPages.title, published: contentPages.published })
      .from(contentPages)
      .orderBy(asc(contentPages.id)),
  ]);
  const byId = new Map(categoryRows.map((c) => [c.id, c]));
  const pathOf = (id: number | null): string[] => {
    const category = id === null ? undefined : byId.get(id);
    return category ? [...pathOf(category.parentId), localized(category.name, languageCode)] : [];
  };
  return {
    categories: categoryRows
      .map((c) => ({ alias: c.alias, name: pathOf(c.id).join(' › ') }))
      .sort((a, b) => a.name.localeCompare(b.name, languageCode)),
    brands: brandRows,
    pages: pageRows.map((p) => ({
      alias: p.alias,
      name: localized(p.title, languageCode),
      published: p.published,
    })),
  };
}

/** Every menu with the locations that show it and its items depth first, each in its place among its siblings. */
export async function deskMenus(db: Database, languageCode: string): Promise<DeskMenu[]> {
  const [menuRows, locationRows, itemRows, targets] = await Promise.all([
    db.select().from(menus).orderBy(asc(menus.id)),
    db.select().from(menuLocations).orderBy(asc(menuLocations.id)),
    db.select().from(menuItems).orderBy(asc(menuItems.position), asc(menuItems.id)),
    menuTargets(db, languageCode),
  ]);
  const named = {
    category: new Map(targets.categories.map((c) => [c.alias, { name: c.name, shown: true }])),
    brand: new Map(targets.brands.map((b) => [b.alias, { name: b.name, shown: true }])),
    page: new Map(targets.pages.map((p) => [p.alias, { name: p.name, shown: p.published }])),
  } as Record<string, Map<string, { name: string; shown: boolean }>>;
  return menuRows.map((menu) => {
    const own = itemRows.filter((item) => item.menuId === menu.id);
    const items: DeskMenuItem[] = [];
    const walk = (parentId: number | null, depth: number) => {
      for (const item of own.filter((i) => i.parentId === parentId)) {
        const linked = item.type === 'custom' ? null : named[item.type]?.get(item.target);
        items.push({
          id: item.id,
          parentId: item.parentId,
          depth,
          position: item.position,
          type: item.type,
          target: item.target,
          labels: item.label,
          urls: item.url,
          targetBlank: item.targetBlank,
          targetName: linked?.name ?? null,
          hidden: item.type !== 'custom' && !linked?.shown,
        });
        walk(item.id, depth + 1);
      }
    };
    walk(null, 0);
    return {
      id: menu.id,
      name: menu.name,
      version: menu.version,
      titles: menu.title,
      locations: locationRows.filter((l) => l.menuId === menu.id).map((l) => l.id),
      items,
    };
  });
}
