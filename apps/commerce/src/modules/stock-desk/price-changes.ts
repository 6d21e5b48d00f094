import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { markets, prices, products, scheduledPrices, skus } from '#src/db/schema.ts';
import { type AuditActor, recordAudit } from '#src/modules/audit/index.ts';
import { lockProductPrice, writeProductPrice } from '#src/modules/pricing/index.ts';
import { logDate } from './price-grid.ts';
import {
  checkPrices,
  deskTransaction,
  STOCK_DESK_LIMITS,
  StockDeskRefusal,
  type StockDeskResult,
} from './refusals.ts';

/** A price staff type for a SKU's product in a market (alias), inc VAT in minor units. */
export interface PriceInput {
  skuId: number;
  marketAlias: string;
  sellingIncVat: number;
  /** The price before a discount; absent: the selling price (not discounted). */
  regularIncVat?: number | null;
  actor: AuditActor;
  now: number;
}

/** What a price change tells the shop after it commits: lists re-sort, pages expire. */
export interface PriceChanged {
  productId: number;
  productAlias: string;
  marketId: number;
  sellingIncVat: number;
}

/** The SKU's product and the market, both known, or the refusal. */
async function productAndMarket(tx: Transaction, skuId: number, marketAlias: string) {
  const [product] = await tx
    .select({ id: products.id, alias: products.alias })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(eq(skus.id, skuId));
  if (!product) throw new StockDeskRefusal('SKU_NOT_FOUND');
  const [market] = await tx
    .select({ id: markets.id, alias: markets.alias })
    .from(markets)
    .where(eq(markets.alias, marketAlias.trim().toLowerCase()));
  if (!market) throw new StockDeskRefusal('MARKET_NOT_FOUND');
  return { product, market };
}

/**
 * Sets the price of a SKU's product in one market now (prices are per product: every size costs
 * the same): the price row, its price log entry under today's date (which the product page's
 * lowest price of 30 days reads) and the audit row, in one transaction.
 */
export function setPrice(db: Database, input: PriceInput): Promise<StockDeskResult<PriceChanged>> {
  return deskTransaction(db, async (tx) => {
    const amounts = checkPrices(input.sellingIncVat, input.regularIncVat);
    const { product, market } = await productAndMarket(tx, input.skuId, input.marketAlias);
    const current = await lockProductPrice(tx, product.id, market.id);
    if (!current) throw new StockDeskRefusal('NOT_SOLD_IN_MARKET');
    const price = await writeProductPrice(tx, current, { ...amounts, date: logDate(input.now) });
    await recordAudit(tx, {
      actor: input.actor,
      action: 'price.set',
      entityType: 'product',
      entityId: product.id,
      before: {
        market: market.alias,
        sellingIncVat: current.sellingIncVat,
        regularIncVat: current.regularIncVat,
      },
      after: { market: market.alias, skuId: input.skuId, ...price },
    });
    return {
      productId: product.id,
      productAlias: product.alias,
      marketId: market.id,
      sellingIncVat: price.sellingIncVat,
    };
  });
}

/**
 * Sets a price ahead, from a moment later than now and at most a year on. It is applied at its
 * moment by the shop (scheduled-job.ts). The row and the audit row, in one transaction.
 */
export function schedulePrice(
  db: Database,
  input: PriceInput & { startsAt: Date },
): Promise<StockDeskResult<number>> {
  return deskTransaction(db, async (tx) => {
    const amounts = checkPrices(input.sellingIncVat, input.regularIncVat);
    const startsAt = input.startsAt.getTime();
    if (!Number.isFinite(startsAt) || startsAt <= input.now) throw new StockDeskRefusal('STARTS_IN_THE_PAST');
    if (startsAt > input.now + STOCK_DESK_LIMITS.scheduleDays * 86_400_000) {
      throw new StockDeskRefusal('STARTS_TOO_LATE');
    }
    const { product, market } = await productAndMarket(tx, input.skuId, input.marketAlias);
    const [sold] = await tx
      .select({ productId: prices.productId })
      .from(prices)
      .where(and(eq(prices.productId, product.id), eq(prices.marketId, market.id)));
    if (!sold) throw new StockDeskRefusal('NOT_SOLD_IN_MARKET');
    const [row] = await tx
      .insert(scheduledPrices)
      .values({
        productId: product.id,
        marketId: market.id,
        ...amounts,
        startsAt: input.startsAt,
        createdBy: input.actor.staffId,
        createdAt: new Date(input.now),
      })
      .returning({ id: scheduledPrices.id });
    const id = (row as { id: number }).id;
    await recordAudit(tx, {
      actor: input.actor,
      action: 'price.schedule',
      entityType: 'scheduledPrice',
      entityId: id,
      after: {
        productId: product.id,
        market: market.alias,
        ...amounts,
        startsAt: input.startsAt.toISOString(),
      },
    });
    return id;
  });
}

/** Calls off a scheduled price that is still pending, with the audit row, in one transaction. */
export function cancelScheduledPrice(
  db: Database,
  input: { id: number; actor: AuditActor; now: number },
): Promise<StockDeskResult<{ id: number; productId: number }>> {
  return deskTransaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(scheduledPrices)
      .where(eq(scheduledPrices.id, input.id))
      .for('update');
    if (!row) throw new StockDeskRefusal('SCHEDULED_PRICE_NOT_FOUND');
    if (row.state !== 'pending') throw new StockDeskRefusal('NOT_PENDING');
    await tx
      .update(scheduledPrices)
      .set({ state: 'cancelled', settledAt: new Date(input.now), settledBy: input.actor.staffId })
      .where(eq(scheduledPrices.id, row.id));
    await recordAudit(tx, {
      actor: input.actor,
      action: 'price.scheduleCancel',
      entityType: 'scheduledPrice',
      entityId: row.id,
      before: { state: row.state, startsAt: row.startsAt.toISOString() },
      after: { state: 'cancelled' },
    });
    return { id: row.id, productId: row.productId };
  });
}
