import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Transaction } from '#src/db/client.ts';
import {
  campaignPrices,
  campaignProducts,
  discountCampaigns,
  markets,
  priceLog,
  prices,
} from '#src/db/schema.ts';
import {
  campaignInMarket,
  campaignUnitPrice,
  type DiscountCampaignRow,
} from '#src/modules/campaigns/index.ts';
import { exVatFromIncVat } from '#src/modules/pricing/index.ts';

/** A selling price a campaign's start, change or end wrote. */
export interface RepricedPrice {
  productId: number;
  marketId: number;
  sellingIncVat: number;
}

/** Product and market pairs per statement: a category of thousands is written in a few. */
const BATCH = 1000;

/** The date a price change is logged under (the product page's lowest price of 30 days reads it). */
const logDate = (now: Date) => now.toISOString().slice(0, 10);

interface PriceState {
  productId: number;
  marketId: number;
  currency: string;
  regularIncVat: number;
  sellingIncVat: number;
  vatRateBp: number;
  base: number | null;
  set: number | null;
}

/**
 * The price rows of the products in every market, locked until the transaction ends, with what
 * campaigns set. Locked first and read after: a statement that waited for a lock sees the rows it
 * locked as the other transaction left them, but what that transaction kept in campaign_prices only
 * from a statement begun after it committed.
 */
async function lockPrices(tx: Transaction, productIds: readonly number[]): Promise<PriceState[]> {
  const ofProducts = inArray(prices.productId, [...productIds]);
  const inOrder = [asc(prices.productId), asc(prices.marketId)];
  await tx
    .select({ productId: prices.productId })
    .from(prices)
    .where(ofProducts)
    .orderBy(...inOrder)
    .for('update');
  return tx
    .select({
      productId: prices.productId,
      marketId: prices.marketId,
      currency: markets.currencyCode,
      regularIncVat: prices.regularIncVat,
      sellingIncVat: prices.sellingIncVat,
      vatRateBp: prices.vatRateBp,
      base: campaignPrices.baseSellingIncVat,
      set: campaignPrices.setSellingIncVat,
    })
    .from(prices)
    .innerJoin(markets, eq(markets.id, prices.marketId))
    .leftJoin(
      campaignPrices,
      and(eq(campaignPrices.productId, prices.productId), eq(campaignPrices.marketId, prices.marketId)),
    )
    .where(ofProducts)
    .orderBy(...inOrder);
}

/** The price campaigns running at `now` that name each of the products. */
async function runningCampaignsOf(tx: Transaction, productIds: readonly number[], now: Date) {
  const rows = await tx
    .select({ productId: campaignProducts.productId, campaign: discountCampaigns })
    .from(campaignProducts)
    .innerJoin(discountCampaigns, eq(discountCampaigns.id, campaignProducts.campaignId))
    .where(
      and(
        inArray(campaignProducts.productId, [...productIds]),
        lte(discountCampaigns.startsAt, now),
        or(isNull(discountCampaigns.endsAt), gt(discountCampaigns.endsAt, now)),
      ),
    );
  const byProduct = new Map<number, DiscountCampaignRow[]>();
  for (const row of rows)
    byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row.campaign]);
  return byProduct;
}

/**
 * What a product's price in a market should be: its base (the price before any campaign changed
 * it, or as it is when something else changed it since) or the lowest price a running campaign
 * gives below it. A campaign never raises a price.
 */
function targetPrice(state: PriceState, campaigns: readonly DiscountCampaignRow[]) {
  const managed = state.set !== null && state.set === state.sellingIncVat;
  const base = managed ? (state.base as number) : state.sellingIncVat;
  let target = base;
  const market = { id: state.marketId, currency: state.currency };
  for (const campaign of campaigns) {
    if (!campaignInMarket(campaign, market)) continue;
    const price = campaignUnitPrice(campaign, state.regularIncVat, state.currency);
    if (price !== null && price < target) target = price;
  }
  return { base, target };
}

/**
 * Brings the selling prices of the products in line with the campaigns running at `now`, in the
 * caller's transaction (ADR 77): each price row is locked, set to the lowest campaign price below
 * its base or back to its base, logged in the price log like every price change, and what
 * campaigns set is kept in campaign_prices so the base can come back. Answers the prices written.
 */
