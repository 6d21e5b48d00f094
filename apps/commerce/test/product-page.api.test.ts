import { count, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, priceLog, products, reviews, skus } from '#src/db/schema.ts';
import { startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const db = () => api.database.db;

async function gql<T>(query: string, variables: Record<string, unknown> = {}) {
  const { status, body } = await api.graphql<T>(query, variables);
  expect(status).toBe(200);
  return body;
}

async function data<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await gql<T>(query, variables);
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

interface PriceLogItem {
  date: string;
  sellingPriceIncVat: number;
  sellingPriceExVat: number;
  regularPriceIncVat: number;
  regularPriceExVat: number;
  sellingPriceIncVatFormatted: string;
  regularPriceExVatFormatted: string;
  isDiscounted: boolean;
  discountIncVat: number;
  discountExVat: number;
  isLowest: boolean;
}

interface PriceProduct {
  unitPrice: { isDiscounted: boolean; sellingPriceIncVat: number; regularPriceIncVat: number };
  discountCampaigns: { name: string }[];
  priceLog: PriceLogItem[];
  lowestPriceLast30Days: {
    sellingPriceIncVat: number;
    sellingPriceExVat: number;
    sellingPriceIncVatFormatted: string;
    fromDate: string;
    toDate: string;
  } | null;
}

const PRICE_QUERY = `query ($alias: String!, $marketId: String) {
  product(alias: $alias, marketId: $marketId) {
    unitPrice { isDiscounted sellingPriceIncVat regularPriceIncVat }
    discountCampaigns { name }
    priceLog {
      date sellingPriceIncVat sellingPriceExVat regularPriceIncVat regularPriceExVat
      sellingPriceIncVatFormatted regularPriceExVatFormatted isDiscounted discountIncVat discountExVat isLowest
    }
    lowestPriceLast30Days { sellingPriceIncVat sellingPriceExVat sellingPriceIncVatFormatted fromDate toDate }
  }
}`;

const aliases = async (where: ReturnType<typeof sql>) =>
  (await db().select({ alias: products.alias }).from(products).where(where).orderBy(products.id)).map(
    (r) => r.alias,
  );

const daysBetween = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;

describe('price history', () => {
  it('ends in the current price and marks discounts and their amounts', async () => {
    const all = await aliases(sql`true`);
    for (const alias of all.slice(0, 30)) {
      const { product } = await data<{ product: PriceProduct }>(PRICE_QUERY, { alias });
      const last = product.priceLog.at(-1);
      expect(last?.sellingPriceIncVat, alias).toBe(product.unitPrice.sellingPriceIncVat);
      expect(last?.regularPriceIncVat, alias).toBe(product.unitPrice.regularPriceIncVat);
      const dates = product.priceLog.map((e) => e.date);
      expect(dates).toEqual([...dates].sort());
      for (const entry of product.priceLog) {
        expect(entry.isDiscounted).toBe(entry.sellingPriceIncVat < entry.regularPriceIncVat);
        expect(entry.discountIncVat).toBe(entry.regularPriceIncVat - entry.sellingPriceIncVat);
        expect(entry.discountExVat).toBe(entry.regularPriceExVat - entry.sellingPriceExVat);
      }
      if (!product.unitPrice.isDiscounted) expect(product.lowestPriceLast30Days).toBeNull();
    }
  });

  it('gives the lowest price of the 30 days before a discount began, below the regular price when an offer ran', async () => {
    const discounted = await aliases(
      sql`exists (select 1 from prices p where p.product_id = ${products.id} and p.market_id = 1 and p.selling_inc_vat < p.regular_inc_vat)`,
    );
    expect(discounted.length).toBeGreaterThan(5);
    let belowRegular = 0;
    for (const alias of discounted) {
      const { product } = await data<{ product: PriceProduct }>(PRICE_QUERY, { alias });
      expect(product.unitPrice.isDiscounted).toBe(true);
      expect(product.discountCampaigns.length).toBeGreaterThan(0);
      const lowest = product.lowestPriceLast30Days;
      if (!lowest) continue;
      // The discount began the day after the window ends; the window is 30 days long.
      const start = product.priceLog.findLast((e, i, all) => e.isDiscounted && !all[i - 1]?.isDiscounted);
      expect(start).toBeDefined();
      expect(daysBetween(lowest.toDate, start?.date ?? '')).toBe(1);
      expect(daysBetween(lowest.fromDate, start?.date ?? '')).toBe(30);
      // It is the minimum of the selling prices in force during the window.
      const inForce = product.priceLog.filter(
        (e, i, all) => e.date < (start?.date ?? '') && (all[i + 1]?.date ?? '9999') > lowest.fromDate,
      );
      expect(lowest.sellingPriceIncVat).toBe(Math.min(...inForce.map((e) => e.sellingPriceIncVat)));
      expect(lowest.sellingPriceIncVatFormatted).toMatch(/kr/);
      const marked = product.priceLog.filter((e) => e.isLowest);
      expect(marked.length).toBeGreaterThan(0);
      for (const e of marked) expect(e.sellingPriceIncVat).toBe(lowest.sellingPriceIncVat);
      if (lowest.sellingPriceIncVat < product.unitPrice.regularPriceIncVat) belowRegular++;
    }
    expect(belowRegular).toBeGreaterThan(0);
  });

  it('formats in the market currency', async () => {
    const [alias] = await aliases(sql`true`);
    const { product } = await data<{ product: PriceProduct }>(PRICE_QUERY, { alias, marketId: 'fi' });
    expect(product.priceLog[0]?.sellingPriceIncVatFormatted).toContain('€');
  });
});

interface Variant {
  alias: string;
  level: number;
  dimension: string;
  label: string;
  value: string;
  attributes: { key: string; value: string }[];
  skuId: number | null;
  productId: number;
  stock: { totalStock: number };
  primaryImage: string | null;
  variants: Variant[];
}
const VARIANT_QUERY = `query ($alias: String!, $languageId: String) {
  product(alias: $alias, languageId: $languageId) {
    productId
    skus { skuId name stockStatus stock { totalStock } }
    variantDimensions { dimension level label }
    variantGroup {
      variantGroupId
      variants {
        alias level dimension label value attributes { key value } skuId productId stock { totalStock } primaryImage
        variants { alias level dimension label value skuId productId stock { totalStock } }
      }
    }
  }
}`;
interface VariantProduct {
  productId: number;
  skus: { skuId: number; name: string; stockStatus: string; stock: { totalStock: number } }[];
  variantDimensions: { dimension: string; level: number; label: string }[];
  variantGroup: { variantGroupId: string; variants: Variant[] } | null;
}

describe('variants', () => {
  it('lists the colours of a variant group as its sibling products, with their colour names', async () => {
    const [alias] = await aliases(isNotNull(products.variantGroup));
    const { product } = await data<{ product: VariantProduct }>(VARIANT_QUERY, {
      alias,
      languageId: 'sv-SE',
    });
    const [group] = await db()
      .select({ variantGroup: products.variantGroup })
      .from(products)
      .where(eq(products.alias, alias as string));
    const siblings = await db()
      .select({ id: products.id, alias: products.alias })
      .from(products)
      .where(eq(products.variantGroup, group?.variantGroup as string))
      .orderBy(products.id);
    expect(siblings.length).toBeGreaterThan(1);
    const colours = product.variantGroup?.variants ?? [];
    expect(colours.map((v) => v.alias)).toEqual(siblings.map((s) => s.alias));
    for (const colour of colours) {
      expect(colour.dimension).toBe('Color');
      expect(colour.level).toBe(0);
      expect(colour.label).toBe('Färg');
      expect(colour.value).toMatch(/^\p{Lu}/u);
      expect(colour.attributes).toEqual([{ key: 'color', value: colour.value }]);
      expect(colour.primaryImage).toMatch(/\.svg$/);
    }
    expect(new Set(colours.map((v) => v.value)).size).toBe(colours.length);
    expect(product.variantDimensions[0]).toEqual({ dimension: 'Color', level: 0, label: 'Färg' });
  });

  it("lists a product's sizes as its SKUs, each with its own stock and status", async () => {
    const [alias] = await aliases(
      sql`exists (select 1 from ${skus} s where s.product_id = ${products.id} and s.name <> '')`,
    );
    const { product } = await data<{ product: VariantProduct }>(VARIANT_QUERY, {
      alias,
      languageId: 'en-GB',
    });
    const sizes =
      product.variantGroup?.variants[0]?.dimension === 'Color'
        ? (product.variantGroup.variants.find((v) => v.productId === product.productId)?.variants ?? [])
        : (product.variantGroup?.variants ?? []);
    expect(sizes.length).toBeGreaterThan(1);
    expect(sizes.map((v) => v.skuId)).toEqual(product.skus.map((s) => s.skuId));
    expect(sizes.map((v) => v.value)).toEqual(product.skus.map((s) => s.name));
    for (const size of sizes) {
      expect(size.dimension).toBe('Size');
      expect(size.label).toBe('Size');
      const sku = product.skus.find((s) => s.skuId === size.skuId);
      expect(size.stock.totalStock).toBe(sku?.stock.totalStock);
      expect(sku?.stockStatus).toMatch(/^(IN_STOCK|FEW_LEFT|STATIC|OVERSELLABLE|ORDER_ITEM|OUT_OF_STOCK)$/);
    }
    expect(product.variantDimensions.some((d) => d.dimension === 'Size' && d.label === 'Size')).toBe(true);
  });

  it('has no variant group for a product without colours or sizes', async () => {
    const [alias] = await aliases(
      sql`${products.variantGroup} is null and not exists (select 1 from ${skus} s where s.product_id = ${products.id} and s.name <> '')`,
    );
    const { product } = await data<{ product: VariantProduct }>(VARIANT_QUERY, { alias });
    expect(product.variantGroup).toBeNull();
    expect(product.variantDimensions).toEqual([]);
  });
});

describe('related products', () => {
  const RELATED = `query ($alias: String!) {
    product(alias: $alias) { productId brand { brandId } primaryCategory { categoryId } }
    relatedProducts(alias: $alias, relation: RELATED) { productId alias brand { brandId } primaryCategory { categoryId } }
  }`;
  interface Related {
    productId: number;
    alias: string;
    brand: { brandId: number };
    primaryCategory: { categoryId: number };
  }

  it('answers products of the same category or brand, same category and brand first, the same each time', async () => {
    const [alias] = await aliases(sql`true`);
    const first = await data<{ product: Related; relatedProducts: Related[] }>(RELATED, { alias });
    const again = await data<{ product: Related; relatedProducts: Related[] }>(RELATED, { alias });
    expect(again.relatedProducts).toEqual(first.relatedProducts);
    const { product, relatedProducts } = first;
    expect(relatedProducts.length).toBeGreaterThan(0);
    expect(relatedProducts.length).toBeLessThanOrEqual(8);
    const score = (r: Related) =>
      (r.primaryCategory.categoryId === product.primaryCategory.categoryId ? 2 : 0) +
      (r.brand.brandId === product.brand.brandId ? 1 : 0);
    const scores = relatedProducts.map(score);
    for (const s of scores) expect(s).toBeGreaterThan(0);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(relatedProducts.map((r) => r.productId)).not.toContain(product.productId);
  });

  it('answers an empty list for an unknown product', async () => {
    const { relatedProducts } = await data<{ relatedProducts: unknown[] }>(
      'query { relatedProducts(alias: "no-such-product") { productId } }',
    );
    expect(relatedProducts).toEqual([]);
  });
});

describe('reviews and rating', () => {
  const REVIEWS = `query ($alias: String!, $skip: Int, $take: Int) {
    product(alias: $alias) { rating { score voteCount } }
    reviews(alias: $alias, skip: $skip, take: $take) {
      count averageRating reviews { rating comment reviewDate author languageCode }
    }
  }`;
  interface ReviewsData {
    product: { rating: { score: number; voteCount: number } };
    reviews: {
      count: number;
      averageRating: number;
      reviews: {
        rating: number;
        comment: string;
        reviewDate: string;
        author: string;
        languageCode: string;
      }[];
    };
  }
  const POST = `mutation ($alias: String!, $rating: Int!, $author: String!, $comment: String!) {
    postProductReview(alias: $alias, rating: $rating, author: $author, comment: $comment, languageId: "sv-SE")
  }`;

  async function mostReviewed() {
    const [row] = await db()
      .select({ productId: reviews.productId, alias: products.alias, n: count() })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .groupBy(reviews.productId, products.alias)
      .orderBy(sql`count(*) desc`, reviews.productId)
      .limit(1);
    return row as { productId: number; alias: string; n: number };
  }

  it('seeds reviews on a share of the products, in real language, mostly Swedish', async () => {
    const [total] = await db().select({ n: count() }).from(reviews);
    const reviewed = await db().selectDistinct({ id: reviews.productId }).from(reviews);
    const [all] = await db().select({ n: count() }).from(products);
    expect(reviewed.length / (all?.n ?? 1)).toBeGreaterThan(0.1);
    expect(reviewed.length / (all?.n ?? 1)).toBeLessThan(0.5);
    const swedish = await db().select({ n: count() }).from(reviews).where(eq(reviews.languageCode, 'sv'));
    expect((swedish[0]?.n ?? 0) / (total?.n ?? 1)).toBeGreaterThan(0.5);
    const other = await db().select({ n: count() }).from(reviews).where(sql`${reviews.languageCode} <> 'sv'`);
    expect(other[0]?.n).toBeGreaterThan(0);
  });

  it('gives the average, the count and the newest reviews first, a page at a time', async () => {
    const { alias, n } = await mostReviewed();
    const page1 = await data<ReviewsData>(REVIEWS, { alias, skip: 0, take: 2 });
    const stored = await db()
      .select({ rating: reviews.rating })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(eq(products.alias, alias));
    const average = stored.reduce((s, r) => s + r.rating, 0) / stored.length;
    expect(page1.reviews.count).toBe(n);
    expect(page1.product.rating.voteCount).toBe(n);
    expect(page1.product.rating.score).toBeCloseTo(average, 1);
    expect(page1.reviews.averageRating).toBeCloseTo(average, 1);
    expect(page1.reviews.reviews).toHaveLength(2);
    const page2 = await data<ReviewsData>(REVIEWS, { alias, skip: 2, take: 2 });
    const dates = [...page1.reviews.reviews, ...page2.reviews.reviews].map((r) => r.reviewDate);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const r of page1.reviews.reviews) {
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(r.comment.length).toBeGreaterThan(10);
      expect(r.author.length).toBeGreaterThan(0);
    }
  });

  it('gives a product without reviews a zero rating', async () => {
    const [alias] = await aliases(
      sql`not exists (select 1 from ${reviews} r where r.product_id = ${products.id})`,
    );
    const result = await data<ReviewsData>(REVIEWS, { alias, skip: 0, take: 5 });
    expect(result.product.rating).toEqual({ score: 0, voteCount: 0 });
    expect(result.reviews).toEqual({ count: 0, averageRating: 0, reviews: [] });
  });

  it.each([
    ['a rating of 0', { rating: 0 }, 'INVALID_RATING'],
    ['a rating of 6', { rating: 6 }, 'INVALID_RATING'],
    ['a blank author', { author: '   ' }, 'INVALID_AUTHOR'],
    ['a too long author', { author: 'a'.repeat(61) }, 'INVALID_AUTHOR'],
    ['an empty comment', { comment: '' }, 'INVALID_COMMENT'],
    ['a too long comment', { comment: 'x'.repeat(2001) }, 'INVALID_COMMENT'],
    ['an unknown product', { alias: 'no-such-product' }, 'NOT_FOUND'],
  ])('refuses %s with a typed error and saves nothing', async (_name, change, code) => {
    const { alias } = await mostReviewed();
    const [before] = await db().select({ n: count() }).from(reviews);
    const body = await gql<{ postProductReview: boolean }>(POST, {
      alias,
      rating: 4,
      author: 'Testare',
      comment: 'Bra maskin.',
      ...change,
    });
    expect(body.errors?.[0]?.extensions?.code).toBe(code);
    const [after] = await db().select({ n: count() }).from(reviews);
    expect(after?.n).toBe(before?.n);
  });

  it('refuses a rating that is not a whole number and saves nothing', async () => {
    const { alias } = await mostReviewed();
    const [before] = await db().select({ n: count() }).from(reviews);
    const { body } = await api.graphql(POST, { alias, rating: 4.5, author: 'Testare', comment: 'Bra.' });
    expect(body.errors?.length).toBeGreaterThan(0);
    expect(body.data?.postProductReview).toBeUndefined();
    const [after] = await db().select({ n: count() }).from(reviews);
    expect(after?.n).toBe(before?.n);
  });

  it('refuses a review without a valid API key', async () => {
    const { alias } = await mostReviewed();
    const { status } = await api.graphql(
      POST,
      { alias, rating: 5, author: 'Testare', comment: 'Bra.' },
      { 'x-apikey': 'wrong' },
    );
    expect(status).toBe(401);
  });

  it('saves one review, trimmed, in the language of the request, and counts it at once', async () => {
    const { alias, n } = await mostReviewed();
    const saved = await data<{ postProductReview: boolean }>(POST, {
      alias,
      rating: 5,
      author: '  Åsa i Örebro ',
      comment: ' Smidig och stark – rekommenderas! ',
    });
    expect(saved.postProductReview).toBe(true);
    const after = await data<ReviewsData>(REVIEWS, { alias, skip: 0, take: 1 });
    expect(after.reviews.count).toBe(n + 1);
    expect(after.reviews.reviews[0]).toMatchObject({
      rating: 5,
      author: 'Åsa i Örebro',
      comment: 'Smidig och stark – rekommenderas!',
      languageCode: 'sv',
    });
  });
});

