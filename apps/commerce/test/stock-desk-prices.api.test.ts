import { and, asc, count, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, markets, priceLog, prices } from '#src/db/schema.ts';
import { addDays } from '#src/modules/catalog/index.ts';
import { exVatFromIncVat } from '#src/modules/pricing/index.ts';
import type { CacheTag } from '#src/modules/storefront-cache/index.ts';
import { adminGraphql } from './staff-client.ts';
import { catalogEditor, plainSkus, STOCK_DESK } from './stock-desk-client.ts';
import { useTestApi } from './suite.ts';

const expired: CacheTag[][] = [];
const suite = useTestApi({
  products: 40,
  server: {
    invalidateStorefronts: async (tags) => {
      expired.push([...tags]);
    },
  },
});
const db = () => suite.db();
let editor: Awaited<ReturnType<typeof catalogEditor>>;
let pool: Awaited<ReturnType<typeof plainSkus>>;
let next = 0;
/** A SKU of a product no other test of this file changes. */
const takeSku = () => {
  const sku = pool.skus[next++];
  if (!sku) throw new Error('Not enough plain SKUs in the test catalog');
  return sku;
};

beforeAll(async () => {
  editor = await catalogEditor(() => suite.api().url, db);
  pool = await plainSkus(db());
});
beforeEach(() => {
  expired.length = 0;
});

const today = new Date().toISOString().slice(0, 10);

const PRODUCT = `query ($alias: String!) {
  product(alias: $alias, marketId: "se", languageId: "sv-SE") {
    unitPrice { sellingPriceIncVat regularPriceIncVat isDiscounted }
    lowestPriceLast30Days { sellingPriceIncVat fromDate toDate }
    priceLog { date sellingPriceIncVat regularPriceIncVat }
  }
}`;
type Product = {
  product: {
    unitPrice: { sellingPriceIncVat: number; regularPriceIncVat: number; isDiscounted: boolean };
    lowestPriceLast30Days: { sellingPriceIncVat: number; fromDate: string; toDate: string } | null;
    priceLog: { date: string; sellingPriceIncVat: number; regularPriceIncVat: number }[];
  };
};

/** The product's Swedish price log replaced by these entries (minor units, not discounted). */
async function logOnly(productId: number, entries: { daysAgo: number; price: number }[]) {
  await db()
    .delete(priceLog)
    .where(and(eq(priceLog.productId, productId), eq(priceLog.marketId, pool.seId)));
  for (const { daysAgo, price } of entries) {
    const ex = exVatFromIncVat(price, 2500);
    await db()
      .insert(priceLog)
      .values({
        productId,
        marketId: pool.seId,
        date: addDays(today, -daysAgo),
        regularIncVat: price,
        regularExVat: ex,
        sellingIncVat: price,
        sellingExVat: ex,
      });
  }
  const last = entries.at(-1)?.price ?? 100_000;
  const ex = exVatFromIncVat(last, 2500);
  await db()
    .update(prices)
    .set({ regularIncVat: last, regularExVat: ex, sellingIncVat: last, sellingExVat: ex })
    .where(and(eq(prices.productId, productId), eq(prices.marketId, pool.seId)));
}

/** Every price, the log's size and the audit trail's: what a refused change must leave as it was. */
async function priceState() {
  const rows = await db().select().from(prices).orderBy(asc(prices.productId), asc(prices.marketId));
  const [logged] = await db().select({ n: count() }).from(priceLog);
  const [audited] = await db().select({ n: count() }).from(auditLog);
  return { rows, logged: logged?.n, audited: audited?.n };
}

