import { and, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { orders } from '#src/db/schema.ts';
import { COUNTS_AS_SALE, NET_EX_VAT, NET_INC_VAT } from './counted-orders.ts';
import { addDays, DEALER_TIME_ZONE, datesEnding, dealerDate, isoWeekStart } from './dealer-calendar.ts';

/**
 * Orders that count as sales and their value in minor units: items after discounts plus shipping,
 * less what credit notes gave back, counted on the day the order was placed.
 */
export interface Sales {
  orders: number;
  incVat: number;
  exVat: number;
}

export interface DaySales extends Sales {
  /** A Stockholm date, YYYY-MM-DD. */
  date: string;
}

/** One market's sales in one currency (a market's orders are all in its currency unless it changed). */
export interface MarketSales {
  marketId: number;
  currencyCode: string;
  today: Sales;
  week: Sales;
  /** Cancelled orders placed today and this week: no sales, but staff ask where an order went. */
  cancelledToday: number;
  cancelledWeek: number;
  /** Every day of the chart's period, oldest first; a day without orders is zeros. */
  days: DaySales[];
}

export interface SalesPeriods {
  today: string;
  weekStart: string;
  /** The first day of the chart's period; it ends today. */
  firstDay: string;
}

/** The chart's period: today and the 29 days before it. */
export const SALES_CHART_DAYS = 30;

export function salesPeriods(now: Date): SalesPeriods {
  const today = dealerDate(now);
  return { today, weekStart: isoWeekStart(today), firstDay: addDays(today, 1 - SALES_CHART_DAYS) };
}

const ZONE = sql.raw(`'${DEALER_TIME_ZONE}'`);
/** The instant a Stockholm day starts; PostgreSQL's zone rules know the 23- and 25-hour days. */
const dayStart = (date: string) => sql`(${date}::date::timestamp at time zone ${ZONE})`;
const total = (column: SQL, where: SQL) =>
  sql<number>`coalesce(sum(${column}) filter (where ${where}), 0)`.mapWith(Number);
const counted = (where: SQL) => sql<number>`count(*) filter (where ${where})`.mapWith(Number);

const ZERO: Sales = { orders: 0, incVat: 0, exVat: 0 };
const keyOf = (row: { marketId: number; currencyCode: string }) => `${row.marketId} ${row.currencyCode}`;

/**
 * Sales per market and currency as of `now`: today, this ISO week (from Monday), and per day for the
 * chart's period. Orders placed after `now` are not yet counted. Two grouped scans of the period's
 * orders, whatever their number.
 */
export async function marketSales(db: Database, now: Date): Promise<MarketSales[]> {
  const periods = salesPeriods(now);
  const placed = (from: string) => and(gte(orders.createdAt, dayStart(from)), lte(orders.createdAt, now));
  const isToday = sql`${orders.createdAt} >= ${dayStart(periods.today)}`;
  const sale = sql`${COUNTS_AS_SALE}`;
  const notSale = sql`not ${COUNTS_AS_SALE}`;
  const [weeks, days] = await Promise.all([
    db
      .select({
        marketId: orders.marketId,
        currencyCode: orders.currencyCode,
        todayOrders: counted(sql`${isToday} and ${sale}`),
        todayIncVat: total(NET_INC_VAT, sql`${isToday} and ${sale}`),
        todayExVat: total(NET_EX_VAT, sql`${isToday} and ${sale}`),
        weekOrders: counted(sale),
        weekIncVat: total(NET_INC_VAT, sale),
        weekExVat: total(NET_EX_VAT, sale),
        cancelledToday: counted(sql`${isToday} and ${notSale}`),
        cancelledWeek: counted(notSale),
      })
      .from(orders)
      .where(placed(periods.weekStart))
      .groupBy(orders.marketId, orders.currencyCode),
    db
      .select({
        marketId: orders.marketId,
        currencyCode: orders.currencyCode,
        date: sql<string>`to_char(${orders.createdAt} at time zone ${ZONE}, 'YYYY-MM-DD')`,
        orders: sql<number>`count(*)`.mapWith(Number),
        incVat: sql<number>`sum(${NET_INC_VAT})`.mapWith(Number),
        exVat: sql<number>`sum(${NET_EX_VAT})`.mapWith(Number),
      })
      .from(orders)
      .where(and(placed(periods.firstDay), COUNTS_AS_SALE))
      .groupBy(sql`1, 2, 3`),
  ]);

  const byKey = new Map<string, MarketSales>();
  const entry = (row: { marketId: number; currencyCode: string }) => {
    const key = keyOf(row);
    let found = byKey.get(key);
    if (!found) {
      found = {
        marketId: row.marketId,
        currencyCode: row.currencyCode,
        today: ZERO,
        week: ZERO,
        cancelledToday: 0,
        cancelledWeek: 0,
        days: [],
      };
      byKey.set(key, found);
    }
    return found;
  };
  for (const row of weeks) {
    Object.assign(entry(row), {
      today: { orders: row.todayOrders, incVat: row.todayIncVat, exVat: row.todayExVat },
      week: { orders: row.weekOrders, incVat: row.weekIncVat, exVat: row.weekExVat },
      cancelledToday: row.cancelledToday,
      cancelledWeek: row.cancelledWeek,
    });
  }
  const dayRows = new Map(days.map((row) => [`${keyOf(row)} ${row.date}`, row]));
  for (const row of days) entry(row);
  const dates = datesEnding(periods.today, SALES_CHART_DAYS);
  for (const [key, market] of byKey) {
    market.days = dates.map((date) => {
      const row = dayRows.get(`${key} ${date}`);
      return row ? { date, orders: row.orders, incVat: row.incVat, exVat: row.exVat } : { date, ...ZERO };
    });
  }
  return [...byKey.values()];
}

/** A market's row when it sold nothing in the chart's period. */
export function noSales(marketId: number, currencyCode: string, now: Date): MarketSales {
  const dates = datesEnding(salesPeriods(now).today, SALES_CHART_DAYS);
  return {
    marketId,
    currencyCode,
    today: ZERO,
    week: ZERO,
    cancelledToday: 0,
    cancelledWeek: 0,
    days: dates.map((date) => ({ date, ...ZERO })),
  };
}
