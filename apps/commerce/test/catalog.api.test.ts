import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const PRODUCT_FIELDS = `
  productId alias articleNumber name canonicalUrl
  brand { name alias } primaryCategory { name alias canonicalUrl }
  productImages { fileName }
  unitPrice {
    isDiscounted regularPriceIncVat regularPriceExVat sellingPriceIncVat sellingPriceExVat
    sellingPriceIncVatFormatted regularPriceIncVatFormatted vat discountPercentage currency { code symbol name rate }
  }
  totalStock { inStock oversellable totalStock static incoming }
  skus { skuId name stock { inStock oversellable totalStock static incoming } }
  stockStatus discountType discountCampaigns { name hideTitle }
  texts { text1 text2 text3 }
  parameterGroups { parameterGroupId name parameters { parameterId name value show identifier } }
`;

interface Price {
  isDiscounted: boolean;
  regularPriceIncVat: number;
  regularPriceExVat: number;
  sellingPriceIncVat: number;
  sellingPriceExVat: number;
  sellingPriceIncVatFormatted: string;
  vat: number;
  discountPercentage: number;
  currency: { code: string; symbol: string; name: string; rate: null };
}
interface Stock {
  inStock: number;
  oversellable: number;
  totalStock: number;
  static: number;
  incoming: string | null;
}
interface Product {
  productId: number;
  alias: string;
  name: string;
  canonicalUrl: string;
  brand: { name: string; alias: string };
  primaryCategory: { alias: string; canonicalUrl: string };
  productImages: { fileName: string }[];
  unitPrice: Price;
  totalStock: Stock;
  skus: { skuId: number; name: string; stock: Stock }[];
  stockStatus: string;
  discountType: string;
  discountCampaigns: { name: string }[];
  texts: { text1: string };
  parameterGroups: { parameterGroupId: number; parameters: { identifier: string; value: string }[] }[];
}

async function listProducts(args: string, variables: Record<string, unknown> = {}) {
  const { status, body } = await api.graphql<{ products: { count: number; products: Product[] } }>(
    `query ($marketId: String, $languageId: String) {
      products(marketId: $marketId, languageId: $languageId, ${args}) { count products { ${PRODUCT_FIELDS} } }
    }`,
    variables,
  );
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  return body.data?.products ?? { count: 0, products: [] };
}

