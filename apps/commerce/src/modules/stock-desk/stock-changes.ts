import { eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { products, skus } from '#src/db/schema.ts';
import { type AuditActor, recordAudit } from '#src/modules/audit/index.ts';
import {
  deskTransaction,
  noteOf,
  STOCK_DESK_LIMITS,
  StockDeskRefusal,
  type StockDeskResult,
} from './refusals.ts';
import { SKU_ENTITY, STOCK_ACTIONS, type StockReason, THRESHOLD_ACTION } from './sku-detail.ts';

const L = STOCK_DESK_LIMITS;

export interface StockChange {
  skuId: number;
  reason: StockReason;
  /** Units delivered or written off (1 and more), or the units counted at a stocktake (0 and more). */
  quantity: number;
  note?: string | null;
  actor: AuditActor;
}

/** What a stock change tells the shop after it commits. */
export interface StockChanged {
  skuId: number;
  productAlias: string;
  before: number;
  after: number;
}

/** The count a reason makes of the stock: a delivery adds, a stocktake sets, damage removes. */
export function countAfter(reason: StockReason, before: number, quantity: number): number {
  const least = reason === 'STOCKTAKE' ? 0 : 1;
  if (!Number.isSafeInteger(quantity) || quantity < least || quantity > L.unitsMax) {
    throw new StockDeskRefusal('BAD_QUANTITY');
  }
  const after =
    reason === 'DELIVERY' ? before + quantity : reason === 'DAMAGE' ? before - quantity : quantity;
  if (after < 0) throw new StockDeskRefusal('NOT_ENOUGH_STOCK');
  if (after > L.unitsMax) throw new StockDeskRefusal('TOO_MUCH_STOCK');
  return after;
}

/**
 * Changes a SKU's own stock for a reason: the SKU's row is locked, so two changes at once take
 * turns and neither is lost; the new count and the audit row naming the reason, the quantity and
 * the count before and after are written in one transaction.
 */
export function changeStock(db: Database, change: StockChange): Promise<StockDeskResult<StockChanged>> {
  return deskTransaction(db, async (tx) => {
    const note = noteOf(change.note);
    const [sku] = await tx
      .select({ id: skus.id, inStock: skus.inStock, productAlias: products.alias })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .where(eq(skus.id, change.skuId))
      .for('update', { of: skus });
    if (!sku) throw new StockDeskRefusal('SKU_NOT_FOUND');
    const after = countAfter(change.reason, sku.inStock, change.quantity);
    await tx.update(skus).set({ inStock: after }).where(eq(skus.id, sku.id));
    await recordAudit(tx, {
      actor: change.actor,
      action: STOCK_ACTIONS[change.reason],
      entityType: SKU_ENTITY,
      entityId: sku.id,
      before: { inStock: sku.inStock },
      after: { inStock: after, reason: change.reason, quantity: change.quantity, note },
    });
    return { skuId: sku.id, productAlias: sku.productAlias, before: sku.inStock, after };
  });
}

/** Sets the count at or below which the SKU is low in stock, with the audit row, in one transaction. */
export function setLowStockThreshold(
  db: Database,
  input: { skuId: number; threshold: number; actor: AuditActor },
): Promise<StockDeskResult<number>> {
  return deskTransaction(db, async (tx) => {
    const { threshold } = input;
    if (!Number.isSafeInteger(threshold) || threshold < 0 || threshold > L.unitsMax) {
      throw new StockDeskRefusal('BAD_THRESHOLD');
    }
    const [sku] = await tx
      .select({ id: skus.id, threshold: skus.lowStockThreshold })
      .from(skus)
      .where(eq(skus.id, input.skuId))
      .for('update');
    if (!sku) throw new StockDeskRefusal('SKU_NOT_FOUND');
    await tx.update(skus).set({ lowStockThreshold: threshold }).where(eq(skus.id, sku.id));
    await recordAudit(tx, {
      actor: input.actor,
      action: THRESHOLD_ACTION,
      entityType: SKU_ENTITY,
      entityId: sku.id,
      before: { lowStockThreshold: sku.threshold },
      after: { lowStockThreshold: threshold },
    });
    return sku.id;
  });
}
