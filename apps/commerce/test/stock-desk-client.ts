import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { markets, prices, products, skus } from '#src/db/schema.ts';
import { adminGraphql, insertStaffMember, signInAs } from './staff-client.ts';

const SKU = `id articleNumber ean size productId productAlias productName inStock oversellable alwaysAvailable
  lowStockThreshold isLow discontinued`;
const CHANGE = `refusal message scheduledPriceId sku { ${SKU} }`;

/** The stock and price desk's operations on /admin/graphql, as the admin app sends them. */
export const STOCK_DESK = {
  skus: `query ($search: String, $lowOnly: Boolean, $first: Int, $after: String) {
    stockSkus(search: $search, lowOnly: $lowOnly, first: $first, after: $after) {
      totalCount countCapped endCursor hasNextPage nodes { ${SKU} }
    } }`,
  sku: `query ($id: Int!, $languageCode: String) {
    stockSku(id: $id, languageCode: $languageCode) {
      ${SKU}
      prices {
        market marketName currencyCode vatRateBp sold isDiscounted
        customerTypes { customerType vatIncluded sellingPrice regularPrice sellingPriceFormatted lowest30Days }
        lowest { sellingPriceIncVat sellingPriceExVat from to shownOnProductPage }
        scheduled { id market sellingPriceIncVat regularPriceIncVat startsAt state settledAt }
      }
      stockChanges(first: 50) { id at actor reason quantity before after thresholdBefore thresholdAfter note }
    } }`,
  setPrice: `mutation ($skuId: Int!, $market: String!, $selling: Decimal!, $regular: Decimal) {
    setPrice(skuId: $skuId, market: $market, sellingPriceIncVat: $selling, regularPriceIncVat: $regular) { ${CHANGE} } }`,
  schedulePrice: `mutation ($skuId: Int!, $market: String!, $selling: Decimal!, $regular: Decimal, $startsAt: DateTime!) {
    schedulePrice(skuId: $skuId, market: $market, sellingPriceIncVat: $selling, regularPriceIncVat: $regular, startsAt: $startsAt) {
      ${CHANGE} } }`,
  cancelScheduledPrice: `mutation ($id: Int!, $skuId: Int) {
    cancelScheduledPrice(id: $id, skuId: $skuId) { ${CHANGE} } }`,
  changeStock: `mutation ($skuId: Int!, $reason: StockChangeReason!, $quantity: Int!, $note: String) {
    changeStock(skuId: $skuId, reason: $reason, quantity: $quantity, note: $note) { ${CHANGE} } }`,
  setThreshold: `mutation ($skuId: Int!, $threshold: Int!) {
    setLowStockThreshold(skuId: $skuId, threshold: $threshold) { ${CHANGE} } }`,
} as const;

/** A catalog editor signed in on the API: desk calls answered as data (failing on any error). */
export async function catalogEditor(base: () => string, db: () => Database) {
  const member = await insertStaffMember(db(), 'catalog');
  const token = await signInAs(base(), member.email);
  // biome-ignore lint/suspicious/noExplicitAny: answers are untyped JSON; each test reads the fields it knows
  async function call<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const answer = await adminGraphql<T>(base(), query, variables, { token });
    if (answer.status !== 200 || answer.body.errors) {
      throw new Error(`${answer.status}: ${JSON.stringify(answer.body.errors)}`);
    }
    return answer.body.data as T;
  }
  return { member, token, call };
}

/**
 * SKUs of products sold in Sweden with one SKU each (no sizes), none always available: each test
 * takes SKUs of its own by position.
 */
export async function plainSkus(db: Database) {
  const [se] = await db.select({ id: markets.id }).from(markets).where(eq(markets.alias, 'se'));
  const rows = await db
    .select({ skuId: skus.id, productId: skus.productId, alias: products.alias, static: skus.static })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .innerJoin(prices, eq(prices.productId, skus.productId))
    .where(and(eq(prices.marketId, se?.id ?? 0), eq(products.discontinued, false)))
    .orderBy(asc(skus.id));
  const perProduct = new Map<number, number>();
  for (const row of rows) perProduct.set(row.productId, (perProduct.get(row.productId) ?? 0) + 1);
  return {
    seId: se?.id ?? 0,
    skus: rows.filter((row) => perProduct.get(row.productId) === 1 && row.static === 0),
  };
}
