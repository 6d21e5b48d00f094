export interface CategoryNode {
  categoryId: number;
  parentCategoryId: number | null;
  name: string;
  canonicalUrl: string;
}

/** The categories from the top of the tree down to `categoryId`; empty when it is unknown. */
export function categoryTrail(categories: readonly CategoryNode[], categoryId: number): CategoryNode[] {
  const byId = new Map(categories.map((c) => [c.categoryId, c]));
  const trail: CategoryNode[] = [];
  let current = byId.get(categoryId);
  // A broken tree (a cycle) must not hang the page: the trail ends before a category comes again.
  while (current && !trail.includes(current)) {
    trail.unshift(current);
    current = current.parentCategoryId === null ? undefined : byId.get(current.parentCategoryId);
  }
  return trail;
}
