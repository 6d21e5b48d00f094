import { describe, expect, it } from 'vitest';
import { stockOf, stockStatus } from '#src/modules/inventory/index.ts';
import { parseProductImageFileName } from '#src/modules/media/index.ts';
import { categoryRows } from './catalog-definitions.ts';
import { generateProducts, roundPrice } from './generate.ts';

const take = (n: number, seed = 1) => [...generateProducts({ products: n, seed })];

describe('generateProducts', () => {
  it('gives the same catalog for the same seed and another for another seed', () => {
    expect(take(50)).toEqual(take(50));
    expect(take(50, 2).map((p) => p.product.alias)).not.toEqual(take(50).map((p) => p.product.alias));
  });

  it('makes exactly the number asked for, with unique aliases and article numbers', () => {
    const products = take(600);
    expect(products).toHaveLength(600);
    expect(new Set(products.map((p) => p.product.alias)).size).toBe(600);
    expect(new Set(products.map((p) => p.product.articleNumber)).size).toBe(600);
    for (const p of products) expect(p.product.alias).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('writes every text in all five languages', () => {
    for (const p of take(100)) {
      expect(p.texts.map((t) => t.languageCode).sort()).toEqual(['da', 'en', 'fi', 'nb', 'sv']);
      for (const t of p.texts) {
        expect(t.name.length).toBeGreaterThan(3);
        expect(t.text1).not.toMatch(/\{[a-z:-]+\}/i);
      }
    }
  });

  it('covers every leaf category and every stock status', () => {
    const products = take(2000);
    const leaves = categoryRows().filter((c, _, all) => !all.some((x) => x.parentId === c.id));
    const used = new Set(products.map((p) => p.product.primaryCategoryId));
    for (const leaf of leaves) expect(used).toContain(leaf.id);
    const statuses = new Set(products.map((p) => stockStatus(stockOf(p.skus), 1, p.product.discontinued)));
    expect([...statuses].sort()).toEqual(
      ['DISCONTINUED', 'FEW_LEFT', 'IN_STOCK', 'ORDER_ITEM', 'OUT_OF_STOCK', 'OVERSELLABLE', 'STATIC'].sort(),
    );
  });

  it('prices in integer minor units, discounted only below the regular price', () => {
    for (const p of take(500)) {
      for (const price of p.prices) {
        for (const v of Object.values(price)) expect(Number.isInteger(v)).toBe(true);
        expect(price.sellingIncVat).toBeLessThanOrEqual(price.regularIncVat);
        expect(price.sellingExVat).toBeLessThan(price.sellingIncVat);
      }
    }
  });

  it('names every rented machine apart from the rest of the fleet, in every language', () => {
    const categories = categoryRows();
    const rentals = new Set(
      categories
        .filter((c) => categories.find((parent) => parent.id === c.parentId)?.alias === 'uthyrning')
        .map((c) => c.id),
    );
    const fleet = take(2000).filter((p) => rentals.has(p.product.primaryCategoryId));
    expect(fleet.length).toBeGreaterThan(100);
    for (const lang of ['sv', 'da', 'en', 'fi', 'nb']) {
      const names = fleet.map((p) => p.texts.find((t) => t.languageCode === lang)?.name);
      expect(new Set(names).size, lang).toBe(fleet.length);
    }
    const numbered = fleet.flatMap((p) =>
      p.texts.filter((t) => t.languageCode === 'en' && / no\. \d+$/.test(t.name)),
    );
    expect(numbered.length).toBeGreaterThan(0);
  });

  it('names only images the image server can draw', () => {
    for (const p of take(200))
      for (const file of p.images) expect(parseProductImageFileName(file)).not.toBeNull();
  });
});

describe('roundPrice', () => {
  it('rounds like a shop', () => {
    expect(roundPrice(12_987)).toBe(1_299_000);
    expect(roundPrice(143.2)).toBe(14_900);
    expect(roundPrice(42.3)).toBe(4_290);
  });
});
