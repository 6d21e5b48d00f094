import type { categories } from '#src/db/schema.ts';

type CategoryRow = typeof categories.$inferSelect;

/** The category's path below /c/: its ancestors' aliases and its own. */
export function categoryPath(category: CategoryRow, all: readonly CategoryRow[]): string {
  const aliases = [category.alias];
  let parent = all.find((c) => c.id === category.parentId);
  while (parent) {
    aliases.unshift(parent.alias);
    const parentId = parent.parentId;
    parent = all.find((c) => c.id === parentId);
  }
  return `/c/${aliases.join('/')}`;
}

/** The category and every category below it. */
export function subtreeIds(rootId: number, all: readonly CategoryRow[]): number[] {
  const ids = [rootId];
  for (let i = 0; i < ids.length; i++) {
    for (const c of all) if (c.parentId === ids[i]) ids.push(c.id);
  }
  return ids;
}
