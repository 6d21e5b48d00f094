import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, campaignPrices, prices, products, skus } from '#src/db/schema.ts';
import { createCampaignClock } from '#src/modules/marketing-desk/index.ts';
import { checkoutClient } from './checkout-client.ts';
import { campaignInput, MARKETING_DESK as M, marketingMember } from './marketing-desk-client.ts';
import { catalogEditor, STOCK_DESK } from './stock-desk-client.ts';
import { useTestApi } from './suite.ts';

// Campaigns that write prices, met at once by each other, by the price desk and by a second
// instance's clock (ADR 77).
const suite = useTestApi();
const { cart } = checkoutClient(suite);
const db = () => suite.db();
const base = () => suite.api().url;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** A product of its own at 1 000,00 in Sweden, with its SKU and article number. */
async function productAt1000() {
  const sku = await cart.skuWithStock(5);
  await cart.setPrice(sku.productId, 100_000);
  const [row] = await db()
    .select({ article: products.articleNumber })
    .from(products)
    .where(eq(products.id, sku.productId));
  return { ...sku, article: row?.article as string };
}

const sellingOf = async (productId: number) =>
  (
    await db()
      .select({ selling: prices.sellingIncVat })
      .from(prices)
      .where(and(eq(prices.productId, productId), eq(prices.marketId, 1)))
  )[0]?.selling;

const heldFor = async (productId: number) =>
  db().select().from(campaignPrices).where(eq(campaignPrices.productId, productId));

const auditOf = async (id: number) =>
  (
    await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'campaign'), eq(auditLog.entityId, String(id))))
  ).map((row) => row.action);

describe('campaigns met at once', () => {
  it.skipIf(!onPostgres)(
    'put the price before both back when two saved at once on one product have ended',
    async () => {
      const { call } = await marketingMember(base, db);
      const product = await productAt1000();
      // The price row is held while both saves reach it, so the second reads it after the first commits.
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const hold = db().transaction(async (tx) => {
        await tx.execute(
          sql`select 1 from ${prices} where product_id = ${product.productId} and market_id = 1 for update`,
        );
        await released;
      });
      const waiting = async (n: number) => {
        for (let i = 0; i < 200; i++) {
          const { rows } = (await db().execute(sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`)) as { rows: { n: number }[] };
          if ((rows[0]?.n ?? 0) >= n) return;
          await sleep(50);
        }
        throw new Error(`${n} saves never waited for the price row`);
      };
      const save = (alias: string, percentage: number) =>
        call(M.createCampaign, {
          alias,
          input: campaignInput({ percentage, market: 'se', articleNumbers: [product.article] }),
        });
      const ten = save('race-ten', 10);
      await waiting(1);
      const twenty = save('race-twenty', 20);
      await waiting(2);
      release();
      await hold;
      const [a, b] = await Promise.all([ten, twenty]);
      expect([a.createCampaign.refusal, b.createCampaign.refusal]).toEqual([null, null]);
      expect(await sellingOf(product.productId)).toBe(80_000);
      expect((await heldFor(product.productId)).map((row) => row.baseSellingIncVat)).toEqual([100_000]);

      await call(M.endCampaign, { id: b.createCampaign.campaign.id });
      expect(await sellingOf(product.productId)).toBe(90_000);
      await call(M.endCampaign, { id: a.createCampaign.campaign.id });
      expect(await sellingOf(product.productId)).toBe(100_000);
      expect(await heldFor(product.productId)).toEqual([]);
    },
  );

  it('ends a campaign once when it is ended twice at once', async () => {
    const { call } = await marketingMember(base, db);
    const product = await productAt1000();
    const { createCampaign } = await call(M.createCampaign, {
      alias: 'race-end-twice',
      input: campaignInput({ articleNumbers: [product.article] }),
    });
    const id = createCampaign.campaign.id;
    const answers = await Promise.all([call(M.endCampaign, { id }), call(M.endCampaign, { id })]);
    expect(answers.map((a) => a.endCampaign.refusal).sort()).toEqual(['ALREADY_ENDED', null]);
    expect(await sellingOf(product.productId)).toBe(100_000);
    expect((await auditOf(id)).filter((action) => action === 'campaign.end')).toHaveLength(1);
  });

  it('starts a campaign once however many instances look at its moment', async () => {
    const { call } = await marketingMember(base, db);
    const product = await productAt1000();
    const startsAt = Date.now() + 1_000;
    const { createCampaign } = await call(M.createCampaign, {
      alias: 'race-clock',
      input: campaignInput({
        percentage: 25,
        articleNumbers: [product.article],
        startsAt: new Date(startsAt).toISOString(),
      }),
    });
    await sleep(Math.max(0, startsAt - Date.now()) + 50);
    // Two more instances' clocks beside the service's own, each looking as it starts and once more.
    const clocks = [createCampaignClock(db()), createCampaignClock(db())];
    await Promise.all(clocks.map((clock) => clock.runDue()));
    await Promise.all(clocks.map((clock) => clock.close()));
    await expect.poll(() => sellingOf(product.productId)).toBe(75_000);
    const started = (await auditOf(createCampaign.campaign.id)).filter((a) => a === 'campaign.started');
    expect(started).toHaveLength(1);
  });
});

describe('a price changed at the price desk while a campaign runs', () => {
  it('is kept when the campaign ends, and is the base the campaign takes again when saved', async () => {
    const { call } = await marketingMember(base, db);
    const editor = await catalogEditor(base, db);
    const product = await productAt1000();
    const [sku] = await db().select({ id: skus.id }).from(skus).where(eq(skus.productId, product.productId));
    const input = campaignInput({ market: 'se', articleNumbers: [product.article] });
    const { createCampaign } = await call(M.createCampaign, { alias: 'race-by-hand', input });
    const id = createCampaign.campaign.id;
    expect(await sellingOf(product.productId)).toBe(80_000);
    const setBy = (selling: number) =>
      editor.call(STOCK_DESK.setPrice, { skuId: sku?.id, market: 'se', selling, regular: 1000 });

    await setBy(850);
    expect(await sellingOf(product.productId)).toBe(85_000);
    expect((await call(M.updateCampaign, { id, input })).updateCampaign.refusal).toBeNull();
    expect(await sellingOf(product.productId)).toBe(80_000);
    await call(M.endCampaign, { id });
    expect(await sellingOf(product.productId)).toBe(85_000);

    const again = await call(M.createCampaign, { alias: 'race-by-hand-again', input });
    expect(await sellingOf(product.productId)).toBe(80_000);
    await setBy(700);
    await call(M.endCampaign, { id: again.createCampaign.campaign.id });
    expect(await sellingOf(product.productId)).toBe(70_000);
    expect(await heldFor(product.productId)).toEqual([]);
  });
});
