import type { LocalizedText } from '#src/db/schema.ts';
import { localized } from '#src/modules/channels/index.ts';

/** What a menu item links to: something of the catalog or content by alias, or its own address. */
export type MenuItemKind = 'category' | 'brand' | 'page' | 'custom';
export type LinkedKind = Exclude<MenuItemKind, 'custom'>;

/** A menu item as stored. */
export interface MenuItemRecord {
  id: number;
  parentId: number | null;
  position: number;
  type: string;
  target: string;
  url: LocalizedText;
  label: LocalizedText;
  targetBlank: boolean;
}

/** A menu as stored, with the locations that show it and all its items. */
export interface MenuRecord {
  id: number;
  name: string;
  title: LocalizedText;
  locations: string[];
  items: MenuItemRecord[];
}

/** A menu item in one language, as the API answers it. */
export interface MenuItem {
  id: string;
  label: string | null;
  title: string | null;
  type: string;
  canonicalUrl: string | null;
  targetBlank: boolean;
  order: number;
  value: string | null;
  children: MenuItem[];
}

/** A menu in one language, as the API answers it. */
export interface Menu {
  id: string;
  name: string;
  title: string | null;
  locations: string[];
  menuItems: MenuItem[];
}

/** The name and path of what an item links to, in the request's language; undefined when there is none. */
export type FindLinked = (kind: LinkedKind, alias: string) => { name: string; path: string } | undefined;

const LINKED_KINDS: readonly string[] = ['category', 'brand', 'page'] satisfies LinkedKind[];
const isLinked = (type: string): type is LinkedKind => LINKED_KINDS.includes(type);
const orNull = (value: string) => value || null;

/**
 * An item in the language, or null when what it links to is gone (a category removed, a page not
 * published): a shopper never sees a link to nothing. Its own label, when it has one, is shown
 * instead of the linked thing's name.
 */
function itemIn(record: MenuItemRecord, languageCode: string, findLinked: FindLinked): MenuItem | null {
  const ownLabel = localized(record.label, languageCode);
  const base = {
    id: String(record.id),
    type: record.type,
    targetBlank: record.targetBlank,
    order: record.position,
    children: [],
  };
  if (isLinked(record.type)) {
    const linked = findLinked(record.type, record.target);
    if (!linked) return null;
    return {
      ...base,
      label: ownLabel || linked.name,
      title: linked.name,
      canonicalUrl: linked.path,
      value: record.target,
    };
  }
  const url = localized(record.url, languageCode);
  return {
    ...base,
    label: orNull(ownLabel),
    title: orNull(ownLabel),
    canonicalUrl: orNull(url),
    value: orNull(url),
  };
}

/** The menu in a language: its items by position, each with the items below it. */
export function menuIn(menu: MenuRecord, languageCode: string, findLinked: FindLinked): Menu {
  const byParent = new Map<number | null, MenuItemRecord[]>();
  for (const record of menu.items) {
    const siblings = byParent.get(record.parentId) ?? [];
    siblings.push(record);
    byParent.set(record.parentId, siblings);
  }
  const itemsBelow = (parentId: number | null): MenuItem[] =>
    (byParent.get(parentId) ?? [])
      .toSorted((a, b) => a.position - b.position || a.id - b.id)
      .flatMap((record) => {
        const item = itemIn(record, languageCode, findLinked);
        return item ? [{ ...item, children: itemsBelow(record.id) }] : [];
      });
  return {
    id: String(menu.id),
    name: menu.name,
    title: orNull(localized(menu.title, languageCode)),
    locations: menu.locations,
    menuItems: itemsBelow(null),
  };
}
