import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '#src/db/schema.ts';
import { type DashboardMarket, salesPerMarket } from '#src/modules/dashboard/index.ts';
import { datedOrders } from './dashboard-orders.ts';
import { useTestApi } from './suite.ts';

const suite = useTestApi();
const { placeAt } = datedOrders(suite);

const sales = (list: { orderValueIncVat: number; orderValueExVat: number }[]) => ({
  orders: list.length,
  incVat: list.reduce((sum, o) => sum + o.orderValueIncVat, 0),
  exVat: list.reduce((sum, o) => sum + o.orderValueExVat, 0),
});
const market = (rows: DashboardMarket[], alias: string) => {
  const row = rows.find((r) => r.alias === alias);
  if (!row) throw new Error(`no market ${alias}`);
  return row;
};
const day = (row: DashboardMarket, date: string) => row.days.find((d) => d.date === date);

describe("the start page's sales", () => {
  it("counts today's and this ISO week's orders and sales per market in its currency, without cancelled orders", async () => {
    // Wednesday 25 November 2026, 13:00 in Stockholm (CET, UTC+1): the week began Monday 00:00, 22:59 UTC on Sunday.
    const now = new Date('2026-11-25T12:00:00Z');
    const today = await placeAt('2026-11-25T08:00:00Z', { units: 2 });
    const justAfterMidnight = await placeAt('2026-11-24T23:00:00Z');
    const monday = await placeAt('2026-11-22T23:00:00Z');
    const sundayNight = await placeAt('2026-11-22T22:59:59Z');
    const finnish = await placeAt('2026-11-25T09:30:00Z', { market: 'fi', units: 3 });
    await placeAt('2026-11-25T10:00:00Z', { stage: 'cancelled' });
    await placeAt('2026-11-25T12:00:01Z'); // after now: not yet

    // 2 × 100 kr sent home for 69 kr: 269 kr, of which 53,80 kr VAT.
    expect(today).toMatchObject({ currencyCode: 'SEK', orderValueIncVat: 26_900, orderValueExVat: 21_520 });
    expect(finnish.currencyCode).toBe('EUR');

    const rows = await salesPerMarket(suite.db(), now);
    // Åland, a country of the checkout alone, has its row too.
    expect(rows.map((r) => r.alias)).toEqual(['se', 'dk', 'no', 'fi', 'eu', 'ax']);
    const se = market(rows, 'se');
    expect(se.currencyCode).toBe('SEK');
    expect(se.today).toEqual(sales([today, justAfterMidnight]));
    expect(se.week).toEqual(sales([today, justAfterMidnight, monday]));
    expect(se.today.incVat).toBe(26_900 + justAfterMidnight.orderValueIncVat);
    expect(se).toMatchObject({ cancelledToday: 1, cancelledWeek: 1 });
    expect(market(rows, 'fi')).toMatchObject({
      currencyCode: 'EUR',
      today: sales([finnish]),
      week: sales([finnish]),
    });
    for (const alias of ['dk', 'no', 'eu']) {
      expect(market(rows, alias)).toMatchObject({
        today: { orders: 0, incVat: 0, exVat: 0 },
        week: { orders: 0, incVat: 0, exVat: 0 },
      });
    }

    // The chart: 30 days ending today, a day without orders as zeros, Sunday's late order on Sunday.
    expect(se.days).toHaveLength(30);
    expect(se.days[0]?.date).toBe('2026-10-27');
    expect(se.days.at(-1)?.date).toBe('2026-11-25');
    expect(day(se, '2026-11-25')).toEqual({ date: '2026-11-25', ...sales([today, justAfterMidnight]) });
    expect(day(se, '2026-11-23')).toEqual({ date: '2026-11-23', ...sales([monday]) });
    expect(day(se, '2026-11-22')).toEqual({ date: '2026-11-22', ...sales([sundayNight]) });
    expect(day(se, '2026-11-24')).toEqual({ date: '2026-11-24', orders: 0, incVat: 0, exVat: 0 });
    expect(market(rows, 'dk').days.every((d) => d.orders === 0 && d.incVat === 0)).toBe(true);
  });

  it('counts sales net of what credit notes gave back, on the day the order was placed', async () => {
    const now = new Date('2026-06-10T10:00:00Z');
    const order = await placeAt('2026-06-10T07:00:00Z', { units: 2 });
    const before = market(await salesPerMarket(suite.db(), now), 'se').today;
    await suite
      .db()
      .update(orders)
      .set({ creditedIncVat: 10_000, creditedExVat: 8_000 })
      .where(eq(orders.id, order.id));
    const after = market(await salesPerMarket(suite.db(), now), 'se').today;
    expect(after).toEqual({ orders: 1, incVat: before.incVat - 10_000, exVat: before.exVat - 8_000 });
  });

  it('starts a Stockholm day at local midnight on the 23-hour day in March', async () => {
    // Summer time began Sunday 29 March 2026 at 02:00 (01:00 UTC); the day ends at 22:00 UTC.
    const now = new Date('2026-03-29T21:59:59Z');
    const saturdayNight = await placeAt('2026-03-28T22:59:59Z');
    const sundayMidnight = await placeAt('2026-03-28T23:00:00Z');
    const sundayLate = await placeAt('2026-03-29T21:30:00Z');
    await placeAt('2026-03-29T22:00:00Z'); // Monday in Stockholm, and after now
    const se = market(await salesPerMarket(suite.db(), now), 'se');
    expect(se.today).toEqual(sales([sundayMidnight, sundayLate]));
    expect(se.week).toEqual(sales([saturdayNight, sundayMidnight, sundayLate]));
    expect(day(se, '2026-03-28')).toEqual({ date: '2026-03-28', ...sales([saturdayNight]) });
    expect(se.days.at(-1)?.date).toBe('2026-03-29');
  });

  it('starts a Stockholm day at local midnight on the 25-hour day in October, and a week on Monday', async () => {
    // Summer time ended Sunday 25 October 2026 at 03:00 (01:00 UTC): the day runs 22:00 to 23:00 UTC.
    const now = new Date('2026-10-25T22:59:59Z');
    const saturdayNight = await placeAt('2026-10-24T21:59:59Z');
    const sundayMidnight = await placeAt('2026-10-24T22:00:00Z');
    const sundayLate = await placeAt('2026-10-25T22:30:00Z');
    const previousSunday = await placeAt('2026-10-18T21:59:59Z'); // 23:59:59 on Sunday the 18th
    const se = market(await salesPerMarket(suite.db(), now), 'se');
    expect(se.today).toEqual(sales([sundayMidnight, sundayLate]));
    expect(se.week).toEqual(sales([saturdayNight, sundayMidnight, sundayLate]));
    expect(day(se, '2026-10-24')).toEqual({ date: '2026-10-24', ...sales([saturdayNight]) });
    expect(day(se, '2026-10-18')).toEqual({ date: '2026-10-18', ...sales([previousSunday]) });
    // Monday in Stockholm: a new day and a new week.
    const monday = market(await salesPerMarket(suite.db(), new Date('2026-10-25T23:00:00Z')), 'se');
    expect(monday.today).toEqual({ orders: 0, incVat: 0, exVat: 0 });
    expect(monday.week).toEqual({ orders: 0, incVat: 0, exVat: 0 });
    expect(day(monday, '2026-10-25')).toEqual({ date: '2026-10-25', ...sales([sundayMidnight, sundayLate]) });
  });
});
