export { type Stock, type StockRow, stockOf } from './stock.ts';
export {
  FEW_LEFT_BELOW,
  MAX_STOCK_QUERY_QUANTITY,
  STOCK_STATUSES,
  type StockStatus,
  stockStatus,
} from './stock-status.ts';
