import { config } from '#src/config.ts';
import type { Stock } from './stock.ts';

export const STOCK_STATUSES = [
  'IN_STOCK',
  'FEW_LEFT',
  'STATIC',
  'OVERSELLABLE',
  'ORDER_ITEM',
  'OUT_OF_STOCK',
  'DISCONTINUED',
] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

/** Below this many units in stock the shop says "only N left". */
export const FEW_LEFT_BELOW = 6;

/** The most units one can ask the status of; more is no order this shop takes. */
export const MAX_STOCK_QUERY_QUANTITY = 1_000_000;

/**
 * What a shopper is told when wanting `quantity` (1 or more) units, checked in this order: nothing at
 * all is out of stock (or discontinued), and so is more than all stock together can cover; beyond
 * our own stock, supplier stock is an order item when a restock date is known (1-3 weeks) and
 * oversellable otherwise (2-5 days); then always-available stock; then few left; else in stock.
 */
export function stockStatus(stock: Stock, quantity = 1, discontinued = false): StockStatus {
  if (stock.totalStock <= 0) return discontinued ? 'DISCONTINUED' : 'OUT_OF_STOCK';
  if (quantity > stock.totalStock) return 'OUT_OF_STOCK';
  if (stock.oversellable > 0 && quantity > stock.inStock)
    return stock.incoming ? 'ORDER_ITEM' : 'OVERSELLABLE';
  if (stock.static > 0 && quantity > stock.inStock) return 'STATIC';
  if (stock.inStock > 0 && stock.inStock < FEW_LEFT_BELOW) return 'FEW_LEFT';
  return 'IN_STOCK';
}

/** The statuses whose goods leave the warehouse at once ("delivered in 1-3 days"). */
const DELIVERS_NOW: ReadonlySet<StockStatus> = new Set(['IN_STOCK', 'FEW_LEFT', 'STATIC']);

/** Whether goods of this status are delivered now rather than ordered from a supplier or restocked. */
export function deliversNow(status: StockStatus): boolean {
  return DELIVERS_NOW.has(status);
}

/** The restock date to tell a shopper: only when nothing can be bought now and a date is known. */
export function expectedRestock(stock: Stock, status: StockStatus): string | null {
  return status === 'OUT_OF_STOCK' ? stock.incoming : null;
}

/** The most units of one SKU a cart line may hold, whatever the stock (the configured threshold). */
export const MAX_QUANTITY_PER_LINE = config.buying.maxQuantityPerLine;

/** How many units a cart line may hold: what all stock together covers, at most the threshold. */
export function maxQuantity(stock: Stock): number {
  return Math.max(0, Math.min(stock.totalStock, MAX_QUANTITY_PER_LINE));
}
