import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import {
  countries,
  type LocalizedText,
  markets,
  type PriceRow,
  priceLog,
  prices,
  type ScheduledPriceState,
  scheduledPrices,
} from '#src/db/schema.ts';
import { addDays, type PriceLogRow, priceHistory, REFERENCE_DAYS } from '#src/modules/catalog/index.ts';

/** A price set ahead, as the desk lists it. */
export interface ScheduledPriceRow {
  id: number;
  productId: number;
  marketId: number;
  sellingIncVat: number;
  regularIncVat: number;
  startsAt: Date;
  state: ScheduledPriceState;
  createdAt: Date;
  settledAt: Date | null;
}

/** The lowest selling price of a product's 30-day reference window in one market. */
export interface LowestPrice extends PriceLogRow {
  from: string;
  to: string;
  /**
   * The product page shows it now (beside a discount, the 30 days before the discount began);
   * otherwise it is the lowest of the last 30 days, what a discount starting today is measured against.
   */
  shownOnProductPage: boolean;
}

/** A product's price in one market, with what the price log makes of it and the prices set ahead. */
export interface MarketPrice {
  marketId: number;
  marketAlias: string;
  countryName: LocalizedText;
  currencyCode: string;
  vatRateBp: number;
  /** Null: the product is not sold in the market. */
  price: PriceRow | null;
  lowest: LowestPrice | null;
  scheduled: ScheduledPriceRow[];
}

/** The UTC date of a moment, as the price log dates its entries. */
export const logDate = (at: number) => new Date(at).toISOString().slice(0, 10);

/** Scheduled prices kept with a product per market: the pending ones and the latest settled. */
const SCHEDULED_SHOWN = 20;

/** The lowest price of the reference window the price log gives as of `today`. */
export function lowestOf(log: readonly PriceLogRow[], today: string): LowestPrice | null {
  const history = priceHistory(log, today);
  if (history.lowestBeforeDiscount) return { ...history.lowestBeforeDiscount, shownOnProductPage: true };
  const lowest = history.entries.find((entry) => entry.isLowest);
  if (!lowest) return null;
  const { isLowest: _, ...row } = lowest;
  return { ...row, from: addDays(today, -REFERENCE_DAYS), to: today, shownOnProductPage: false };
}

/** Every market's price of the product, in the markets' order, as of the moment `now`. */
export async function marketPrices(db: Database, productId: number, now: number): Promise<MarketPrice[]> {
  const [marketRows, priceRows, logRows, scheduledRows] = await Promise.all([
    db
      .select({
        id: markets.id,
        alias: markets.alias,
        countryName: countries.name,
        currencyCode: markets.currencyCode,
        vatRateBp: markets.vatRateBp,
      })
      .from(markets)
      .innerJoin(countries, eq(countries.code, markets.countryCode))
      .orderBy(asc(markets.position), asc(markets.id)),
    db.select().from(prices).where(eq(prices.productId, productId)),
    db
      .select({
        marketId: priceLog.marketId,
        date: priceLog.date,
        regularIncVat: priceLog.regularIncVat,
        regularExVat: priceLog.regularExVat,
        sellingIncVat: priceLog.sellingIncVat,
        sellingExVat: priceLog.sellingExVat,
      })
      .from(priceLog)
      .where(eq(priceLog.productId, productId))
      .orderBy(asc(priceLog.date), asc(priceLog.id)),
    db
      .select()
      .from(scheduledPrices)
      .where(eq(scheduledPrices.productId, productId))
      .orderBy(desc(scheduledPrices.startsAt), desc(scheduledPrices.id)),
  ]);
  const today = logDate(now);
  return marketRows.map((market) => {
    const price = priceRows.find((row) => row.marketId === market.id) ?? null;
    const log = logRows.filter((row) => row.marketId === market.id).map(({ marketId: _, ...row }) => row);
    const scheduled = scheduledRows.filter((row) => row.marketId === market.id);
    return {
      marketId: market.id,
      marketAlias: market.alias,
      countryName: market.countryName,
      currencyCode: market.currencyCode,
      vatRateBp: price?.vatRateBp ?? market.vatRateBp,
      price: price
        ? {
            regularIncVat: price.regularIncVat,
            regularExVat: price.regularExVat,
            sellingIncVat: price.sellingIncVat,
            sellingExVat: price.sellingExVat,
          }
        : null,
      lowest: price ? lowestOf(log, today) : null,
      // Pending first, soonest first; then the settled, latest first.
      scheduled: [
        ...scheduled.filter((row) => row.state === 'pending').reverse(),
        ...scheduled.filter((row) => row.state !== 'pending'),
      ].slice(0, SCHEDULED_SHOWN),
    };
  });
}
