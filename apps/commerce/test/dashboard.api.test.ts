import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, products, skus } from '#src/db/schema.ts';
import { lowStock } from '#src/modules/dashboard/index.ts';
import { registerCustomer } from './auth-client.ts';
import { datedOrders } from './dashboard-orders.ts';
import { adminGraphql, insertStaffMember, signInAs } from './staff-client.ts';
import { useTestApi } from './suite.ts';

// The service's clock runs from Wednesday 2 December 2026, 10:00 in Stockholm.
const offset = Date.parse('2026-12-02T09:00:00Z') - Date.now();
const suite = useTestApi({ server: { auth: { clock: () => Date.now() + offset } } });
const { placeAt } = datedOrders(suite);

const DASHBOARD = `query ($languageCode: String, $first: Int) {
  dashboard(languageCode: $languageCode) {
    today weekStart chartFirstDay
    markets {
      alias countryName currencyCode cancelledToday
      today { orders incVat exVat incVatFormatted exVatFormatted }
      week { orders incVat exVat incVatFormatted }
      days { date orders incVat exVat }
    }
    waitingOrders { stage count }
    lowStock(first: $first) { count skus { skuId articleNumber productName skuName inStock oversellable threshold } }
  }
}`;

interface Answer {
  dashboard: {
    today: string;
    weekStart: string;
    chartFirstDay: string;
    markets: {
      alias: string;
      countryName: string;
      currencyCode: string;
      cancelledToday: number;
      today: {
        orders: number;
        incVat: number;
        exVat: number;
        incVatFormatted: string;
        exVatFormatted: string;
      };
      week: { orders: number; incVat: number; exVat: number; incVatFormatted: string };
      days: { date: string; orders: number; incVat: number; exVat: number }[];
    }[];
    waitingOrders: { stage: string; count: number }[];
    lowStock: { count: number; skus: { skuId: number; inStock: number; oversellable: number }[] };
  };
}

async function staffToken(role: 'catalog' | 'support' | 'owner' = 'catalog') {
  const member = await insertStaffMember(suite.db(), role);
  return signInAs(suite.api().url, member.email);
}
async function dashboard(token: string, variables: Record<string, unknown> = {}) {
  const answer = await adminGraphql<Answer>(suite.api().url, DASHBOARD, variables, { token });
  expect(answer.body.errors).toBeUndefined();
  return (answer.body.data as Answer).dashboard;
}
const waiting = (d: Answer['dashboard']) =>
  Object.fromEntries(d.waitingOrders.map((w) => [w.stage, w.count])) as Record<string, number>;

