import { asc, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { countries, type LocalizedText, markets } from '#src/db/schema.ts';
import { type MarketSales, marketSales, noSales } from './sales.ts';

export interface DashboardMarket extends MarketSales {
  alias: string;
  countryCode: string;
  countryName: LocalizedText;
}

/**
 * Every market's sales in its currency, in the markets' order; a market that sold nothing shows
 * zeros. Orders a market took in another currency (before its currency changed) are a row of their own.
 */
export async function salesPerMarket(db: Database, now: Date): Promise<DashboardMarket[]> {
  const [marketRows, sales] = await Promise.all([
    db
      .select({
        id: markets.id,
        alias: markets.alias,
        countryCode: markets.countryCode,
        countryName: countries.name,
        currencyCode: markets.currencyCode,
      })
      .from(markets)
      .innerJoin(countries, eq(countries.code, markets.countryCode))
      .orderBy(asc(markets.position), asc(markets.id)),
    marketSales(db, now),
  ]);
  return marketRows.flatMap((market) => {
    const own = sales.filter((row) => row.marketId === market.id);
    const rows = own.some((row) => row.currencyCode === market.currencyCode)
      ? own
      : [noSales(market.id, market.currencyCode, now), ...own];
    return rows
      .sort(
        (a, b) =>
          Number(b.currencyCode === market.currencyCode) - Number(a.currencyCode === market.currencyCode),
      )
      .map((row) => ({
        ...row,
        alias: market.alias,
        countryCode: market.countryCode,
        countryName: market.countryName,
      }));
  });
}