export async function repriceProducts(
  tx: Transaction,
  productIds: readonly number[],
  now: Date,
): Promise<RepricedPrice[]> {
  const written: RepricedPrice[] = [];
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = ids.slice(start, start + BATCH);
    const [states, campaigns] = [await lockPrices(tx, batch), await runningCampaignsOf(tx, batch, now)];
    const changes: (PriceState & { target: number })[] = [];
    const keep: { productId: number; marketId: number; base: number; set: number }[] = [];
    const release: PriceState[] = [];
    for (const state of states) {
      const { base, target } = targetPrice(state, campaigns.get(state.productId) ?? []);
      if (target !== state.sellingIncVat) changes.push({ ...state, target });
      if (target < base)
        keep.push({ productId: state.productId, marketId: state.marketId, base, set: target });
      else if (state.set !== null) release.push(state);
    }
    await writePrices(tx, changes, now);
    await keepCampaignPrices(tx, keep, release);
    written.push(
      ...changes.map((c) => ({ productId: c.productId, marketId: c.marketId, sellingIncVat: c.target })),
    );
  }
  return written;
}

async function writePrices(
  tx: Transaction,
  changes: readonly (PriceState & { target: number })[],
  now: Date,
) {
  if (changes.length === 0) return;
  const rows = changes.map((c) => ({
    productId: c.productId,
    marketId: c.marketId,
    regularIncVat: c.regularIncVat,
    regularExVat: exVatFromIncVat(c.regularIncVat, c.vatRateBp),
    sellingIncVat: c.target,
    sellingExVat: exVatFromIncVat(c.target, c.vatRateBp),
  }));
  await tx.execute(sql`
    update ${prices} as p set selling_inc_vat = v."sellingIncVat", selling_ex_vat = v."sellingExVat"
    from json_to_recordset(${JSON.stringify(rows)}::json) as v(
      "productId" int, "marketId" int, "sellingIncVat" int, "sellingExVat" int)
    where p.product_id = v."productId" and p.market_id = v."marketId"`);
  await tx.insert(priceLog).values(rows.map((row) => ({ ...row, date: logDate(now) })));
}

async function keepCampaignPrices(
  tx: Transaction,
  keep: readonly { productId: number; marketId: number; base: number; set: number }[],
  release: readonly PriceState[],
) {
  if (keep.length > 0) {
    await tx
      .insert(campaignPrices)
      .values(
        keep.map((k) => ({
          productId: k.productId,
          marketId: k.marketId,
          baseSellingIncVat: k.base,
          setSellingIncVat: k.set,
        })),
      )
      .onConflictDoUpdate({
        target: [campaignPrices.productId, campaignPrices.marketId],
        set: {
          baseSellingIncVat: sql`excluded.base_selling_inc_vat`,
          setSellingIncVat: sql`excluded.set_selling_inc_vat`,
        },
      });
  }
  if (release.length > 0) {
    await tx.execute(sql`
      delete from ${campaignPrices} as c
      using json_to_recordset(${JSON.stringify(release.map((r) => ({ p: r.productId, m: r.marketId })))}::json)
        as v(p int, m int)
      where c.product_id = v.p and c.market_id = v.m`);
  }
}

/**
 * The seeded catalog's campaign prices as if the desk had set them: a product of a campaign sold
 * below its regular price goes back to it when no campaign covers it any more (the seed's base).
 */
export async function adoptSeededCampaignPrices(tx: Transaction): Promise<void> {
  await tx.execute(sql`
    insert into ${campaignPrices} (product_id, market_id, base_selling_inc_vat, set_selling_inc_vat)
    select p.product_id, p.market_id, p.regular_inc_vat, p.selling_inc_vat from ${prices} p
    where p.selling_inc_vat < p.regular_inc_vat
      and exists (select 1 from ${campaignProducts} cp where cp.product_id = p.product_id)
    on conflict do nothing`);
  await tx.update(discountCampaigns).set({ repricedAt: sql`now()` });
}
