import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from './channels.ts';

/** A menu of links, shown wherever one of its locations is (see menuLocations). */
export const menus = pgTable('menus', {
  id: serial('id').primaryKey(),
  /** What staff call it; shoppers see the title. */
  name: text('name').notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  /** Counts the desk's changes to the menu and its items: a form names the one it was read at (ADR 78). */
  version: integer('version').notNull().default(1),
});

/** A place in the storefront that shows a menu, e.g. main-desktop or footer-first. */
export const menuLocations = pgTable('menu_locations', {
  id: text('id').primaryKey(),
  menuId: integer('menu_id')
    .notNull()
    .references(() => menus.id),
});

/**
 * A link of a menu, below another one when it has a parent. A category, brand or page item links
 * to what `target` (an alias) names and is titled by it; a custom item links to its `url` (a path
 * of the shop, without language prefix, or an absolute address), per language.
 */
export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id),
    parentId: integer('parent_id').references((): AnyPgColumn => menuItems.id),
    position: integer('position').notNull(),
    type: text('type').notNull(),
    target: text('target').notNull().default(''),
    url: jsonb('url').$type<LocalizedText>().notNull().default({}),
    /** Shown instead of the target's own name; empty means the name. */
    label: jsonb('label').$type<LocalizedText>().notNull().default({}),
    targetBlank: boolean('target_blank').notNull().default(false),
  },
  (t) => [
    index('menu_items_menu_idx').on(t.menuId, t.position),
    check('menu_items_type', sql`${t.type} in ('category', 'brand', 'page', 'custom')`),
  ],
);
