import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

interface FacetValue {
  _id: string;
  label: string;
  count: number;
  parentId: string | null;
}
interface Facet {
  filterId: string;
  label: string;
  type: string;
  values: FacetValue[];
}
interface Listed {
  productId: number;
  name: string;
  dateCreated: string;
  brand: { brandId: number };
  primaryCategory: { categoryId: number };
  unitPrice: { sellingPriceIncVat: number };
  skus: { name: string }[];
  parameterGroups: { parameters: { parameterId: number; value: string }[] }[];
}

const LISTED = `productId name dateCreated brand { brandId } primaryCategory { categoryId }
  unitPrice { sellingPriceIncVat } skus { name } parameterGroups { parameters { parameterId value } }`;

async function list(args: {
  filter?: Record<string, unknown>;
  skip?: number;
  take?: number;
  categoryAlias?: string;
}) {
  const { body } = await api.graphql<{
    products: { count: number; products: Listed[]; filters: { facets: Facet[] } };
  }>(
    `query ($categoryAlias: String, $filter: FilterInputType, $skip: Int, $take: Int) {
      products(categoryAlias: $categoryAlias, filter: $filter, skip: $skip, take: $take) {
        count products { ${LISTED} }
        filters { facets { filterId label type values { _id label count parentId } } }
      }
    }`,
    { take: 100, ...args },
  );
  if (!body.data) throw new Error(JSON.stringify(body));
  const { count, products, filters } = body.data.products;
  return { count, products, facets: filters.facets };
}

/** Every product of a list, page by page. */
async function everything(args: { filter?: Record<string, unknown>; categoryAlias?: string }) {
  const all: Listed[] = [];
  for (let skip = 0; ; skip += 100) {
    const page = await list({ ...args, skip, take: 100 });
    all.push(...page.products);
    if (all.length >= page.count) return { all, facets: page.facets };
  }
}

const facet = (facets: Facet[], filterId: string) => {
  const found = facets.find((f) => f.filterId === filterId);
  if (!found) throw new Error(`No facet ${filterId} in ${facets.map((f) => f.filterId)}`);
  return found;
};
const brandValue = (p: Listed) => `b-${p.brand.brandId}`;

