import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, products, productTexts, skus } from '#src/db/schema.ts';
import { listDeskProducts } from '#src/modules/catalog/desk/product-list.ts';
import { CATALOG_DESK } from './catalog-desk-client.ts';
import { deskClient } from './customer-desk-client.ts';
import { insertStaffMember, signInAs } from './staff-client.ts';
import { useTestApi } from './suite.ts';

const { api, db } = useTestApi({ products: 240 });
const base = () => api().url;

let token = '';
beforeAll(async () => {
  token = await signInAs(base(), (await insertStaffMember(db(), 'support')).email);
});
const asSupport = deskClient(base, () => token);

type Row = { id: number; articleNumber: string; name: string; published: boolean; categoryName: string };
type Page = {
  totalCount: number;
  totalCountCapped: boolean;
  hasNextPage: boolean;
  endCursor: string | null;
  nodes: Row[];
};

const list = async (variables: Record<string, unknown>) => {
  const answer = await asSupport<Page>(CATALOG_DESK.products, variables);
  expect(answer.code).toBeUndefined();
  return answer.data as Page;
};

/** Every page of a list, followed by its cursors: the ids in the order shown. */
async function allPages(variables: Record<string, unknown>, first: number) {
  const ids: number[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const page: Page = await list({ ...variables, first, after });
    ids.push(...page.nodes.map((n) => n.id));
    expect(page.nodes.length).toBeLessThanOrEqual(first);
    if (!page.hasNextPage) {
      expect(page.endCursor).toBeNull();
      return ids;
    }
    after = page.endCursor;
  }
  throw new Error('The list did not end');
}

const swedishNames = () =>
  db()
    .select({
      id: products.id,
      name: productTexts.name,
      articleNumber: products.articleNumber,
      createdAt: products.createdAt,
    })
    .from(products)
    .innerJoin(
      productTexts,
      and(eq(productTexts.productId, products.id), eq(productTexts.languageCode, 'sv')),
    );

