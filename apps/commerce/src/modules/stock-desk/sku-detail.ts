import { and, desc, eq, like } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { auditLog, skus } from '#src/db/schema.ts';
import { STOCK_DESK_LIMITS } from './refusals.ts';
import { type StockSkuRow, stockSkuRows } from './sku-search.ts';

/** The reasons stock changes at the desk, and what each does to the count. */
export const STOCK_REASONS = ['DELIVERY', 'STOCKTAKE', 'DAMAGE'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** The audit action each reason is recorded as; the threshold's own. */
export const STOCK_ACTIONS: Record<StockReason, string> = {
  DELIVERY: 'stock.delivery',
  STOCKTAKE: 'stock.stocktake',
  DAMAGE: 'stock.damage',
};
export const THRESHOLD_ACTION = 'stock.threshold';
/** What the audit rows of a SKU's stock are filed under. */
export const SKU_ENTITY = 'sku';

/** One change of a SKU's stock as the audit trail holds it. */
export interface StockChangeRow {
  id: number;
  at: Date;
  actor: string;
  /** The audit action: stock.delivery, stock.stocktake, stock.damage, stock.threshold, or another desk's (stock.import). */
  action: string;
  reason: StockReason | null;
  /** What was typed: units delivered or written off, or the count of a stocktake; null for a threshold. */
  quantity: number | null;
  before: number | null;
  after: number | null;
  /** For a threshold change: the thresholds before and after. */
  thresholdBefore: number | null;
  thresholdAfter: number | null;
  note: string | null;
}

const numberOr = (value: unknown) => (typeof value === 'number' ? value : null);

/** The SKU's changes of stock and threshold, newest first, read from the audit trail. */
export async function stockChangesOf(db: Database, skuId: number, first: number): Promise<StockChangeRow[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, SKU_ENTITY),
        eq(auditLog.entityId, String(skuId)),
        like(auditLog.action, 'stock.%'),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(Math.min(first, STOCK_DESK_LIMITS.changesMax));
  return rows.map((row) => {
    const before = (row.before ?? {}) as Record<string, unknown>;
    const after = (row.after ?? {}) as Record<string, unknown>;
    const reason = (Object.entries(STOCK_ACTIONS).find(([, action]) => action === row.action)?.[0] ??
      null) as StockReason | null;
    return {
      id: row.id,
      at: row.at,
      actor: row.actor,
      action: row.action,
      reason,
      quantity: numberOr(after.quantity),
      before: numberOr(before.inStock),
      after: numberOr(after.inStock),
      thresholdBefore: numberOr(before.lowStockThreshold),
      thresholdAfter: numberOr(after.lowStockThreshold),
      note: typeof after.note === 'string' ? after.note : null,
    };
  });
}

/** One SKU as the desk shows it, or null for an unknown id. */
export async function stockSku(
  db: Database,
  skuId: number,
  languageCode: string,
): Promise<StockSkuRow | null> {
  const [row] = await stockSkuRows(db, eq(skus.id, skuId), languageCode, 1);
  return row ?? null;
}
