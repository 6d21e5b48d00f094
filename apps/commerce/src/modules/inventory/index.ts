export { changeSkuStock } from './sku-stock.ts';
export { type Stock, type StockRow, stockOf } from './stock.ts';
export {
  deliversNow,
  expectedRestock,
  FEW_LEFT_BELOW,
  MAX_QUANTITY_PER_LINE,
  MAX_STOCK_QUERY_QUANTITY,
  maxQuantity,
  STOCK_STATUSES,
  type StockStatus,
  stockStatus,
} from './stock-status.ts';
