import { and, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
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

/**
 * Sets a product's price in one market and appends it to the price log, in one transaction. The
 * ex-VAT amounts come from the VAT rate of the product's price row. Null, and nothing written,
 * when no such product is sold in the market.
 */
export async function changeProductPrice(
  db: Database,
  change: PriceChange,
): Promise<{ productId: number; price: PriceRow } | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ productId: prices.productId, vatRateBp: prices.vatRateBp })
      .from(prices)
      .innerJoin(products, eq(products.id, prices.productId))
      .where(and(eq(products.alias, change.alias), eq(prices.marketId, change.marketId)))
      .for('update', { of: prices });
    if (!current) return null;
    const { productId, vatRateBp } = current;
    const price: PriceRow = {
      regularIncVat: change.regularIncVat,
      regularExVat: exVatFromIncVat(change.regularIncVat, vatRateBp),
      sellingIncVat: change.sellingIncVat,
      sellingExVat: exVatFromIncVat(change.sellingIncVat, vatRateBp),
    };
    await tx
      .update(prices)
      .set(price)
      .where(and(eq(prices.productId, productId), eq(prices.marketId, change.marketId)));
    await tx.insert(priceLog).values({ productId, marketId: change.marketId, date: change.date, ...price });
    return { productId, price };
  });
}
