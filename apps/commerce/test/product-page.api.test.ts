import { count, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { priceLog, products, skus } from '#src/db/schema.ts';
import { useTestApi } from './suite.ts';

const { db, data, aliases } = useTestApi();

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

describe('the seeded price log', () => {
  it('has a history for every product and market', async () => {
    const [withoutLog] = await db()
      .select({ n: count() })
      .from(products)
      .where(sql`not exists (select 1 from ${priceLog} l where l.product_id = ${products.id})`);
    expect(withoutLog?.n).toBe(0);
  });
});
