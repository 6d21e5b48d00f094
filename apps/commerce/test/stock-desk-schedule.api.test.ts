import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, priceLog, prices, scheduledPrices } from '#src/db/schema.ts';
import { createScheduledPrices } from '#src/modules/stock-desk/index.ts';
import type { CacheTag } from '#src/modules/storefront-cache/index.ts';
import { testClock } from './auth-client.ts';
import { catalogEditor, plainSkus, STOCK_DESK } from './stock-desk-client.ts';
import { useTestApi } from './suite.ts';

const clock = testClock();
const expired: CacheTag[][] = [];
// The service looks for due prices only once a minute: a price takes effect at its moment by the timer.
const suite = useTestApi({
  products: 30,
  server: {
    auth: { clock: clock.now },
    scheduledPrices: { pollSeconds: 60 },
    invalidateStorefronts: async (tags) => {
      expired.push([...tags]);
    },
  },
});
const db = () => suite.db();
let editor: Awaited<ReturnType<typeof catalogEditor>>;
let pool: Awaited<ReturnType<typeof plainSkus>>;
const others: ReturnType<typeof createScheduledPrices>[] = [];
afterAll(async () => {
  for (const other of others) await other.close();
});

beforeAll(async () => {
  editor = await catalogEditor(() => suite.api().url, db);
  pool = await plainSkus(db());
});

const PRICE = `query ($alias: String!) {
  product(alias: $alias, marketId: "se") { unitPrice { sellingPriceIncVat regularPriceIncVat } }
}`;
const shopPrice = async (alias: string) =>
  (
    await suite.data<{ product: { unitPrice: { sellingPriceIncVat: number; regularPriceIncVat: number } } }>(
      PRICE,
      { alias },
    )
  ).product.unitPrice;

const at = (ms: number) => new Date(clock.now() + ms).toISOString();
const HOUR = 3_600_000;

async function schedule(skuId: number, selling: number, startsAt: string, regular?: number) {
  const { schedulePrice } = await editor.call(STOCK_DESK.schedulePrice, {
    skuId,
    market: 'se',
    selling,
    regular,
    startsAt,
  });
  return schedulePrice;
}