describe('setPrice at the stock and price desk', () => {
  it("writes the price log the product page reads: the shop's lowest price of 30 days changes with it", async () => {
    const sku = takeSku();
    await logOnly(sku.productId, [
      { daysAgo: 45, price: 120_000 },
      { daysAgo: 20, price: 99_000 },
      { daysAgo: 10, price: 110_000 },
    ]);
    const before = await suite.data<Product>(PRODUCT, { alias: sku.alias });
    expect(before.product.lowestPriceLast30Days).toBeNull();
    const desk = await editor.call(STOCK_DESK.sku, { id: sku.skuId });
    const se = desk.stockSku.prices.find((p: { market: string }) => p.market === 'se');
    // Not discounted: the lowest of the last 30 days, which a discount starting today is measured against.
    expect(se.lowest).toMatchObject({ sellingPriceIncVat: 990, shownOnProductPage: false });

    const { setPrice } = await editor.call(STOCK_DESK.setPrice, {
      skuId: sku.skuId,
      market: 'se',
      selling: 899,
      regular: 1100,
    });
    expect(setPrice.refusal).toBeNull();
    const after = await suite.data<Product>(PRODUCT, { alias: sku.alias });
    expect(after.product.unitPrice).toEqual({
      sellingPriceIncVat: 899,
      regularPriceIncVat: 1100,
      isDiscounted: true,
    });
    expect(after.product.priceLog.at(-1)).toEqual({
      date: today,
      sellingPriceIncVat: 899,
      regularPriceIncVat: 1100,
    });
    // The 30 days before the discount began today: 1 200 kr in force at their start, then 990 kr.
    expect(after.product.lowestPriceLast30Days).toEqual({
      sellingPriceIncVat: 990,
      fromDate: addDays(today, -30),
      toDate: addDays(today, -1),
    });
    const deskAfter = await editor.call(STOCK_DESK.sku, { id: sku.skuId });
    const seAfter = deskAfter.stockSku.prices.find((p: { market: string }) => p.market === 'se');
    expect(seAfter.lowest).toMatchObject({ sellingPriceIncVat: 990, shownOnProductPage: true });
    expect(seAfter.customerTypes).toEqual([
      expect.objectContaining({
        customerType: 'PERSON',
        vatIncluded: true,
        sellingPrice: 899,
        regularPrice: 1100,
        lowest30Days: 990,
      }),
      expect.objectContaining({
        customerType: 'ORGANIZATION',
        vatIncluded: false,
        sellingPrice: exVatFromIncVat(89_900, 2500) / 100,
        regularPrice: exVatFromIncVat(110_000, 2500) / 100,
        lowest30Days: exVatFromIncVat(99_000, 2500) / 100,
      }),
    ]);
    expect(expired).toEqual([['catalog', `product:${sku.alias}`]]);

    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'price.set'), eq(auditLog.entityId, String(sku.productId))));
    expect(audit).toMatchObject({
      actor: editor.member.email,
      entityType: 'product',
      before: { market: 'se', sellingIncVat: 110_000, regularIncVat: 110_000 },
      after: { market: 'se', sellingIncVat: 89_900, regularIncVat: 110_000, skuId: sku.skuId },
    });
  });

  it('sorts the price-sorted list by the new price at once', async () => {
    const sku = takeSku();
    await editor.call(STOCK_DESK.setPrice, { skuId: sku.skuId, market: 'se', selling: 0.5 });
    const cheapest = await suite.data<{ products: { products: { alias: string }[] } }>(
      '{ products(marketId: "se", take: 1, filter: { sort: PRICE }) { products { alias } } }',
    );
    expect(cheapest.products.products[0]?.alias).toBe(sku.alias);
  });

  it('refuses bad prices, unknown SKUs and markets, and a market the product is not sold in; nothing changes', async () => {
    const sku = takeSku();
    const [dk] = await db().select({ id: markets.id }).from(markets).where(eq(markets.alias, 'dk'));
    await db()
      .delete(prices)
      .where(and(eq(prices.productId, sku.productId), eq(prices.marketId, dk?.id ?? 0)));
    const before = await priceState();
    const cases: [Record<string, unknown>, string][] = [
      [{ selling: 0 }, 'BAD_PRICE'],
      [{ selling: -5 }, 'BAD_PRICE'],
      [{ selling: 100, regular: 99.99 }, 'SELLING_ABOVE_REGULAR'],
      [{ selling: 100, market: 'xx' }, 'MARKET_NOT_FOUND'],
      [{ selling: 100, market: 'dk' }, 'NOT_SOLD_IN_MARKET'],
      [{ selling: 100, skuId: 2_000_000_000 }, 'SKU_NOT_FOUND'],
    ];
    for (const [variables, refusal] of cases) {
      const { setPrice } = await editor.call(STOCK_DESK.setPrice, {
        skuId: sku.skuId,
        market: 'se',
        ...variables,
      });
      expect(setPrice, JSON.stringify(variables)).toMatchObject({ refusal, sku: null });
      expect(setPrice.message).toEqual(expect.any(String));
    }
    // Past what a price column holds, or finer than öre: the amount itself is refused.
    for (const selling of [30_000_000, 1.005]) {
      const answer = await adminGraphql(
        suite.api().url,
        STOCK_DESK.setPrice,
        { skuId: sku.skuId, market: 'se', selling },
        { token: editor.token },
      );
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(await priceState()).toEqual(before);
    expect(expired).toEqual([]);
  });
});