describe('the catalog desk list', () => {
  it('pages the whole catalog newest first, every product once, the count the whole of it', async () => {
    const all = await swedishNames();
    const expected = [...all]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .map((p) => p.id);
    expect(await allPages({}, 37)).toEqual(expected);
    const first = await list({ first: 10 });
    expect(first).toMatchObject({ totalCount: all.length, totalCountCapped: false, hasNextPage: true });
  });

  it('sorts by the Swedish name either way, the id breaking ties, and within a category as a whole', async () => {
    const rows = await db()
      .select({ id: products.id, category: products.primaryCategoryId })
      .from(products)
      .orderBy(products.nameKey, products.id);
    const byName = rows.map((r) => r.id);
    expect(await allPages({ sort: { field: 'NAME', descending: false } }, 50)).toEqual(byName);
    expect(await allPages({ sort: { field: 'NAME', descending: true } }, 50)).toEqual([...byName].reverse());
    // The name is the Swedish one, as its text says it.
    const [first] = (await list({ first: 1, sort: { field: 'NAME', descending: false } })).nodes;
    const [text] = await db()
      .select({ name: productTexts.name })
      .from(productTexts)
      .where(and(eq(productTexts.productId, first?.id ?? 0), eq(productTexts.languageCode, 'sv')));
    expect(first?.name).toBe(text?.name);
  });

  it('finds products by words of the Swedish name in any case, and by part of an article number, its own or a SKU’s', async () => {
    const [sample] = await swedishNames().orderBy(products.id).offset(17).limit(1);
    if (!sample) throw new Error('No product');
    const words = sample.name
      .split(/\s+/)
      .filter((w) => w.length >= 3)
      .slice(0, 2);
    const found = await allPages({ filter: { search: words.join(' ').toUpperCase() } }, 100);
    const matching = (await swedishNames())
      .filter((p) => words.every((w) => p.name.toLowerCase().includes(w.toLowerCase())))
      .map((p) => p.id);
    expect(found).toContain(sample.id);
    expect(new Set(found)).toEqual(new Set(matching));

    const article = sample.articleNumber.slice(-6).toLowerCase();
    expect((await list({ filter: { search: article } })).nodes.map((n) => n.id)).toContain(sample.id);
    // A size's article number (product-size) finds its product.
    const [sized] = await db()
      .select({ productId: skus.productId, articleNumber: skus.articleNumber })
      .from(skus)
      .where(sql`${skus.articleNumber} like '%-%-%'`)
      .limit(1);
    if (sized) {
      const bySku = await list({ filter: { search: sized.articleNumber } });
      expect(bySku.nodes.map((n) => n.id)).toEqual([sized.productId]);
    }
    // LIKE's wildcards are taken as typed.
    expect((await list({ filter: { search: '100%_ingen' } })).totalCount).toBe(0);
  });

  it('filters by a category with those below it, by brand and by published, and combines them', async () => {
    const tree = await db().select().from(categories);
    const parent = tree.find((c) => c.parentId === null && tree.some((d) => d.parentId === c.id));
    if (!parent) throw new Error('No category with children');
    const below = new Set([parent.id]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const c of tree) {
        if (c.parentId !== null && below.has(c.parentId) && !below.has(c.id)) {
          below.add(c.id);
          grew = true;
        }
      }
    }
    const inTree = await db()
      .select({ id: products.id, brandId: products.brandId })
      .from(products)
      .where(inArray(products.primaryCategoryId, [...below]));
    const ids = await allPages({ filter: { categoryId: parent.id } }, 100);
    expect(new Set(ids)).toEqual(new Set(inTree.map((p) => p.id)));
    // By name, the categories below it merged into one order, a page at a time.
    const byNameInTree = await db()
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.primaryCategoryId, [...below]))
      .orderBy(products.nameKey, products.id);
    expect(
      await allPages({ filter: { categoryId: parent.id }, sort: { field: 'NAME', descending: false } }, 7),
    ).toEqual(byNameInTree.map((p) => p.id));

    const brandId = inTree[0]?.brandId as number;
    const both = await allPages({ filter: { categoryId: parent.id, brandId } }, 100);
    expect(new Set(both)).toEqual(new Set(inTree.filter((p) => p.brandId === brandId).map((p) => p.id)));

    // Two products taken out of the shop (as the desk's unpublish does) are the drafts' list.
    const hidden = inTree.slice(0, 2).map((p) => p.id);
    await db().update(products).set({ published: false }).where(inArray(products.id, hidden));
    try {
      const drafts = await list({ filter: { published: false } });
      expect(drafts.nodes.map((n) => n.id).sort()).toEqual([...hidden].sort());
      expect(drafts.nodes.every((n) => !n.published)).toBe(true);
      const shown = await allPages({ filter: { categoryId: parent.id, published: true } }, 100);
      expect(shown).not.toContain(hidden[0]);
      expect(shown.length).toBe(inTree.length - 2);
    } finally {
      await db().update(products).set({ published: true }).where(inArray(products.id, hidden));
    }
  });

  it('names categories in the language asked, and refuses a cursor of another sort or none of its own', async () => {
    const english = await asSupport<Page>(
      'query { products(first: 1, languageCode: "en") { nodes { categoryName } } }',
    );
    const [newest] = await db()
      .select()
      .from(products)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(1);
    const [category] = await db()
      .select()
      .from(categories)
      .where(eq(categories.id, newest?.primaryCategoryId ?? 0));
    expect(english.data?.nodes[0]?.categoryName).toBe(category?.name.en);

    const byName = await list({ first: 5, sort: { field: 'NAME', descending: false } });
    const wrongSort = await asSupport(CATALOG_DESK.products, {
      first: 5,
      after: byName.endCursor,
      sort: { field: 'CREATED', descending: true },
    });
    expect(wrongSort.code).toBe('BAD_USER_INPUT');
    expect((await asSupport(CATALOG_DESK.products, { after: 'bm90LWEtY3Vyc29y' })).code).toBe(
      'BAD_USER_INPUT',
    );
    expect((await asSupport(CATALOG_DESK.products, { first: 201 })).code).toBe('BAD_USER_INPUT');
  });

  it('walks the order for a word many names hold, page after page, counting up to the cap', async () => {
    // The commonest word of the names, at least four letters long, in more products than the cap here.
    const names = await db()
      .select({ id: products.id, key: products.nameKey, brandId: products.brandId })
      .from(products)
      .orderBy(products.nameKey, products.id);
    const counts = new Map<string, number>();
    for (const { key } of names)
      for (const word of new Set(key.split(/[^\p{L}]+/u)))
        if (word.length >= 4) counts.set(word, (counts.get(word) ?? 0) + 1);
    const [word] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [''];
    const holding = names.filter((n) => n.key.includes(word));
    expect(holding.length).toBeGreaterThan(12);
    // Fewer than the catalog's matches are sorted whole here: the order is walked.
    const tuning = { countCap: 10, walk: { chunk: 7, max: 21 }, sortedMost: 8 };
    const request = {
      sort: { field: 'NAME' as const, descending: false },
      first: 5,
      languageCode: 'sv',
      tuning,
    };
    const shown: number[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 200; pages++) {
      const page = await listDeskProducts(db(), {
        ...request,
        filter: { search: word.toUpperCase() },
        after,
      });
      if (pages === 0) expect(page).toMatchObject({ totalCount: 10, totalCountCapped: true });
      expect(page.rows.length).toBeLessThanOrEqual(5);
      shown.push(...page.rows.map((r) => r.id));
      if (!page.hasNextPage) break;
      after = page.endCursor;
    }
    expect(shown).toEqual(holding.map((n) => n.id));
    // As many as are sorted whole: the same order, read at once.
    const whole = await listDeskProducts(db(), {
      ...request,
      filter: { search: word },
      first: 100,
      after: null,
      tuning: { ...tuning, sortedMost: 5000 },
    });
    expect(whole.rows.map((r) => r.id)).toEqual(holding.map((n) => n.id).slice(0, 100));
    expect(whole).toMatchObject({ totalCount: 10, totalCountCapped: true });
    // With a brand as well, the count is walked: exact below the cap.
    const brandId = holding[0]?.brandId as number;
    const ofBrand = holding.filter((n) => n.brandId === brandId).length;
    const page = await listDeskProducts(db(), {
      ...request,
      filter: { search: word, brandId },
      after: null,
      tuning: { countCap: 500, walk: { chunk: 7, max: 10_000 } },
    });
    expect(page.totalCount).toBe(ofBrand);
  });
});
