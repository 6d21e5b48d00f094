import { describe, expect, it } from 'vitest';
import { linesOfCode } from './file-size.ts';
import { crossFeatureImports, deepestPageChain, type ImportGraph, importCircles } from './import-figures.ts';

const src = 'apps/web/src';
const graphOf = (edges: Record<string, string[]>): ImportGraph =>
  new Map(Object.entries(edges).map(([from, to]) => [`${src}/${from}`, to.map((path) => `${src}/${path}`)]));

describe('importCircles', () => {
  it('finds each knot of modules that reach each other once, and no circle in a tree', () => {
    const graph = graphOf({
      'a.ts': ['b.ts'],
      'b.ts': ['c.ts'],
      'c.ts': ['a.ts', 'd.ts'],
      'd.ts': ['e.ts'],
      'e.ts': ['d.ts'],
      'f.ts': ['a.ts'],
    });
    expect(importCircles(graph)).toEqual([
      [`${src}/d.ts`, `${src}/e.ts`],
      [`${src}/a.ts`, `${src}/b.ts`, `${src}/c.ts`],
    ]);
    expect(importCircles(graphOf({ 'a.ts': ['b.ts', 'c.ts'], 'b.ts': ['c.ts'], 'c.ts': [] }))).toEqual([]);
  });

  it('counts a module that imports itself', () => {
    expect(importCircles(graphOf({ 'a.ts': ['a.ts'] }))).toEqual([[`${src}/a.ts`]]);
  });
});

describe('crossFeatureImports', () => {
  it('counts imports from one feature folder into another, not within one or into lib', () => {
    const graph = graphOf({
      'features/cart/panel.tsx': ['features/cart/lines.tsx', 'features/shop/store.ts', 'lib/money.ts'],
      'features/cart/lines.tsx': ['features/shop/store.ts', 'features/catalog/card.tsx'],
      'features/shop/store.ts': [],
      'features/catalog/card.tsx': [],
    });
    expect(crossFeatureImports(graph)).toEqual({
      features: 3,
      importing: ['cart'],
      pairs: ['cart -> catalog', 'cart -> shop'],
      edges: 3,
    });
    expect(crossFeatureImports(graph, ['shop'])).toMatchObject({ pairs: ['cart -> catalog'], edges: 1 });
  });
});

describe('deepestPageChain', () => {
  it('follows the longest chain below a page, a circle counted as one level', () => {
    const graph = graphOf({
      'app/page.tsx': ['features/a.tsx', 'lib/x.ts'],
      'features/a.tsx': ['features/b.tsx'],
      'features/b.tsx': ['features/a.tsx', 'lib/x.ts'],
      'lib/x.ts': ['lib/y.ts'],
      'lib/y.ts': [],
    });
    const deepest = deepestPageChain(graph, importCircles(graph));
    expect(deepest.levels).toBe(4);
    expect(deepest.chain).toEqual([
      `${src}/app/page.tsx`,
      `${src}/features/a.tsx`,
      `${src}/lib/x.ts`,
      `${src}/lib/y.ts`,
    ]);
  });
});

describe('linesOfCode', () => {
  it('counts neither blank lines nor lines that are only a comment', () => {
    expect(linesOfCode('// why\nconst a = 1;\n\n/**\n * doc\n */\nfunction f() {}\n  // note\n')).toBe(2);
  });
});