describe('facets', () => {
  it('list each facet of the catalog with the number of products per value', async () => {
    const { all, facets } = await everything({});
    expect(facets.map((f) => f.type)).toEqual(
      expect.arrayContaining(['Category', 'Brand', 'Price', 'Parameter']),
    );
    const brands = facet(facets, 'brands');
    for (const value of brands.values) {
      expect(value.count).toBe(all.filter((p) => brandValue(p) === value._id).length);
    }
    expect(brands.values.reduce((sum, v) => sum + v.count, 0)).toBe(all.length);
    const colour = facets.find((f) => f.type === 'Parameter' && /f(ä|a)rg|colou?r/i.test(f.label));
    expect(colour?.values.length).toBeGreaterThan(1);
  });

  it('combine values of one facet with OR and facets with AND', async () => {
    const { all, facets } = await everything({});
    const [a, b] = [...facet(facets, 'brands').values].sort((x, y) => y.count - x.count);
    if (!a || !b) throw new Error('Too few brands');
    const either = await list({ filter: { facets: [a._id, b._id], filterMode: 'BY_GROUP' } });
    expect(either.count).toBe(a.count + b.count);

    const price = facet(facets, 'price').values[0] as FacetValue;
    const [, from, to] = price._id.match(/^price-(\d+)-(\d+)$/) ?? [];
    const both = await everything({ filter: { facets: [a._id, b._id, price._id], filterMode: 'BY_GROUP' } });
    const expected = all.filter(
      (p) =>
        [a._id, b._id].includes(brandValue(p)) &&
        // Facet ids carry minor units; prices are major units.
        Math.round(p.unitPrice.sellingPriceIncVat * 100) >= Number(from) &&
        Math.round(p.unitPrice.sellingPriceIncVat * 100) < Number(to),
    );
    expect(both.all.map((p) => p.productId).sort()).toEqual(expected.map((p) => p.productId).sort());
  });

  it('label price bands in whole kronor, the last one ending at the dearest price listed', async () => {
    const { all, facets } = await everything({});
    const labels = facet(facets, 'price').values.map((v) => v.label);
    for (const label of labels) expect(label).not.toMatch(/,0[1-9]/);
    const dearest = Math.max(...all.map((p) => p.unitPrice.sellingPriceIncVat));
    const last = labels[labels.length - 1] as string;
    const lastTo = last
      .split('–')[1]
      ?.replace(/[^\d,]/g, '')
      .replace(',', '.');
    expect(Number(lastTo)).toBe(dearest);
  });

  it('never shrink the counts of a facet by its own selection, and keep values that drop to zero', async () => {
    const { all, facets } = await everything({});
    const brands = facet(facets, 'brands');
    const chosen = brands.values[0] as FacetValue;
    const selected = await list({ filter: { facets: [chosen._id] } });
    expect(facet(selected.facets, 'brands').values).toEqual(brands.values);

    // Another facet's counts follow the selection; its values without products stay, at 0.
    const mine = all.filter((p) => brandValue(p) === chosen._id);
    const categories = facet(selected.facets, 'categories');
    for (const value of categories.values) {
      const categoryId = Number(value._id.slice(2));
      const inCategory = mine.filter((p) => p.primaryCategory.categoryId === categoryId).length;
      if (value.parentId === null) continue; // top-level values also hold their sub-categories
      expect(value.count).toBe(inCategory);
    }
    expect(categories.values.some((v) => v.count === 0)).toBe(true);
  });

  it('filter by a parameter value, by size and by a price range', async () => {
    const { all, facets } = await everything({});
    const parameter = facets.find((f) => f.type === 'Parameter') as Facet;
    const value = parameter.values[0] as FacetValue;
    const parameterId = Number(parameter.filterId.slice(2));
    const byParameter = await everything({ filter: { facets: [value._id] } });
    expect(byParameter.all.length).toBe(value.count);
    for (const p of byParameter.all) {
      const values = p.parameterGroups
        .flatMap((g) => g.parameters)
        .filter((x) => x.parameterId === parameterId);
      expect(values.map((x) => x.value)).toContain(value.label);
    }

    const sizes = facets.find((f) => f.filterId === 'skus');
    if (sizes) {
      const size = sizes.values[0] as FacetValue;
      const bySize = await everything({ filter: { facets: [size._id] } });
      expect(bySize.all.length).toBe(size.count);
      for (const p of bySize.all) expect(p.skus.map((s) => s.name)).toContain(size.label);
    }

    const prices = all.map((p) => p.unitPrice.sellingPriceIncVat).sort((x, y) => x - y);
    const lowest = prices[Math.floor(prices.length / 4)] as number;
    const highest = prices[Math.floor((prices.length * 3) / 4)] as number;
    const ranged = await everything({ filter: { price: { lowest, highest } } });
    expect(ranged.all.length).toBe(prices.filter((x) => x >= lowest && x <= highest).length);
  });

  it('narrow a category list and a search, and ignore unknown values', async () => {
    const { body } = await api.graphql<{ categories: { alias: string; parentCategoryId: number | null }[] }>(
      '{ categories { alias parentCategoryId } }',
    );
    const top = body.data?.categories.find((c) => c.parentCategoryId === null)?.alias as string;
    const category = await everything({ categoryAlias: top });
    const brand = facet(category.facets, 'brands').values[0] as FacetValue;
    const narrowed = await list({
      categoryAlias: top,
      filter: { facets: [brand._id, 'no-such-value', '~~'] },
    });
    expect(narrowed.count).toBe(category.all.filter((p) => brandValue(p) === brand._id).length);

    const searched = await list({ filter: { searchText: 'grävare' } });
    const searchBrand = facet(searched.facets, 'brands').values[0] as FacetValue;
    const both = await list({ filter: { searchText: 'grävare', facets: [searchBrand._id] } });
    expect(both.count).toBe(searchBrand.count);
    expect(both.count).toBeLessThanOrEqual(searched.count);
  });
});

describe('sort orders', () => {
  it('sort newest first, by price both ways and by name, with the same total', async () => {
    const latest = await everything({ filter: { sort: 'LATEST' } });
    const dates = latest.all.map((p) => p.dateCreated);
    expect(dates).toEqual([...dates].sort().reverse());

    const byPrice = await everything({ filter: { sort: 'PRICE' } });
    const up = byPrice.all.map((p) => p.unitPrice.sellingPriceIncVat);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await everything({ filter: { sort: 'PRICE_DESC' } })).all.map(
      (p) => p.unitPrice.sellingPriceIncVat,
    );
    expect(down).toEqual([...up].reverse());

    const names = (await everything({ filter: { sort: 'ALPHABETICAL' } })).all.map((p) => p.name);
    const collator = new Intl.Collator('sv', { numeric: true });
    expect(names).toEqual([...names].sort(collator.compare));

    const mostSold = await everything({ filter: { sort: 'MOST_SOLD' } });
    expect(mostSold.all.length).toBe(latest.all.length);
    expect(new Set(mostSold.all.map((p) => p.productId)).size).toBe(latest.all.length);
  });

  it('sort a search by relevance unless told otherwise', async () => {
    const relevant = await list({ filter: { searchText: 'gräsklippare' }, take: 5 });
    expect(relevant.products[0]?.name).toMatch(/gräsklippare/i);
    const cheapest = await everything({ filter: { searchText: 'gräsklippare', sort: 'PRICE' } });
    const up = cheapest.all.map((p) => p.unitPrice.sellingPriceIncVat);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(cheapest.all.length).toBe(relevant.count);
  });
});
