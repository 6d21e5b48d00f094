import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, skus, stockAlerts } from '#src/db/schema.ts';
import type { CacheTag } from '#src/modules/storefront-cache/index.ts';
import { TEST_API_KEY } from './harness.ts';
import { recipientOf, type SmtpInbox, startSmtpInbox } from './smtp-inbox.ts';
import { catalogEditor, plainSkus, STOCK_DESK } from './stock-desk-client.ts';
import { useTestApi } from './suite.ts';

// A real SMTP server: the back-in-stock mail a delivery makes due goes over SMTP_URL.
const inbox: SmtpInbox = await startSmtpInbox();
afterAll(() => inbox.close());
const expired: CacheTag[][] = [];
const suite = useTestApi({
  products: 30,
  server: {
    mail: { smtpUrl: inbox.url, pollSeconds: 0.2 },
    // The poll would find the stock come back by itself; the desk's own call must send the mail.
    stockAlerts: { pollSeconds: 3600 },
    invalidateStorefronts: async (tags) => {
      expired.push([...tags]);
    },
  },
});
const db = () => suite.db();
let editors: Awaited<ReturnType<typeof catalogEditor>>[];
let pool: Awaited<ReturnType<typeof plainSkus>>;
let next = 0;
const takeSku = () => {
  const sku = pool.skus[next++];
  if (!sku) throw new Error('Not enough plain SKUs in the test catalog');
  return sku;
};

beforeAll(async () => {
  editors = await Promise.all([1, 2, 3].map(() => catalogEditor(() => suite.api().url, db)));
  pool = await plainSkus(db());
});
beforeEach(() => {
  expired.length = 0;
});

const editor = () => editors[0] as (typeof editors)[number];
const change = async (skuId: number, reason: string, quantity: number, note?: string) =>
  (await editor().call(STOCK_DESK.changeStock, { skuId, reason, quantity, note })).changeStock;
const inStockOf = async (skuId: number) =>
  (await db().select({ n: skus.inStock }).from(skus).where(eq(skus.id, skuId)))[0]?.n;
const stockAudit = (skuId: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'sku'), eq(auditLog.entityId, String(skuId))))
    .orderBy(asc(auditLog.id));