describe('scheduled prices', () => {
  it('take effect at their moment, in the shop within a second', async () => {
    const sku = pool.skus[0] as (typeof pool.skus)[number];
    // Far enough ahead that a slow machine has scheduled it and looked before it is due.
    const startsAt = Date.now() + 4_000;
    const answer = await schedule(sku.skuId, 4321, new Date(startsAt).toISOString());
    expect(answer).toMatchObject({ refusal: null, scheduledPriceId: expect.any(Number) });
    expect(Date.now()).toBeLessThan(startsAt);
    expect((await shopPrice(sku.alias)).sellingPriceIncVat).not.toBe(4321);
    const settled = async () =>
      (await db().select().from(scheduledPrices).where(eq(scheduledPrices.id, answer.scheduledPriceId)))[0];
    // The service looks only once a minute: its timer puts the price in force at its moment.
    await expect
      .poll(async () => (await settled())?.state, { timeout: 10_000, interval: 100 })
      .toBe('applied');
    const late = ((await settled())?.settledAt?.getTime() ?? 0) - startsAt;
    expect(late).toBeGreaterThanOrEqual(0);
    expect(late).toBeLessThan(1_000);
    expect((await shopPrice(sku.alias)).sellingPriceIncVat).toBe(4321);
    // The storefronts are told once the price's transaction has committed, a moment after the row says so.
    await expect
      .poll(() => expired, { timeout: 2_000, interval: 20 })
      .toContainEqual(['catalog', `product:${sku.alias}`]);
  });

  it('are applied once, in their order, however many instances look at once; a cancelled one never', async () => {
    const sku = pool.skus[1] as (typeof pool.skus)[number];
    const first = await schedule(sku.skuId, 777, at(HOUR));
    const second = await schedule(sku.skuId, 700, at(HOUR + 60_000), 900);
    const dropped = await schedule(sku.skuId, 555, at(HOUR + 30_000));
    const { cancelScheduledPrice } = await editor.call(STOCK_DESK.cancelScheduledPrice, {
      id: dropped.scheduledPriceId,
      skuId: sku.skuId,
    });
    expect(cancelScheduledPrice.refusal).toBeNull();
    const listed = (await editor.call(STOCK_DESK.sku, { id: sku.skuId })).stockSku.prices.find(
      (p: { market: string }) => p.market === 'se',
    ).scheduled;
    expect(listed.map((s: { id: number; state: string }) => [s.id, s.state])).toEqual([
      [first.scheduledPriceId, 'PENDING'],
      [second.scheduledPriceId, 'PENDING'],
      [dropped.scheduledPriceId, 'CANCELLED'],
    ]);
    const shown = await shopPrice(sku.alias);

    clock.advance(HOUR + 2 * 60_000);
    const [logBefore] = await db()
      .select({ n: count() })
      .from(priceLog)
      .where(eq(priceLog.productId, sku.productId));
    // Two more instances and the service itself (woken by a change of the schedule) at once.
    for (const _ of [1, 2])
      others.push(
        createScheduledPrices(db(), {
          clock: clock.now,
          pollSeconds: 3600,
          // As another instance would: the storefronts' pages expire, whoever applies the price.
          onApplied: async (change) => {
            expired.push(['catalog', `product:${change.productAlias}`]);
          },
        }),
      );
    const extra = await schedule(pool.skus[2]?.skuId as number, 1, at(HOUR));
    await Promise.all([
      others[0]?.applyDue(),
      others[1]?.applyDue(),
      editor.call(STOCK_DESK.cancelScheduledPrice, { id: extra.scheduledPriceId }),
    ]);
    await expect.poll(async () => (await shopPrice(sku.alias)).sellingPriceIncVat).toBe(700);
    await Promise.all(others.map((other) => other.applyDue()));

    expect(shown.sellingPriceIncVat).not.toBe(700);
    expect(await shopPrice(sku.alias)).toEqual({ sellingPriceIncVat: 700, regularPriceIncVat: 900 });
    const ids = [first.scheduledPriceId, second.scheduledPriceId, dropped.scheduledPriceId];
    const rows = await db()
      .select()
      .from(scheduledPrices)
      .where(inArray(scheduledPrices.id, ids))
      .orderBy(scheduledPrices.id);
    expect(rows.map((row) => row.state)).toEqual(['applied', 'applied', 'cancelled']);
    const applied = await db()
      .select({ entityId: auditLog.entityId })
      .from(auditLog)
      .where(eq(auditLog.action, 'price.scheduledApply'))
      .orderBy(auditLog.id);
    expect(
      applied.filter((row) => ids.map(String).includes(row.entityId)).map((row) => row.entityId),
    ).toEqual([String(first.scheduledPriceId), String(second.scheduledPriceId)]);
    const log = await db()
      .select()
      .from(priceLog)
      .where(eq(priceLog.productId, sku.productId))
      .orderBy(priceLog.id);
    expect(log).toHaveLength((logBefore?.n ?? 0) + 2);
    expect(
      log.slice(-2).map((row) => [row.marketId, row.date, row.sellingIncVat, row.regularIncVat]),
    ).toEqual([
      [pool.seId, new Date(clock.now()).toISOString().slice(0, 10), 77_700, 77_700],
      [pool.seId, new Date(clock.now()).toISOString().slice(0, 10), 70_000, 90_000],
    ]);
    // One instance applied both, in one transaction: the pages expired once (told after its commit,
    // by whichever instance it was).
    await expect
      .poll(() => expired.filter((tags) => tags.includes(`product:${sku.alias}`)), { timeout: 2_000 })
      .toEqual([['catalog', `product:${sku.alias}`]]);

    const again = await editor.call(STOCK_DESK.cancelScheduledPrice, { id: first.scheduledPriceId });
    expect(again.cancelScheduledPrice).toMatchObject({ refusal: 'NOT_PENDING' });
  });

  it('refuses a moment past or more than a year ahead, a bad price, an unknown one to cancel; nothing is written', async () => {
    const sku = pool.skus[3] as (typeof pool.skus)[number];
    const state = async () => ({
      scheduled: await db().select().from(scheduledPrices).orderBy(scheduledPrices.id),
      price: await db()
        .select()
        .from(prices)
        .where(and(eq(prices.productId, sku.productId))),
      audited: (await db().select({ n: count() }).from(auditLog))[0]?.n,
    });
    const before = await state();
    expect(await schedule(sku.skuId, 100, at(-1_000))).toMatchObject({ refusal: 'STARTS_IN_THE_PAST' });
    expect(await schedule(sku.skuId, 100, at(367 * 24 * HOUR))).toMatchObject({ refusal: 'STARTS_TOO_LATE' });
    expect(await schedule(sku.skuId, 0, at(HOUR))).toMatchObject({ refusal: 'BAD_PRICE' });
    expect(await schedule(sku.skuId, 200, at(HOUR), 100)).toMatchObject({ refusal: 'SELLING_ABOVE_REGULAR' });
    const unknown = await editor.call(STOCK_DESK.cancelScheduledPrice, { id: 2_000_000_000 });
    expect(unknown.cancelScheduledPrice).toMatchObject({ refusal: 'SCHEDULED_PRICE_NOT_FOUND' });
    expect(await state()).toEqual(before);
  });
});
