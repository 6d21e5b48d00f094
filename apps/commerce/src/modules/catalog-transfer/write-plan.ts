import { sql } from 'drizzle-orm';
import { rowFormatOf, serializeRows, writeRows } from '#src/db/bulk.ts';
import type { Transaction } from '#src/db/client.ts';
import { auditLog, priceLog, prices } from '#src/db/schema.ts';
import type { AuditActor } from '#src/modules/audit/index.ts';
import { exVatFromIncVat } from '#src/modules/pricing/index.ts';
import type { PlannedRow, PriceWrite, SkuWrite } from './plan.ts';

/** Why stock changed, as the audit trail names it beside a delivery, a stocktake or damage. */
export const IMPORT_REASON = 'import';

const priceAmounts = (w: PriceWrite) => ({
  regularIncVat: w.regular,
  regularExVat: exVatFromIncVat(w.regular, w.vatRateBp),
  sellingIncVat: w.selling,
  sellingExVat: exVatFromIncVat(w.selling, w.vatRateBp),
});

const priceRow = (w: PriceWrite) => ({ productId: w.productId, marketId: w.marketId, ...priceAmounts(w) });

/** A SKU's audit rows: its stock, its threshold and its EAN each as the desks record them. */
function skuAudit(w: SkuWrite) {
  const row = (
    action: string,
    key: 'inStock' | 'lowStockThreshold' | 'gtin',
    before: unknown,
    after: unknown,
  ) => ({
    action,
    entityType: 'sku',
    entityId: String(w.skuId),
    before: { [key]: before },
    after: { [key]: after, reason: IMPORT_REASON },
  });
  return [
    ...(w.after.inStock === undefined
      ? []
      : [row('stock.import', 'inStock', w.before.inStock, w.after.inStock)]),
    ...(w.after.threshold === undefined
      ? []
      : [row('stock.threshold', 'lowStockThreshold', w.before.threshold, w.after.threshold)]),
    ...(w.after.gtin === undefined ? [] : [row('sku.import', 'gtin', w.before.gtin, w.after.gtin)]),
  ];
}

/**
 * Writes one batch of a plan's rows in the run's transaction: prices set or added with their
 * entry in the price log (the history the product page's lowest price of 30 days reads), SKUs'
 * stock, threshold and EAN, and an audit row for each, all in a few statements per batch.
 */
export async function writePlanned(
  tx: Transaction,
  actor: AuditActor,
  batch: readonly PlannedRow[],
  date: string,
) {
  const priceWrites = batch.flatMap((c) => (c.write.type === 'price' ? [c.write] : []));
  const skuWrites = batch.flatMap((c) => (c.write.type === 'sku' ? [c.write] : []));
  const changedPrices = priceWrites.filter((w) => w.before).map(priceRow);
  if (changedPrices.length > 0) {
    await tx.execute(sql`
      update ${prices} as p set
        regular_inc_vat = v."regularIncVat", regular_ex_vat = v."regularExVat",
        selling_inc_vat = v."sellingIncVat", selling_ex_vat = v."sellingExVat"
      from json_to_recordset(${JSON.stringify(changedPrices)}::json) as v(
        "productId" int, "marketId" int, "regularIncVat" int, "regularExVat" int, "sellingIncVat" int, "sellingExVat" int)
      where p.product_id = v."productId" and p.market_id = v."marketId"`);
  }
  const newPrices = priceWrites.filter((w) => !w.before);
  if (newPrices.length > 0) {
    await tx.insert(prices).values(newPrices.map((w) => ({ ...priceRow(w), vatRateBp: w.vatRateBp })));
  }
  // Rows go in as the seed loads them: by COPY on PGlite, one JSON parameter on PostgreSQL (db/bulk.ts).
  const format = rowFormatOf(tx);
  await writeRows(
    tx,
    priceLog,
    serializeRows(
      priceLog,
      priceWrites.map((w) => ({ ...priceRow(w), date })),
      format,
    ),
  );
  if (skuWrites.length > 0) {
    const rows = skuWrites.map((w) => ({ id: w.skuId, ...w.after }));
    await tx.execute(sql`
      update skus as s set
        in_stock = coalesce(v."inStock", s.in_stock),
        low_stock_threshold = coalesce(v.threshold, s.low_stock_threshold),
        gtin = coalesce(v.gtin, s.gtin)
      from json_to_recordset(${JSON.stringify(rows)}::json) as v(id int, "inStock" int, threshold int, gtin text)
      where s.id = v.id`);
  }
  // One row per change, as recordAudit writes it and the stock desk reads a SKU's history (ADR 74),
  // sent in one statement for the batch.
  const audit = [
    ...priceWrites.map((w) => ({
      action: 'price.import',
      entityType: 'product',
      entityId: String(w.productId),
      before: w.before && {
        market: w.market,
        sellingIncVat: w.before.selling,
        regularIncVat: w.before.regular,
      },
      after: { market: w.market, ...priceAmounts(w), reason: IMPORT_REASON },
    })),
    ...skuWrites.flatMap((w: SkuWrite) => skuAudit(w)),
  ];
  const auditRows = audit.map((entry) => ({
    ...entry,
    staffId: actor.staffId,
    actor: actor.email,
    address: actor.address,
  }));
  await writeRows(tx, auditLog, serializeRows(auditLog, auditRows, format));
}