describe('documents and manuals', () => {
  const DOCS = `query ($alias: String!, $languageId: String) {
    product(alias: $alias, languageId: $languageId) { documents { documentId title fileName url languageCode } }
  }`;
  interface Doc {
    documentId: number;
    title: string;
    fileName: string;
    url: string;
    languageCode: string;
  }

  async function documentedAlias() {
    const [row] = await db()
      .select({ alias: products.alias })
      .from(documents)
      .innerJoin(products, eq(products.id, documents.productId))
      .orderBy(documents.id)
      .limit(1);
    return row?.alias as string;
  }

  it("lists a product's documents, the request's language first", async () => {
    const alias = await documentedAlias();
    const { product } = await data<{ product: { documents: Doc[] } }>(DOCS, { alias, languageId: 'en-GB' });
    expect(product.documents.length).toBeGreaterThanOrEqual(2);
    expect(product.documents[0]?.languageCode).toBe('en');
    expect(product.documents.map((d) => d.languageCode)).toContain('sv');
    for (const d of product.documents) expect(d.url).toBe(`/documents/${d.fileName}`);
    expect(product.documents.find((d) => d.languageCode === 'sv')?.title).toMatch(/^Bruksanvisning – /);
  });

  it('serves a document as a real PDF with caching headers, and 404 for an unknown name', async () => {
    const alias = await documentedAlias();
    const { product } = await data<{ product: { documents: Doc[] } }>(DOCS, { alias });
    const url = `${api.url}${product.documents[0]?.url}`;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(body.length).toBeGreaterThan(2000);

    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(url, { headers: { 'if-none-match': etag as string } });
    expect(again.status).toBe(304);

    for (const name of ['no-such-manual.pdf', '..%2F..%2Fetc%2Fpasswd', 'x.exe', '%E0%A4%A']) {
      expect((await fetch(`${api.url}/documents/${name}`)).status).toBe(404);
    }
  });

  it('renders every language, Swedish, Danish and Finnish letters included', async () => {
    const rows = await db().selectDistinct({ languageCode: documents.languageCode }).from(documents);
    expect(rows.map((r) => r.languageCode).sort()).toEqual(['da', 'en', 'fi', 'nb', 'sv']);
    for (const lang of ['sv', 'da', 'fi', 'nb']) {
      const [doc] = await db()
        .select({ fileName: documents.fileName })
        .from(documents)
        .where(eq(documents.languageCode, lang))
        .limit(1);
      const response = await fetch(`${api.url}/documents/${doc?.fileName}`);
      expect(response.status).toBe(200);
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');
    }
  });

  const MANUALS = `query ($searchText: String, $skip: Int, $take: Int, $languageId: String, $marketId: String) {
    manuals(searchText: $searchText, skip: $skip, take: $take, languageId: $languageId, marketId: $marketId) {
      count manuals { title fileName url languageCode productName alias canonicalUrl articleNumber brandName }
    }
  }`;
  interface Manuals {
    manuals: {
      count: number;
      manuals: {
        title: string;
        fileName: string;
        url: string;
        languageCode: string;
        productName: string;
        alias: string;
        canonicalUrl: string;
        articleNumber: string;
        brandName: string;
      }[];
    };
  }

  it("lists manuals in the request's language, one per product, a page at a time", async () => {
    const [machines] = await db().select({ n: sql<number>`count(distinct product_id)::int` }).from(documents);
    const { manuals } = await data<Manuals>(MANUALS, { skip: 0, take: 10, languageId: 'sv-SE' });
    expect(manuals.count).toBe(machines?.n);
    expect(manuals.manuals).toHaveLength(10);
    for (const m of manuals.manuals) {
      expect(m.languageCode).toBe('sv');
      expect(m.canonicalUrl).toBe(`/p/${m.alias}`);
      expect(m.url).toBe(`/documents/${m.fileName}`);
    }
    const names = manuals.manuals.map((m) => m.productName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const next = await data<Manuals>(MANUALS, { skip: 10, take: 10, languageId: 'sv-SE' });
    expect(next.manuals.manuals[0]?.fileName).not.toBe(manuals.manuals[0]?.fileName);
    // Danish: in Danish where a product has one, else in English.
    const danish = await data<Manuals>(MANUALS, { take: 100, languageId: 'da-DK', marketId: 'dk' });
    expect(danish.manuals.count).toBe(machines?.n);
    expect(new Set(danish.manuals.manuals.map((m) => m.languageCode))).toEqual(new Set(['da', 'en']));
  });

  it('finds manuals by brand, article number, product name and title, and nothing for nonsense', async () => {
    const { manuals } = await data<Manuals>(MANUALS, { take: 1, languageId: 'sv-SE' });
    const sample = manuals.manuals[0];
    if (!sample) throw new Error('no manuals seeded');
    for (const term of [sample.brandName, sample.articleNumber.toLowerCase(), sample.productName]) {
      const found = await data<Manuals>(MANUALS, { searchText: term, take: 100, languageId: 'sv-SE' });
      expect(found.manuals.count, term).toBeGreaterThan(0);
      expect(
        found.manuals.manuals.map((m) => m.fileName),
        term,
      ).toContain(sample.fileName);
    }
    const byTitle = await data<Manuals>(MANUALS, { searchText: 'bruksanvisning', take: 1 });
    expect(byTitle.manuals.count).toBe(manuals.count);
    const none = await data<Manuals>(MANUALS, { searchText: 'zzqx 100%_', take: 5 });
    expect(none.manuals).toEqual({ count: 0, manuals: [] });
  });
});

describe('the seeded price log', () => {
  it('has a history for every product and market', async () => {
    const [withoutLog] = await db()
      .select({ n: count() })
      .from(products)
      .where(sql`not exists (select 1 from ${priceLog} l where l.product_id = ${products.id})`);
    expect(withoutLog?.n).toBe(0);
  });
});