describe('stock changes at the desk', () => {
  it('add a delivery, set a stocktake, remove damage, each with its reason in the audit trail', async () => {
    const sku = takeSku();
    await db().update(skus).set({ inStock: 3 }).where(eq(skus.id, sku.skuId));
    expect(await change(sku.skuId, 'DELIVERY', 10, 'Pall från Husqvarna')).toMatchObject({
      refusal: null,
      sku: { id: sku.skuId, inStock: 13 },
    });
    expect((await change(sku.skuId, 'DAMAGE', 2, 'Spricka i kåpan')).sku.inStock).toBe(11);
    expect((await change(sku.skuId, 'STOCKTAKE', 9)).sku.inStock).toBe(9);
    expect((await change(sku.skuId, 'STOCKTAKE', 0)).sku.inStock).toBe(0);
    expect(await inStockOf(sku.skuId)).toBe(0);

    const audit = await stockAudit(sku.skuId);
    expect(audit.map((row) => [row.action, row.before, row.after, row.actor])).toEqual([
      [
        'stock.delivery',
        { inStock: 3 },
        { inStock: 13, reason: 'DELIVERY', quantity: 10, note: 'Pall från Husqvarna' },
        editor().member.email,
      ],
      [
        'stock.damage',
        { inStock: 13 },
        { inStock: 11, reason: 'DAMAGE', quantity: 2, note: 'Spricka i kåpan' },
        editor().member.email,
      ],
      [
        'stock.stocktake',
        { inStock: 11 },
        { inStock: 9, reason: 'STOCKTAKE', quantity: 9, note: null },
        editor().member.email,
      ],
      [
        'stock.stocktake',
        { inStock: 9 },
        { inStock: 0, reason: 'STOCKTAKE', quantity: 0, note: null },
        editor().member.email,
      ],
    ]);
    const { stockSku } = await editor().call(STOCK_DESK.sku, { id: sku.skuId });
    expect(
      stockSku.stockChanges.map((c: { reason: string; before: number; after: number }) => [
        c.reason,
        c.before,
        c.after,
      ]),
    ).toEqual([
      ['STOCKTAKE', 9, 0],
      ['STOCKTAKE', 11, 9],
      ['DAMAGE', 13, 11],
      ['DELIVERY', 3, 13],
    ]);
    expect(expired).toHaveLength(4);
    expect(expired[0]).toEqual(['catalog', `product:${sku.alias}`]);
  });

  it('keep an exact count when members change the same SKU at once', async () => {
    const sku = takeSku();
    await db().update(skus).set({ inStock: 50 }).where(eq(skus.id, sku.skuId));
    const changes = Array.from({ length: 36 }, (_, i) =>
      i % 3 === 2 ? { reason: 'DAMAGE', quantity: 1 } : { reason: 'DELIVERY', quantity: (i % 5) + 1 },
    );
    const answers = await Promise.all(
      changes.map((c, i) =>
        (editors[i % editors.length] as (typeof editors)[number]).call(STOCK_DESK.changeStock, {
          skuId: sku.skuId,
          ...c,
        }),
      ),
    );
    expect(answers.every((a) => a.changeStock.refusal === null)).toBe(true);
    const expected =
      50 + changes.reduce((n, c) => n + (c.reason === 'DELIVERY' ? c.quantity : -c.quantity), 0);
    expect(await inStockOf(sku.skuId)).toBe(expected);
    // Each change read the count the one before it wrote: none was lost.
    const audit = await stockAudit(sku.skuId);
    expect(audit).toHaveLength(changes.length);
    let count = 50;
    for (const row of audit) {
      expect(row.before).toEqual({ inStock: count });
      count = (row.after as { inStock: number }).inStock;
    }
    expect(count).toBe(expected);
  });

  it('refuse a bad quantity, more damage than stock, an unknown SKU and a long note, changing nothing', async () => {
    const sku = takeSku();
    await db().update(skus).set({ inStock: 4 }).where(eq(skus.id, sku.skuId));
    const [auditBefore] = await db().select({ n: count() }).from(auditLog);
    const cases: [number, string, number, string | undefined, string][] = [
      [sku.skuId, 'DELIVERY', 0, undefined, 'BAD_QUANTITY'],
      [sku.skuId, 'DELIVERY', -3, undefined, 'BAD_QUANTITY'],
      [sku.skuId, 'DAMAGE', 0, undefined, 'BAD_QUANTITY'],
      [sku.skuId, 'STOCKTAKE', -1, undefined, 'BAD_QUANTITY'],
      [sku.skuId, 'DELIVERY', 1_000_001, undefined, 'BAD_QUANTITY'],
      [sku.skuId, 'DELIVERY', 1_000_000, undefined, 'TOO_MUCH_STOCK'],
      [sku.skuId, 'DAMAGE', 5, undefined, 'NOT_ENOUGH_STOCK'],
      [sku.skuId, 'DELIVERY', 1, 'x'.repeat(501), 'NOTE_TOO_LONG'],
      [sku.skuId, 'DELIVERY', 1, 'nul\u0000', 'NOTE_TOO_LONG'],
      [2_000_000_000, 'DELIVERY', 1, undefined, 'SKU_NOT_FOUND'],
    ];
    for (const [skuId, reason, quantity, note, refusal] of cases) {
      expect(await change(skuId, reason, quantity, note), `${reason} ${quantity}`).toMatchObject({
        refusal,
        sku: null,
      });
    }
    expect(await inStockOf(sku.skuId)).toBe(4);
    const [auditAfter] = await db().select({ n: count() }).from(auditLog);
    expect(auditAfter?.n).toBe(auditBefore?.n);
    expect(expired).toEqual([]);
  });

  it('keep a threshold per SKU: the desk and the start page list the SKU as low by it', async () => {
    const sku = takeSku();
    await db().update(skus).set({ inStock: 8, lowStockThreshold: 5 }).where(eq(skus.id, sku.skuId));
    const low = async () =>
      (
        await editor().call(STOCK_DESK.skus, { search: sku.alias.split('-')[0], lowOnly: true, first: 100 })
      ).stockSkus.nodes.map((n: { id: number }) => n.id);
    expect(await low()).not.toContain(sku.skuId);
    const { setLowStockThreshold } = await editor().call(STOCK_DESK.setThreshold, {
      skuId: sku.skuId,
      threshold: 8,
    });
    expect(setLowStockThreshold.sku).toMatchObject({ lowStockThreshold: 8, isLow: true });
    expect(await low()).toContain(sku.skuId);
    const dashboard = await editor().call(
      '{ dashboard { lowStock(first: 100) { skus { skuId threshold } } } }',
    );
    expect(dashboard.dashboard.lowStock.skus).toContainEqual({ skuId: sku.skuId, threshold: 8 });
    for (const threshold of [-1, 1_000_001]) {
      const { setLowStockThreshold: refused } = await editor().call(STOCK_DESK.setThreshold, {
        skuId: sku.skuId,
        threshold,
      });
      expect(refused).toMatchObject({ refusal: 'BAD_THRESHOLD' });
    }
    const audit = await stockAudit(sku.skuId);
    expect(audit.map((row) => [row.action, row.before, row.after])).toEqual([
      ['stock.threshold', { lowStockThreshold: 5 }, { lowStockThreshold: 8 }],
    ]);
  });

  it('finds SKUs by article number, EAN and product name, a page at a time', async () => {
    const [one, two] = [takeSku(), takeSku()];
    const [row] = await db().select().from(skus).where(eq(skus.id, one.skuId));
    const find = async (search: string, first = 25, after?: string) =>
      (await editor().call(STOCK_DESK.skus, { search, first, after })).stockSkus;
    expect((await find(row?.articleNumber ?? '')).nodes.map((n: { id: number }) => n.id)).toContain(
      one.skuId,
    );
    expect((await find((row?.gtin ?? '').slice(0, 10))).nodes.map((n: { id: number }) => n.id)).toContain(
      one.skuId,
    );
    const { stockSku } = await editor().call(STOCK_DESK.sku, { id: two.skuId, languageCode: 'sv' });
    const byName = await find(stockSku.productName.toUpperCase());
    expect(byName.nodes.map((n: { id: number }) => n.id)).toContain(two.skuId);

    const all = await find('', 100);
    const first = await find('', 5);
    expect(first.nodes).toHaveLength(5);
    expect(first.totalCount).toBe(all.totalCount);
    expect(first.countCapped).toBe(false);
    const second = await find('', 5, first.endCursor);
    expect([...first.nodes, ...second.nodes].map((n: { id: number }) => n.id)).toEqual(
      all.nodes.slice(0, 10).map((n: { id: number }) => n.id),
    );
  });

  it('mail the shoppers waiting for a sold-out SKU once when a delivery brings it back', async () => {
    const sku = takeSku();
    await db().update(skus).set({ inStock: 0, oversellable: 0, static: 0 }).where(eq(skus.id, sku.skuId));
    const email = 'vantar-pa-leverans@example.se';
    const monitor = await suite
      .api()
      .graphql(
        'mutation ($email: String!, $skuId: Int!) { monitorProductAvailability(email: $email, skuId: $skuId) }',
        { email, skuId: sku.skuId },
        { 'x-apikey': TEST_API_KEY },
      );
    expect(monitor.body.errors).toBeUndefined();
    await change(sku.skuId, 'DELIVERY', 4);
    const mail = await inbox.next((m) => recipientOf(m) === email, 5_000);
    expect(mail.subject).toContain('finns i lager igen');
    await change(sku.skuId, 'DELIVERY', 2);
    await change(sku.skuId, 'DAMAGE', 6);
    await change(sku.skuId, 'DELIVERY', 1);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(inbox.received.filter((m) => recipientOf(m) === email)).toHaveLength(1);
    const alerts = await db()
      .select()
      .from(stockAlerts)
      .where(inArray(stockAlerts.email, [email]));
    expect(alerts).toMatchObject([{ state: 'sent' }]);
  });
});
