import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { type PriceRow, priceLog, prices, products } from '#src/db/schema.ts';
import { exVatFromIncVat } from './money.ts';

export interface PriceChange {
  alias: string;
  marketId: number;
  sellingIncVat: number;
  regularIncVat: number;
  /** The day the change is logged under, YYYY-MM-DD. */
  date: string;
}

/** A price row as it stands, locked for the change that reads it. */
export interface LockedPrice extends PriceRow {
  productId: number;
  marketId: number;
  vatRateBp: number;
}

/**
 * The product's price row in the market, locked until the transaction ends (two changes of one
 * price take turns); undefined when the product is not sold there.
 */
export async function lockProductPrice(
  tx: Transaction,
  productId: number,
  marketId: number,
): Promise<LockedPrice | undefined> {
  const [row] = await tx
    .select()
    .from(prices)
    .where(and(eq(prices.productId, productId), eq(prices.marketId, marketId)))
    .for('update');
  return row;
}

/**
 * Writes a locked price row's new amounts inc VAT and appends them to the price log, which the
 * product page's lowest price of 30 days reads (the Omnibus rule): every way a price changes goes
 * through here, inside the change's own transaction. The ex-VAT amounts follow from the row's VAT rate.
 */
export async function writeProductPrice(
  tx: Transaction,
  current: LockedPrice,
  change: { sellingIncVat: number; regularIncVat: number; date: string },
): Promise<PriceRow> {
  const price: PriceRow = {
    regularIncVat: change.regularIncVat,
    regularExVat: exVatFromIncVat(change.regularIncVat, current.vatRateBp),
    sellingIncVat: change.sellingIncVat,
    sellingExVat: exVatFromIncVat(change.sellingIncVat, current.vatRateBp),
  };
  await tx
    .update(prices)
    .set(price)
    .where(and(eq(prices.productId, current.productId), eq(prices.marketId, current.marketId)));
  await tx
    .insert(priceLog)
    .values({ productId: current.productId, marketId: current.marketId, date: change.date, ...price });
  return price;
}

/**
 * Sets a product's price in one market and appends it to the price log, in one transaction. Null,
 * and nothing written, when no such product is sold in the market.
 */
export async function changeProductPrice(
  db: Database,
  change: PriceChange,
): Promise<{ productId: number; price: PriceRow } | null> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.alias, change.alias));
    const current = product ? await lockProductPrice(tx, product.id, change.marketId) : undefined;
    if (!current) return null;
    return { productId: current.productId, price: await writeProductPrice(tx, current, change) };
  });
}
