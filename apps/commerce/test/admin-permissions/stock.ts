import type { Permission } from '#src/modules/staff/index.ts';
import { STOCK_DESK } from '../stock-desk-client.ts';

/**
 * The stock and price desk's rows of the permission matrix. Changes name a SKU or scheduled price
 * that does not exist, so a role allowed through meets SKU_NOT_FOUND (or
 * SCHEDULED_PRICE_NOT_FOUND) and nothing changes, while a refused role meets FORBIDDEN first.
 */
const NONE = 2_000_000_000;
const price = { skuId: NONE, market: 'se', selling: 100 };

export const rows: {
  operation: string;
  document: string;
  variables: Record<string, unknown>;
  allowed: Permission;
}[] = [
  { operation: 'stockSkus', document: STOCK_DESK.skus, variables: { first: 1 }, allowed: 'catalog.read' },
  { operation: 'stockSku', document: STOCK_DESK.sku, variables: { id: NONE }, allowed: 'catalog.read' },
  { operation: 'setPrice', document: STOCK_DESK.setPrice, variables: price, allowed: 'catalog.write' },
  {
    operation: 'schedulePrice',
    document: STOCK_DESK.schedulePrice,
    variables: { ...price, startsAt: '2030-01-07T06:00:00Z' },
    allowed: 'catalog.write',
  },
  {
    operation: 'cancelScheduledPrice',
    document: STOCK_DESK.cancelScheduledPrice,
    variables: { id: NONE },
    allowed: 'catalog.write',
  },
  {
    operation: 'changeStock',
    document: STOCK_DESK.changeStock,
    variables: { skuId: NONE, reason: 'DELIVERY', quantity: 1 },
    allowed: 'catalog.write',
  },
  {
    operation: 'setLowStockThreshold',
    document: STOCK_DESK.setThreshold,
    variables: { skuId: NONE, threshold: 3 },
    allowed: 'catalog.write',
  },
];