describe('the dashboard operation', () => {
  it("gives any staff member today's and this week's figures per market, the 30 days and the stages", async () => {
    const token = await staffToken('catalog');
    const before = await dashboard(token);
    expect(before).toMatchObject({
      today: '2026-12-02',
      weekStart: '2026-11-30',
      chartFirstDay: '2026-11-03',
    });

    await placeAt('2026-12-02T08:00:00Z', { units: 2 }); // 2 × 100 kr + 69 kr shipping
    await placeAt('2026-11-30T07:00:00Z'); // Monday: this week, not today
    await placeAt('2026-12-02T08:30:00Z', { market: 'fi' });
    await placeAt('2026-12-02T08:45:00Z', { stage: 'cancelled' });

    const after = await dashboard(token, { languageCode: 'sv' });
    const se = after.markets.find((m) => m.alias === 'se');
    const fi = after.markets.find((m) => m.alias === 'fi');
    // Åland, a country of the checkout alone, sells too.
    expect(after.markets.map((m) => m.alias)).toEqual(['se', 'dk', 'no', 'fi', 'eu', 'ax']);
    expect(se).toMatchObject({
      countryName: 'Sverige',
      currencyCode: 'SEK',
      cancelledToday: 1,
      today: {
        orders: 1,
        incVat: 269,
        exVat: 215.2,
        incVatFormatted: '269\u00a0kr',
        exVatFormatted: '215,20\u00a0kr',
      },
    });
    expect(se?.week.orders).toBe(2);
    expect(se?.week.incVat).toBe(269 + (await orderValueOn('2026-11-30T07:00:00Z')));
    expect(fi).toMatchObject({ currencyCode: 'EUR', today: { orders: 1 } });
    expect(se?.days).toHaveLength(30);
    expect(se?.days.at(-1)).toEqual({ date: '2026-12-02', orders: 1, incVat: 269, exVat: 215.2 });
    expect(se?.days.find((d) => d.date === '2026-12-01')).toEqual({
      date: '2026-12-01',
      orders: 0,
      incVat: 0,
      exVat: 0,
    });
    expect(after.waitingOrders.map((w) => w.stage)).toEqual(['PLACED', 'CONFIRMED', 'PICKING', 'SHIPPED']);
    expect(waiting(after).PLACED).toBe((waiting(before).PLACED ?? 0) + 3);

    const inEnglish = await dashboard(token, { languageCode: 'en' });
    expect(inEnglish.markets[0]).toMatchObject({
      countryName: 'Sweden',
      today: { incVatFormatted: 'SEK\u00a0269' },
    });
  });

  it('counts the orders waiting in each stage', async () => {
    const token = await staffToken('support');
    const before = waiting(await dashboard(token));
    const order = await placeAt('2026-12-01T10:00:00Z');
    await suite.db().update(orders).set({ stage: 'picking' }).where(eq(orders.id, order.id));
    const after = waiting(await dashboard(token));
    expect(after).toEqual({ ...before, PICKING: (before.PICKING ?? 0) + 1 });
  });

  it('lists SKUs at or below their threshold in our own stock, most urgent first, never always-available ones', async () => {
    const db = suite.db();
    const [sku] = await db
      .select({ id: skus.id, productId: skus.productId })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .where(sql`${skus.static} = 0 and not ${products.discontinued} and ${skus.inStock} > 20`)
      .limit(1);
    if (!sku) throw new Error('No stocked SKU');
    const listed = async () => (await lowStock(db, 'sv', 10_000)).skus.find((s) => s.skuId === sku.id);
    expect(await listed()).toBeUndefined();

    await db.update(skus).set({ inStock: 5, oversellable: 0 }).where(eq(skus.id, sku.id));
    expect(await listed()).toMatchObject({ inStock: 5, threshold: 5, oversellable: 0 });
    await db.update(skus).set({ lowStockThreshold: 4 }).where(eq(skus.id, sku.id));
    expect(await listed()).toBeUndefined();
    await db.update(skus).set({ inStock: 0, lowStockThreshold: 0, static: 10 }).where(eq(skus.id, sku.id));
    expect(await listed()).toBeUndefined();
    await db.update(skus).set({ static: 0 }).where(eq(skus.id, sku.id));
    expect(await listed()).toMatchObject({ inStock: 0, threshold: 0 });
    await db.update(products).set({ discontinued: true }).where(eq(products.id, sku.productId));
    expect(await listed()).toBeUndefined();
    await db.update(products).set({ discontinued: false }).where(eq(products.id, sku.productId));

    const { lowStock: answer } = await dashboard(await staffToken(), { first: 100 });
    const [counted] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .where(
        sql`${skus.inStock} <= ${skus.lowStockThreshold} and ${skus.static} = 0 and not ${products.discontinued}`,
      );
    expect(answer.count).toBe(counted?.n);
    expect(answer.skus).toHaveLength(Math.min(100, answer.count));
    const urgency = answer.skus.map((s) => [s.inStock + s.oversellable, s.inStock]);
    const sorted = [...urgency].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0));
    expect(urgency).toEqual(sorted);
    expect(answer.skus[0]).toMatchObject({ inStock: 0, oversellable: 0 });
  });

  it('refuses without a staff session, and refuses a language or a page size it does not know', async () => {
    const none = await adminGraphql(suite.api().url, DASHBOARD);
    expect(none.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const customer = await registerCustomer(suite.api().url);
    const asCustomer = await adminGraphql(suite.api().url, DASHBOARD, {}, { token: customer.token });
    expect(asCustomer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(asCustomer.body.data ?? null).toBeNull();

    const token = await staffToken();
    for (const variables of [{ languageCode: 'de' }, { first: 0 }, { first: 101 }]) {
      const refused = await adminGraphql(suite.api().url, DASHBOARD, variables, { token });
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});

/** The value inc VAT (major units) of the order dated `at`. */
async function orderValueOn(at: string) {
  const [row] = await suite
    .db()
    .select({ value: orders.orderValueIncVat })
    .from(orders)
    .where(eq(orders.createdAt, new Date(at)));
  return (row?.value ?? Number.NaN) / 100;
}
