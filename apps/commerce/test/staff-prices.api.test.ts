import { count } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { priceLog, prices } from '#src/db/schema.ts';
import { today } from '#src/modules/catalog/index.ts';
import { exVatFromIncVat, formatMoney } from '#src/modules/pricing/index.ts';
import type { CacheTag } from '#src/modules/storefront-cache/index.ts';
import { TEST_STAFF_API_KEY } from './harness.ts';
import { useTestApi } from './suite.ts';

const expired: CacheTag[][] = [];
const { api, db, data, aliases } = useTestApi({
  server: {
    invalidateStorefronts: async (tags) => {
      expired.push([...tags]);
    },
  },
});
beforeEach(() => {
  expired.length = 0;
});

const SET_PRICE = `mutation ($alias: String!, $marketId: String!, $selling: Decimal!, $regular: Decimal, $channelId: String) {
  setProductPrice(alias: $alias, marketId: $marketId, sellingPriceIncVat: $selling, regularPriceIncVat: $regular, channelId: $channelId, languageId: "sv-SE") {
    alias unitPrice { sellingPriceIncVat sellingPriceExVat regularPriceIncVat regularPriceExVat sellingPriceIncVatFormatted isDiscounted }
  }
}`;

interface PriceAnswer {
  sellingPriceIncVat: number;
  sellingPriceExVat: number;
  regularPriceIncVat: number;
  regularPriceExVat: number;
  sellingPriceIncVatFormatted: string;
  isDiscounted: boolean;
}

const PRODUCT = `query ($alias: String!) {
  product(alias: $alias, marketId: "se", languageId: "sv-SE") {
    productId unitPrice { sellingPriceIncVat sellingPriceIncVatFormatted regularPriceIncVat isDiscounted }
    priceLog { date sellingPriceIncVat regularPriceIncVat }
  }
}`;

interface ProductAnswer {
  product: {
    productId: number;
    unitPrice: Pick<PriceAnswer, 'sellingPriceIncVat' | 'sellingPriceIncVatFormatted' | 'regularPriceIncVat'>;
    priceLog: { date: string; sellingPriceIncVat: number; regularPriceIncVat: number }[];
  };
}

const BY_PRICE = `query ($sort: SortType, $price: PriceFilterInputType) {
  products(marketId: "se", take: 3, filter: { sort: $sort, price: $price }) {
    count products { alias }
    filters { facets { filterId values { _id count } } }
  }
}`;

interface ListAnswer {
  products: {
    count: number;
    products: { alias: string }[];
    filters: { facets: { filterId: string; values: { _id: string; count: number }[] }[] };
  };
}

const asStaff = (query: string, variables: Record<string, unknown>) =>
  api().graphql<{ setProductPrice: { alias: string; unitPrice: PriceAnswer } }>(query, variables, {
    'x-apikey': TEST_STAFF_API_KEY,
  });

/** Every stored price and the size of the price log: what a refused change must leave as it was. */
async function priceState() {
  const rows = await db().select().from(prices).orderBy(prices.productId, prices.marketId);
  const [logged] = await db().select({ n: count() }).from(priceLog);
  return { rows, logged: logged?.n };
}

