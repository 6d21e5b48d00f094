import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { products, skus } from '#src/db/schema.ts';
import { storeStaffApiKey } from '#src/modules/channels/index.ts';
import type { CacheTag } from '#src/modules/storefront-cache/index.ts';
import { CHANNEL_ID } from '#src/seed/reference-data.ts';
import { TEST_API_KEY, TEST_STAFF_API_KEY } from './harness.ts';
import { useTestApi } from './suite.ts';

const expired: CacheTag[][] = [];
const { api, db, data } = useTestApi({
  server: {
    invalidateStorefronts: async (tags) => {
      expired.push([...tags]);
    },
  },
});
beforeEach(() => {
  expired.length = 0;
});

const SET_STOCK = `mutation ($skuId: Int!, $inStock: Int!, $channelId: String) {
  setSkuStock(skuId: $skuId, inStock: $inStock, channelId: $channelId) { skuId stock { inStock } stockStatus }
}`;

const STATUS = `query ($alias: String!) {
  product(alias: $alias) { stockStatus skus { skuId stockStatus } }
}`;

interface StatusAnswer {
  product: { stockStatus: string; skus: { skuId: number; stockStatus: string }[] };
}

const asStaff = (variables: Record<string, unknown>, key = TEST_STAFF_API_KEY) =>
  api().graphql<{ setSkuStock: { skuId: number; stock: { inStock: number }; stockStatus: string } }>(
    SET_STOCK,
    variables,
    { 'x-apikey': key },
  );

/** A product of one SKU that only our own stock covers, so its status follows inStock alone. */
async function ownStockOnly() {
  const rows = await db()
    .select({ skuId: skus.id, productId: skus.productId, alias: products.alias })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(and(eq(skus.oversellable, 0), eq(skus.static, 0), eq(products.discontinued, false)))
    .orderBy(skus.id);
  const perProduct = Map.groupBy(rows, (row) => row.productId);
  const single = rows.find((row) => perProduct.get(row.productId)?.length === 1);
  if (!single) throw new Error('The test catalog has no product of one SKU without supplier stock');
  return single;
}

const stockOf = async (skuId: number) =>
  (await db().select({ inStock: skus.inStock }).from(skus).where(eq(skus.id, skuId)))[0]?.inStock;

describe('setSkuStock with the staff key', () => {
  it('moves the stock status of the SKU and its product, and expires their cached pages', async () => {
    const { skuId, alias } = await ownStockOnly();
    for (const [inStock, status] of [
      [0, 'OUT_OF_STOCK'],
      [3, 'FEW_LEFT'],
      [40, 'IN_STOCK'],
    ] as const) {
      const { body } = await asStaff({ skuId, inStock });
      expect(body.errors).toBeUndefined();
      expect(body.data?.setSkuStock).toEqual({ skuId, stock: { inStock }, stockStatus: status });
      const { product } = await data<StatusAnswer>(STATUS, { alias });
      expect(product).toEqual({ stockStatus: status, skus: [{ skuId, stockStatus: status }] });
    }
    expect(expired).toEqual(Array(3).fill(['catalog', `product:${alias}`]));
  });
});

describe('setSkuStock refuses', () => {
  it.each([
    ['a storefront key', { inStock: 7 }, TEST_API_KEY, 'FORBIDDEN', undefined],
    ['a negative stock', { inStock: -1 }, TEST_STAFF_API_KEY, 'BAD_USER_INPUT', 'inStock'],
    ['an unknown SKU', { skuId: 987_654, inStock: 7 }, TEST_STAFF_API_KEY, 'BAD_USER_INPUT', 'skuId'],
    ['a SKU id below 1', { skuId: 0, inStock: 7 }, TEST_STAFF_API_KEY, 'BAD_USER_INPUT', 'skuId'],
    ['another channel', { inStock: 7, channelId: '2|dk' }, TEST_STAFF_API_KEY, 'FORBIDDEN', undefined],
  ])('%s and changes nothing', async (_case, change, key, code, field) => {
    const { skuId } = await ownStockOnly();
    const before = await db().select().from(skus).orderBy(skus.id);
    const { body } = await asStaff({ skuId, ...change }, key);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code, ...(field ? { field } : {}) });
    expect(await db().select().from(skus).orderBy(skus.id)).toEqual(before);
    expect(expired).toEqual([]);
  });
});

describe('the staff key', () => {
  it('is the one STAFF_API_KEY names: a key set at an earlier start stops working', async () => {
    const { skuId } = await ownStockOnly();
    const before = await stockOf(skuId);
    await storeStaffApiKey(db(), CHANNEL_ID, 'next-staff-key');
    try {
      const { status } = await asStaff({ skuId, inStock: 11 });
      expect(status).toBe(401);
      expect(await stockOf(skuId)).toBe(before);
      expect((await asStaff({ skuId, inStock: 11 }, 'next-staff-key')).body.errors).toBeUndefined();
    } finally {
      await storeStaffApiKey(db(), CHANNEL_ID, TEST_STAFF_API_KEY);
    }
  });

  it('is never a storefront key: a storefront key named as the staff key stops the start', async () => {
    await expect(storeStaffApiKey(db(), CHANNEL_ID, TEST_API_KEY)).rejects.toThrow(/STAFF_API_KEY/);
    const { skuId } = await ownStockOnly();
    const { body } = await asStaff({ skuId, inStock: 5 }, TEST_API_KEY);
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await asStaff({ skuId, inStock: 5 })).body.errors).toBeUndefined();
  });
});
