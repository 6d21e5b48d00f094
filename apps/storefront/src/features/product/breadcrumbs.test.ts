import { describe, expect, it } from 'vitest';
import { categoryTrail } from './breadcrumbs';

describe('category trail', () => {
  const tree = [
    { categoryId: 1, parentCategoryId: null, name: 'Trädgård', canonicalUrl: '/c/tradgard' },
    { categoryId: 2, parentCategoryId: 1, name: 'Gräsklippare', canonicalUrl: '/c/tradgard/grasklippare' },
    { categoryId: 3, parentCategoryId: 2, name: 'Robot', canonicalUrl: '/c/tradgard/grasklippare/robot' },
  ];
  it('runs from the top of the tree down to the category', () => {
    expect(categoryTrail(tree, 3).map((c) => c.name)).toEqual(['Trädgård', 'Gräsklippare', 'Robot']);
    expect(categoryTrail(tree, 1).map((c) => c.name)).toEqual(['Trädgård']);
  });
  it('is empty for an unknown category and ends on a cycle', () => {
    expect(categoryTrail(tree, 99)).toEqual([]);
    const cyclic = [
      { categoryId: 1, parentCategoryId: 2, name: 'A', canonicalUrl: '/c/a' },
      { categoryId: 2, parentCategoryId: 1, name: 'B', canonicalUrl: '/c/b' },
    ];
    expect(categoryTrail(cyclic, 1).map((c) => c.name)).toEqual(['B', 'A']);
  });
});
