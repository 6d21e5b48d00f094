import { and, asc, eq, isNull, max } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { menuItems, menus } from '#src/db/schema.ts';
import { type AuditActor, recordAudit } from '#src/modules/audit/index.ts';
import { cleanMenuItem, type MenuItemInput, type TextInput, textsPerLanguage } from './menu-input.ts';
import {
  type ContentProblem,
  ContentRefusal,
  type ContentResult,
  contentTransaction,
  CONTENT_DESK_LIMITS as L,
  refuseProblems,
} from './problems.ts';

type ItemRow = typeof menuItems.$inferSelect;

interface MenuChange {
  menuId: number;
  /** The menu's version the form was read at. */
  readAt: number;
  actor: AuditActor;
}

/**
 * Runs a change of a menu in one transaction: the menu's row locked (changes of one menu take
 * turns), refused as STALE when another change came after the version the form was read at, its
 * version counted up, and the audit row written. The menus' readers see the new version (ADR 78).
 */
function menuTransaction(
  db: Database,
  change: MenuChange,
  action: string,
  run: (tx: Transaction) => Promise<{ entityId: number; before?: unknown; after?: unknown }>,
): Promise<ContentResult<{ menuId: number }>> {
  return contentTransaction(db, async (tx) => {
    const [menu] = await tx.select().from(menus).where(eq(menus.id, change.menuId)).for('update');
    if (!menu) throw new ContentRefusal('MENU_NOT_FOUND');
    if (menu.version !== change.readAt) throw new ContentRefusal('STALE', [], menu.version);
    const done = await run(tx);
    await tx
      .update(menus)
      .set({ version: menu.version + 1 })
      .where(eq(menus.id, menu.id));
    await recordAudit(tx, {
      actor: change.actor,
      action,
      entityType: action === 'menu.title' ? 'menu' : 'menu_item',
      entityId: done.entityId,
      before: done.before ?? null,
      after: { menuId: menu.id, version: menu.version + 1, ...(done.after as object) },
    });
    return { menuId: menu.id };
  });
}

async function itemOf(tx: Transaction, menuId: number, itemId: number): Promise<ItemRow> {
  const [item] = await tx
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.id, itemId), eq(menuItems.menuId, menuId)));
  if (!item) throw new ContentRefusal('ITEM_NOT_FOUND');
  return item;
}

const siblingsWhere = (menuId: number, parentId: number | null) =>
  and(
    eq(menuItems.menuId, menuId),
    parentId === null ? isNull(menuItems.parentId) : eq(menuItems.parentId, parentId),
  );

async function nextPosition(tx: Transaction, menuId: number, parentId: number | null) {
  const [row] = await tx
    .select({ last: max(menuItems.position) })
    .from(menuItems)
    .where(siblingsWhere(menuId, parentId));
  return (row?.last ?? -1) + 1;
}

const shownOf = (item: Pick<ItemRow, 'type' | 'target' | 'parentId' | 'label' | 'url' | 'targetBlank'>) => ({
  type: item.type,
  target: item.target,
  parentId: item.parentId,
  label: item.label,
  url: item.url,
  targetBlank: item.targetBlank,
});

/** Adds an item last among its siblings. */
export function addMenuItem(db: Database, change: MenuChange & { input: MenuItemInput }) {
  return menuTransaction(db, change, 'menu.item.add', async (tx) => {
    const { item, problems } = await cleanMenuItem(tx, change.input, change.menuId, null);
    refuseProblems(problems);
    const position = await nextPosition(tx, change.menuId, item.parentId);
    const [row] = await tx
      .insert(menuItems)
      .values({ menuId: change.menuId, position, ...item })
      .returning({ id: menuItems.id });
    return { entityId: row?.id ?? 0, after: { ...item, position } };
  });
}

/** Changes an item; moved below another parent, it goes last there. */
export function updateMenuItem(db: Database, change: MenuChange & { itemId: number; input: MenuItemInput }) {
  return menuTransaction(db, change, 'menu.item.update', async (tx) => {
    const before = await itemOf(tx, change.menuId, change.itemId);
    const { item, problems } = await cleanMenuItem(tx, change.input, change.menuId, change.itemId);
    refuseProblems(problems);
    const position =
      item.parentId === before.parentId
        ? before.position
        : await nextPosition(tx, change.menuId, item.parentId);
    await tx
      .update(menuItems)
      .set({ ...item, position })
      .where(eq(menuItems.id, before.id));
    return { entityId: before.id, before: shownOf(before), after: { ...item, position } };
  });
}

/** Removes an item that has none below it (those are moved or removed first). */
export function removeMenuItem(db: Database, change: MenuChange & { itemId: number }) {
  return menuTransaction(db, change, 'menu.item.remove', async (tx) => {
    const before = await itemOf(tx, change.menuId, change.itemId);
    const [child] = await tx
      .select({ id: menuItems.id })
      .from(menuItems)
      .where(eq(menuItems.parentId, before.id));
    if (child) throw new ContentRefusal('HAS_CHILDREN');
    await tx.delete(menuItems).where(eq(menuItems.id, before.id));
    return { entityId: before.id, before: shownOf(before) };
  });
}

/** Moves an item one place up or down among its siblings, which are numbered 0, 1, 2, … after. */
export function moveMenuItem(
  db: Database,
  change: MenuChange & { itemId: number; direction: 'UP' | 'DOWN' },
) {
  return menuTransaction(db, change, 'menu.item.move', async (tx) => {
    const item = await itemOf(tx, change.menuId, change.itemId);
    const siblings = await tx
      .select({ id: menuItems.id, position: menuItems.position })
      .from(menuItems)
      .where(siblingsWhere(change.menuId, item.parentId))
      .orderBy(asc(menuItems.position), asc(menuItems.id));
    const at = siblings.findIndex((s) => s.id === item.id);
    const to = change.direction === 'UP' ? at - 1 : at + 1;
    const order = siblings.map((s) => s.id);
    if (to >= 0 && to < order.length) [order[at], order[to]] = [order[to] as number, order[at] as number];
    for (const [position, id] of order.entries()) {
      if (siblings.find((s) => s.id === id)?.position !== position) {
        await tx.update(menuItems).set({ position }).where(eq(menuItems.id, id));
      }
    }
    return {
      entityId: item.id,
      before: { position: at },
      after: { position: Math.max(0, Math.min(to, order.length - 1)) },
    };
  });
}

/** The menu's heading per language (a footer column's): a language left empty shows the Swedish one. */
export function updateMenuTitle(db: Database, change: MenuChange & { titles: readonly TextInput[] }) {
  return menuTransaction(db, change, 'menu.title', async (tx) => {
    const problems: ContentProblem[] = [];
    const title = textsPerLanguage(change.titles, 'TITLE', L.label, problems);
    refuseProblems(problems);
    const [before] = await tx.select({ title: menus.title }).from(menus).where(eq(menus.id, change.menuId));
    await tx.update(menus).set({ title }).where(eq(menus.id, change.menuId));
    return { entityId: change.menuId, before: { title: before?.title }, after: { title } };
  });
}
