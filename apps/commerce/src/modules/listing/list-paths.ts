import type { categories } from '#src/db/schema.ts';

type CategoryRow = typeof categories.$inferSelect;

/** The category's ancestors from the top down, then the category itself. */
export function categoryLineage(category: CategoryRow, all: readonly CategoryRow[]): CategoryRow[] {
  const lineage = [category];
  let parent = all.find((c) => c.id === category.parentId);
  while (parent) {
    lineage.unshift(parent);
    const parentId = parent.parentId;
    parent = all.find((c) => c.id === parentId);
  }
  return lineage;
}

/** The category's path below /c/: its ancestors' aliases and its own. */
export function categoryPath(category: CategoryRow, all: readonly CategoryRow[]): string {
  return `/c/${categoryLineage(category, all)
    .map((c) => c.alias)
    .join('/')}`;
}

/** A brand's list page. */
export function brandPath(alias: string): string {
  return `/b/${alias}`;
}
