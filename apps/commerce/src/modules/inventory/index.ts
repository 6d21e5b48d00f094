export { LOW_STOCK } from './low-stock.ts';
export { type Stock, stockOf } from './stock.ts';
export {
  deliversNow,
  expectedRestock,
  MAX_QUANTITY_PER_LINE,
  MAX_STOCK_QUERY_QUANTITY,
  maxQuantity,
  STOCK_STATUSES,
  stockStatus,
} from './stock-status.ts';
