import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';
import { queries } from './operations.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

interface Stock {
  inStock: number;
  oversellable: number;
  static: number;
  totalStock: number;
}

async function refusal(document: string, variables: Record<string, unknown>) {
  const { status, body } = await api.graphql(document, variables);
  expect(status).toBeLessThan(500);
  return body.errors?.[0] as { message: string; extensions?: { code?: string; field?: string } } | undefined;
}

describe('page bounds and texts', () => {
  const operation = (name: string) => queries('any').find((o) => o.name === name)?.document ?? '';

  it.each([
    ['products', { take: 101 }, 'take'],
    ['products', { take: -1 }, 'take'],
    ['products', { skip: -1 }, 'skip'],
    ['products', { searchText: 's'.repeat(201) }, 'filter.searchText'],
    ['products', { productIds: Array.from({ length: 1001 }, (_, i) => i) }, 'filter.productIds'],
    ['products', { categoryAlias: 'a\u0000b' }, 'categoryAlias'],
    ['product', { alias: 'a'.repeat(201) }, 'alias'],
    ['product', { alias: 'ab\u0007' }, 'alias'],
    ['reviews', { alias: 'x', take: 51 }, 'take'],
    ['reviews', { alias: 'x', skip: -5 }, 'skip'],
    ['relatedProducts', { alias: 'x', take: 25 }, 'take'],
    ['productAliases', { take: 10_001 }, 'take'],
    ['manuals', { take: 101 }, 'take'],
    ['listPageInfo', { url: `/c/${'a'.repeat(2000)}` }, 'url'],
    ['widgetArea', { family: 'Frontpage', areaName: 'x'.repeat(101) }, 'areaName'],
    ['contentPage', { alias: '\ud800' }, 'alias'],
    ['channel', { languageId: 'x'.repeat(65) }, 'languageId'],
  ])('%s refuses %j as %s', async (name, variables, field) => {
    const error = await refusal(operation(name), variables);
    expect(error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(error?.message).toContain(field);
  });

  it('takes 0 for only the count, as the storefront asks for facets and sitemap sizes', async () => {
    const { body } = await api.graphql<{ products: { count: number; products: unknown[] } }>(
      '{ products(take: 0) { count products { productId } } }',
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.products.products).toEqual([]);
    expect(body.data?.products.count).toBeGreaterThan(0);
  });
});

describe('stockStatus(quantity)', () => {
  const STOCK = `query ($alias: String!, $quantity: Int) {
    product(alias: $alias) { stockStatus(quantity: $quantity) skus { stockStatus(quantity: $quantity) } }
  }`;

  async function productWhere(matches: (stock: Stock) => boolean) {
    const { body } = await api.graphql<{ products: { products: { alias: string; totalStock: Stock }[] } }>(
      '{ products(take: 100) { products { alias totalStock { inStock oversellable static totalStock } } } }',
    );
    const found = body.data?.products.products.find((p) => matches(p.totalStock));
    if (!found) throw new Error('the seeded catalog has no such product');
    return found;
  }

  async function statusOf(alias: string, quantity: number) {
    const { body } = await api.graphql<{ product: { stockStatus: string } }>(STOCK, { alias, quantity });
    expect(body.errors).toBeUndefined();
    return body.data?.product.stockStatus;
  }

  it('is out of stock, never in stock, when more is wanted than there is', async () => {
    const { alias, totalStock } = await productWhere(
      (s) => s.inStock >= 6 && s.oversellable === 0 && s.static === 0,
    );
    expect(await statusOf(alias, totalStock.inStock)).toBe('IN_STOCK');
    expect(await statusOf(alias, totalStock.inStock + 1)).toBe('OUT_OF_STOCK');
    expect(await statusOf(alias, 100_000)).toBe('OUT_OF_STOCK');
  });

  it('sells supplier stock beyond our own, up to all stock together', async () => {
    const { alias, totalStock } = await productWhere((s) => s.inStock > 0 && s.oversellable > 0);
    expect(await statusOf(alias, totalStock.inStock + 1)).toMatch(/^(OVERSELLABLE|ORDER_ITEM)$/);
    expect(await statusOf(alias, totalStock.totalStock + 1)).toBe('OUT_OF_STOCK');
  });

  it.each([0, -1, 1_000_001])('refuses a quantity of %i on products and sizes', async (quantity) => {
    const { alias } = await productWhere(() => true);
    const error = await refusal(STOCK, { alias, quantity });
    expect(error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'quantity' });
  });
});
