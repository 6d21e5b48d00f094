export { type Stock, type StockRow, stockOf } from './stock.ts';
export { FEW_LEFT_BELOW, STOCK_STATUSES, type StockStatus, stockStatus } from './stock-status.ts';