describe('channel', () => {
  it('lists the six markets with currency, country and allowed languages, Åland for the checkout alone', async () => {
    const { body } = await api.graphql<{
      channel: {
        defaultMarketId: string;
        markets: {
          id: string;
          alias: string;
          defaultLanguageId: string;
          virtual: boolean;
          onlyDisplayInCheckout: boolean;
          groupKey: string;
          currency: { code: string; name: string };
          country: { code: string; name: string };
          allowedLanguages: { id: string; code: string; name: string }[];
        }[];
      };
    }>(
      `query ($languageId: String) { channel(channelId: "1|se", languageId: $languageId) {
        defaultMarketId
        markets { id alias defaultLanguageId virtual onlyDisplayInCheckout groupKey
          currency { code name } country { code name } allowedLanguages { id code name } }
      } }`,
      { languageId: 'en-GB' },
    );
    const channel = body.data?.channel;
    expect(channel?.markets.map((m) => [m.alias, m.currency.code, m.defaultLanguageId])).toEqual([
      ['se', 'SEK', 'sv-SE'],
      ['dk', 'DKK', 'da-DK'],
      ['no', 'NOK', 'nb-NO'],
      ['fi', 'EUR', 'fi-FI'],
      ['eu', 'EUR', 'en-GB'],
      ['ax', 'EUR', 'sv-SE'],
    ]);
    expect(channel?.markets.filter((m) => m.onlyDisplayInCheckout).map((m) => m.alias)).toEqual(['ax']);
    const se = channel?.markets.find((m) => m.alias === 'se');
    expect(channel?.defaultMarketId).toBe(se?.id);
    expect(se?.country).toEqual({ code: 'SE', name: 'Sweden' });
    expect(se?.allowedLanguages.map((l) => l.code)).toEqual(['sv', 'en']);
    expect(channel?.markets.find((m) => m.alias === 'fi')?.allowedLanguages.map((l) => l.code)).toEqual([
      'fi',
      'sv',
      'en',
    ]);
    expect(channel?.markets.find((m) => m.alias === 'eu')?.allowedLanguages).toHaveLength(5);
  });

  it('refuses another channel than the key’s', async () => {
    const { body } = await api.graphql('{ channel(channelId: "2|dk") { defaultMarketId } }');
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('categories and brands', () => {
  it('gives a tree with nested canonical URLs, named in the language asked for', async () => {
    type Category = {
      categoryId: number;
      parentCategoryId: number | null;
      alias: string;
      canonicalUrl: string;
      name: string;
    };
    const sv = await api.graphql<{ categories: Category[] }>(
      '{ categories(languageId: "sv-SE") { categoryId parentCategoryId alias canonicalUrl name } }',
    );
    const en = await api.graphql<{ categories: Category[] }>(
      '{ categories(languageId: "en-GB") { categoryId name } }',
    );
    const categories = sv.body.data?.categories ?? [];
    const top = categories.filter((c) => c.parentCategoryId === null);
    expect(top.length).toBeGreaterThanOrEqual(6);
    const child = categories.find((c) => c.parentCategoryId !== null);
    const parent = categories.find((c) => c.categoryId === child?.parentCategoryId);
    expect(child?.canonicalUrl).toBe(`/c/${parent?.alias}/${child?.alias}`);
    expect(en.body.data?.categories[0]?.name).not.toBe(categories[0]?.name);
  });

  it('lists brands with their URLs', async () => {
    const { body } = await api.graphql<{ brands: { alias: string; canonicalUrl: string }[] }>(
      '{ brands { alias canonicalUrl } }',
    );
    expect(body.data?.brands.length).toBeGreaterThan(10);
    for (const b of body.data?.brands ?? []) expect(b.canonicalUrl).toBe(`/b/${b.alias}`);
  });
});

describe('products', () => {
  it('pages through the catalog with a total count and stable order', async () => {
    const first = await listProducts('take: 20');
    const second = await listProducts('take: 20, skip: 20');
    expect(first.count).toBe(240);
    expect(first.products).toHaveLength(20);
    const ids = new Set([...first.products, ...second.products].map((p) => p.productId));
    expect(ids.size).toBe(40);
  });

  it('filters by category including its sub-categories, and by brand', async () => {
    const { body } = await api.graphql<{
      categories: { categoryId: number; parentCategoryId: number | null; alias: string }[];
    }>('{ categories { categoryId parentCategoryId alias } }');
    const categories = body.data?.categories ?? [];
    const top = categories.find(
      (c) => c.parentCategoryId === null && categories.some((x) => x.parentCategoryId === c.categoryId),
    );
    const childAliases = categories.filter((c) => c.parentCategoryId === top?.categoryId).map((c) => c.alias);
    const list = await listProducts(`take: 100, categoryAlias: "${top?.alias}"`);
    expect(list.count).toBeGreaterThan(0);
    for (const p of list.products) expect(childAliases).toContain(p.primaryCategory.alias);

    const brand = list.products[0]?.brand.alias;
    const byBrand = await listProducts(`take: 100, brandAlias: "${brand}"`);
    expect(byBrand.count).toBeGreaterThan(0);
    for (const p of byBrand.products) expect(p.brand.alias).toBe(brand);
    expect((await listProducts('categoryAlias: "no-such-category"')).count).toBe(0);
  });

  it('sorts by price both ways', async () => {
    const up = (await listProducts('take: 50, filter: { sort: PRICE }')).products.map(
      (p) => p.unitPrice.sellingPriceIncVat,
    );
    const down = (await listProducts('take: 50, filter: { sort: PRICE_DESC }')).products.map(
      (p) => p.unitPrice.sellingPriceIncVat,
    );
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  it('answers in the market’s currency and the language’s texts', async () => {
    const se = await listProducts('take: 5', { marketId: 'se', languageId: 'sv-SE' });
    const fi = await listProducts('take: 5', { marketId: 'fi', languageId: 'fi-FI' });
    const en = await listProducts('take: 5', { marketId: 'se', languageId: 'en-GB' });
    expect(se.products[0]?.unitPrice.currency).toEqual({
      code: 'SEK',
      symbol: 'kr',
      name: 'svensk krona',
      rate: null,
    });
    expect(se.products[0]?.unitPrice.sellingPriceIncVatFormatted).toMatch(/kr$/);
    expect(fi.products[0]?.unitPrice.currency).toMatchObject({ code: 'EUR', symbol: '€' });
    expect(fi.products[0]?.unitPrice.sellingPriceIncVatFormatted).toMatch(/€$/);
    expect(en.products[0]?.name).not.toBe(se.products[0]?.name);
    expect(en.products[0]?.productId).toBe(se.products[0]?.productId);
  });

  it('gives every price in major units with at most two decimals, VAT adding up exactly', async () => {
    const { products } = await listProducts('take: 100', { marketId: 'fi' });
    const cents = (amount: number) => Math.round(amount * 100);
    for (const { unitPrice: p } of products) {
      for (const amount of [
        p.regularPriceIncVat,
        p.regularPriceExVat,
        p.sellingPriceIncVat,
        p.sellingPriceExVat,
        p.vat,
      ]) {
        expect(String(amount)).toMatch(/^\d+(\.\d{1,2})?$/);
      }
      expect(cents(p.sellingPriceExVat) + cents(p.vat)).toBe(cents(p.sellingPriceIncVat));
      expect(p.sellingPriceIncVat).toBeLessThanOrEqual(p.regularPriceIncVat);
      expect(p.isDiscounted).toBe(p.sellingPriceIncVat < p.regularPriceIncVat);
      expect(p.discountPercentage).toBeGreaterThanOrEqual(0);
    }
  });

  it('shows campaign prices on campaign products', async () => {
    const { products } = await listProducts('take: 100, filter: { sort: PRICE }');
    const discounted = products.filter((p) => p.unitPrice.isDiscounted);
    expect(discounted.length).toBeGreaterThan(0);
    for (const p of discounted) {
      expect(p.discountType).toBe('PRICE_CAMPAIGN');
      expect(p.discountCampaigns.length).toBeGreaterThan(0);
      expect(p.unitPrice.discountPercentage).toBeGreaterThan(0);
    }
  });

  it('totals stock over SKUs, and the catalog holds every stock status', async () => {
    const { products } = await listProducts('take: 100');
    const more = await listProducts('take: 100, skip: 100');
    const all = [...products, ...more.products];
    for (const p of all) {
      const sum = (k: 'inStock' | 'oversellable' | 'static') => p.skus.reduce((n, s) => n + s.stock[k], 0);
      expect(p.totalStock.inStock).toBe(sum('inStock'));
      expect(p.totalStock.totalStock).toBe(
        p.totalStock.inStock + p.totalStock.oversellable + p.totalStock.static,
      );
    }
    const statuses = new Set(all.map((p) => p.stockStatus));
    for (const s of ['IN_STOCK', 'FEW_LEFT', 'STATIC', 'OVERSELLABLE', 'ORDER_ITEM', 'OUT_OF_STOCK']) {
      expect(statuses).toContain(s);
    }
  });
});

describe('product', () => {
  it('gives one product by alias with texts, specifications and images', async () => {
    const alias = (await listProducts('take: 1')).products[0]?.alias;
    const { body } = await api.graphql<{ product: Product }>(
      `query ($alias: String!) { product(alias: $alias, languageId: "sv-SE") { ${PRODUCT_FIELDS} } }`,
      { alias },
    );
    const product = body.data?.product;
    expect(product?.alias).toBe(alias);
    expect(product?.canonicalUrl).toBe(`/p/${alias}`);
    expect(product?.texts.text1.length).toBeGreaterThan(40);
    expect(product?.productImages.length).toBeGreaterThan(0);
    expect(product?.parameterGroups.length).toBeGreaterThan(0);
    const image = await fetch(`${api.url}/images/products/${product?.productImages[0]?.fileName}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toMatch(/^<svg/);
  });

  it('puts colour in parameter group 1', async () => {
    const { products } = await listProducts('take: 100');
    const colored = products.find((p) =>
      p.parameterGroups.some((g) => g.parameters.some((x) => x.identifier === 'color')),
    );
    expect(colored?.parameterGroups.find((g) => g.parameterGroupId === 1)?.parameters[0]?.identifier).toBe(
      'color',
    );
  });

  it('is null for an unknown alias', async () => {
    const { body } = await api.graphql<{ product: null }>(
      '{ product(alias: "no-such-product") { productId } }',
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.product).toBeNull();
  });

  it('answers 404 for a malformed image name', async () => {
    expect((await fetch(`${api.url}/images/products/..%2Fsecret.svg`)).status).toBe(404);
  });
});

describe('listPageInfo', () => {
  type Info = {
    type: string;
    name: string;
    canonicalUrl: string;
    subCategories: { canonicalUrl: string }[];
  } | null;
  const info = async (args: string) =>
    (
      await api.graphql<{ listPageInfo: Info }>(`{ listPageInfo(${args}, languageId: "en-GB") {
      type name canonicalUrl subCategories { canonicalUrl } } }`)
    ).body.data?.listPageInfo;

  it('names a category with its sub-categories', async () => {
    const page = await info('alias: "byggmaskiner"');
    expect(page).toMatchObject({
      type: 'CATEGORY',
      name: 'Construction machines',
      canonicalUrl: '/c/byggmaskiner',
    });
    expect(page?.subCategories.map((c) => c.canonicalUrl)).toContain('/c/byggmaskiner/minigravare');
  });
  it('names a brand and a discount campaign, also from a URL', async () => {
    expect(await info('url: "/b/nordgrav"')).toMatchObject({
      type: 'BRAND',
      name: 'Nordgrav',
      canonicalUrl: '/b/nordgrav',
    });
    expect(await info('alias: "vinterklar"')).toMatchObject({
      type: 'DISCOUNT_CAMPAIGN',
      name: 'Ready for winter',
    });
  });
  it('is null for an unknown alias or a URL of another kind', async () => {
    expect(await info('alias: "no-such-list"')).toBeNull();
    expect(await info('url: "/b/byggmaskiner"')).toBeNull();
  });
});

describe('search', () => {
  const marketOf: Record<string, string> = {
    'sv-SE': 'se',
    'da-DK': 'dk',
    'en-GB': 'se',
    'fi-FI': 'fi',
    'nb-NO': 'no',
  };
  const search = async (term: string, languageId: string, extra = '') => {
    const { body } = await api.graphql<{ products: { count: number; products: { name: string }[] } }>(
      `query ($term: String, $languageId: String, $marketId: String) {
        products(languageId: $languageId, marketId: $marketId, take: 100, filter: { searchText: $term ${extra} }) {
          count products { name }
        }
      }`,
      { term, languageId, marketId: marketOf[languageId] },
    );
    expect(body.errors).toBeUndefined();
    return body.data?.products ?? { count: 0, products: [] };
  };

  it.each([
    ['sv-SE', 'gräsklipparen', /gräsklippare/i],
    ['da-DK', 'plæneklipperen', /plæneklipper/i],
    ['en-GB', 'lawn mowers', /lawn mower/i],
    ['fi-FI', 'ruohonleikkurin', /ruohonleikkuri/i],
    ['nb-NO', 'gressklipperen', /gressklipper/i],
  ])('finds inflected forms in %s (%s)', async (languageId, term, expected) => {
    const result = await search(term, languageId);
    expect(result.count).toBeGreaterThan(0);
    expect(result.products[0]?.name).toMatch(expected);
  });

  it('tolerates typos', async () => {
    const result = await search('grasklipare', 'sv-SE');
    expect(result.count).toBeGreaterThan(0);
    expect(result.products[0]?.name).toMatch(/gräsklippare/i);
  });

  it('finds brands and article numbers, and nothing for nonsense', async () => {
    expect((await search('Nordgrav', 'sv-SE')).count).toBeGreaterThan(0);
    const { products } = await listProducts('take: 1');
    const { body } = await api.graphql<{ product: { articleNumber: string } }>(
      `{ product(alias: "${products[0]?.alias}") { articleNumber } }`,
    );
    const byNumber = await search(body.data?.product.articleNumber ?? '', 'sv-SE');
    expect(byNumber.products[0]?.name).toBe(products[0]?.name);
    expect((await search('xqzwv', 'sv-SE')).count).toBe(0);
  });

  it('can be sorted otherwise than by relevance', async () => {
    const result = await search('Nordgrav', 'sv-SE', ', sort: PRICE');
    expect(result.count).toBeGreaterThan(1);
  });
});