describe('setProductPrice with the staff key', () => {
  it('changes the price: the product, the price-sorted list, the price filter and the price log show it', async () => {
    const [alias] = await aliases();
    const set = await asStaff(SET_PRICE, { alias, marketId: 'se', selling: 1.5, regular: 21_000_000 });
    expect(set.body.errors).toBeUndefined();
    expect(set.body.data?.setProductPrice.unitPrice).toEqual({
      sellingPriceIncVat: 1.5,
      sellingPriceExVat: exVatFromIncVat(150, 2500) / 100,
      regularPriceIncVat: 21_000_000,
      regularPriceExVat: exVatFromIncVat(2_100_000_000, 2500) / 100,
      sellingPriceIncVatFormatted: formatMoney(150, 'SEK', 'sv-SE'),
      isDiscounted: true,
    });

    const { product } = await data<ProductAnswer>(PRODUCT, { alias });
    expect(product.unitPrice.sellingPriceIncVatFormatted).toBe('1,50\u00a0kr');
    expect(product.priceLog.at(-1)).toEqual({
      date: today(),
      sellingPriceIncVat: 1.5,
      regularPriceIncVat: 21_000_000,
    });
    const cheapest = await data<ListAnswer>(BY_PRICE, { sort: 'PRICE' });
    expect(cheapest.products.products[0]?.alias).toBe(alias);
    const underTwo = await data<ListAnswer>(BY_PRICE, { sort: 'PRICE', price: { highest: 1.99 } });
    expect(underTwo.products.products.map((p) => p.alias)).toEqual([alias]);
    expect(expired).toEqual([['catalog', `product:${alias}`]]);

    await asStaff(SET_PRICE, { alias, marketId: 'se', selling: 20_000_000 });
    const dearest = await data<ListAnswer>(BY_PRICE, { sort: 'PRICE_DESC' });
    expect(dearest.products.products[0]?.alias).toBe(alias);
    // The price facet's top band ends just above the dearest listed price: the new one.
    const topBand = dearest.products.filters.facets.find((f) => f.filterId === 'price')?.values.at(-1)?._id;
    expect(topBand).toMatch(/-2000000001$/);
  });

  it('shows the new price at once in a list that showed the product before (remembered rows, ADR 43)', async () => {
    const NEWEST = `{ products(marketId: "se", languageId: "sv-SE", take: 1) {
      products { alias unitPrice { sellingPriceIncVat } discountCampaigns { name } } } }`;
    type Newest = { products: { products: { alias: string; unitPrice: { sellingPriceIncVat: number } }[] } };
    const before = (await data<Newest>(NEWEST, {})).products.products[0];
    expect(before).toBeDefined();
    const selling = before?.unitPrice.sellingPriceIncVat === 12.5 ? 13.5 : 12.5;
    await asStaff(SET_PRICE, { alias: before?.alias, marketId: 'se', selling });
    const after = (await data<Newest>(NEWEST, {})).products.products[0];
    expect(after).toEqual({ ...before, unitPrice: { sellingPriceIncVat: selling } });
  });

  it('without a regular price sets an undiscounted price, ex VAT from the market rate (Finland 25.5 %)', async () => {
    const [, alias] = await aliases();
    const set = await asStaff(SET_PRICE, { alias, marketId: 'FI', selling: 123.45 });
    expect(set.body.errors).toBeUndefined();
    const price = set.body.data?.setProductPrice.unitPrice;
    expect(price).toMatchObject({
      sellingPriceIncVat: 123.45,
      regularPriceIncVat: 123.45,
      isDiscounted: false,
    });
    expect(price?.sellingPriceExVat).toBe(exVatFromIncVat(12_345, 2550) / 100);
    expect(price?.sellingPriceIncVatFormatted).toBe(formatMoney(12_345, 'EUR', 'sv-SE'));
  });
});

describe('setProductPrice refuses', () => {
  it('a storefront key (FORBIDDEN) and changes nothing', async () => {
    const [alias] = await aliases();
    const before = await priceState();
    const { body } = await api().graphql(SET_PRICE, { alias, marketId: 'se', selling: 1 });
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await priceState()).toEqual(before);
    expect(expired).toEqual([]);
  });

  it.each([
    ['a negative selling price', { selling: -0.01 }, 'sellingPriceIncVat', 'BAD_USER_INPUT'],
    ['a negative regular price', { selling: 0, regular: -1 }, 'regularPriceIncVat', 'BAD_USER_INPUT'],
    [
      'a selling price above the regular price',
      { selling: 10.01, regular: 10 },
      'sellingPriceIncVat',
      'BAD_USER_INPUT',
    ],
    ['an unknown product', { alias: 'no-such-product' }, 'alias', 'BAD_USER_INPUT'],
    ['an unknown market', { marketId: 'atlantis' }, 'marketId', 'BAD_USER_INPUT'],
    ['a blank market', { marketId: '' }, 'marketId', 'BAD_USER_INPUT'],
    ['another channel', { channelId: '2|dk' }, undefined, 'FORBIDDEN'],
  ])('%s and changes nothing', async (_case, change, field, code) => {
    const [alias] = await aliases();
    const before = await priceState();
    const { status, body } = await asStaff(SET_PRICE, { alias, marketId: 'se', selling: 5, ...change });
    expect(status).toBe(200);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code, ...(field ? { field } : {}) });
    expect(await priceState()).toEqual(before);
    expect(expired).toEqual([]);
  });

  it.each([1.005, 0.001, 'twelve', true])(
    'a price of %s (not an amount of at most two decimals)',
    async (selling) => {
      const [alias] = await aliases();
      const before = await priceState();
      const { status, body } = await asStaff(SET_PRICE, { alias, marketId: 'se', selling });
      expect(status).toBe(400);
      expect(body.errors?.[0]?.message).toMatch(/Decimal must be an amount with at most two decimals/);
      expect(await priceState()).toEqual(before);
    },
  );
});
