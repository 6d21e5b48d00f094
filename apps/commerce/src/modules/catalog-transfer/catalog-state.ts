import { eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { markets, prices, products, skus } from '#src/db/schema.ts';
import type { CatalogState } from './plan.ts';

type Reader = Database | Transaction;

/** At most this many article numbers in one `in (...)`: well under the 65,535 bind parameters. */
const CHUNK = 10_000;

async function inChunks<T>(values: readonly string[], read: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let i = 0; i < values.length; i += CHUNK) rows.push(...(await read(values.slice(i, i + CHUNK))));
  return rows;
}

/**
 * What the catalog holds for the article numbers a file names: the SKUs of the products and stock
 * sheets, the products (by their own article number or a SKU's) and their prices in every market.
 * With `lock` (the run), the price and SKU rows read are locked until the transaction ends, so no
 * desk's change slips in between the check and the write.
 */
export async function catalogState(
  db: Reader,
  named: { skus: readonly string[]; products: readonly string[] },
  lock = false,
): Promise<CatalogState> {
  const marketRows = await db
    .select({
      id: markets.id,
      alias: markets.alias,
      currency: markets.currencyCode,
      vatRateBp: markets.vatRateBp,
    })
    .from(markets)
    .orderBy(markets.position);
  const skuColumns = {
    skuId: skus.id,
    articleNumber: skus.articleNumber,
    productId: skus.productId,
    alias: products.alias,
    gtin: skus.gtin,
    inStock: skus.inStock,
    threshold: skus.lowStockThreshold,
  };
  const skuRows = await inChunks(named.skus, (chunk) => {
    const query = db
      .select(skuColumns)
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .where(inArray(skus.articleNumber, chunk));
    return lock ? query.for('update', { of: skus }) : query;
  });
  const productRows = await inChunks(named.products, async (chunk) => [
    ...(await db
      .select({ articleNumber: products.articleNumber, productId: products.id, alias: products.alias })
      .from(products)
      .where(inArray(products.articleNumber, chunk))),
    ...(await db
      .select({ articleNumber: skus.articleNumber, productId: products.id, alias: products.alias })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .where(inArray(skus.articleNumber, chunk))),
  ]);
  const productIds = [...new Set(productRows.map((p) => p.productId))];
  const priceRows: {
    productId: number;
    marketId: number;
    selling: number;
    regular: number;
    vatRateBp: number;
  }[] = [];
  for (let i = 0; i < productIds.length; i += CHUNK) {
    const query = db
      .select({
        productId: prices.productId,
        marketId: prices.marketId,
        selling: prices.sellingIncVat,
        regular: prices.regularIncVat,
        vatRateBp: prices.vatRateBp,
      })
      .from(prices)
      .where(inArray(prices.productId, productIds.slice(i, i + CHUNK)));
    priceRows.push(...(await (lock ? query.for('update') : query)));
  }
  return {
    markets: new Map(marketRows.map((m) => [m.alias, m])),
    skus: new Map(skuRows.map(({ articleNumber, ...sku }) => [articleNumber, sku])),
    // A product's own article number wins over a SKU's that happens to be the same text.
    products: new Map(productRows.reverse().map(({ articleNumber, ...product }) => [articleNumber, product])),
    prices: new Map(
      priceRows.map(({ productId, marketId, ...price }) => [`${productId}:${marketId}`, price]),
    ),
  };
}
