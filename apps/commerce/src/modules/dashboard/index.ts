// The back office's start page: sales per market, orders waiting per stage, SKUs low in stock.
export { lowStock } from './low-stock.ts';
export { type DashboardMarket, salesPerMarket } from './market-sales.ts';
export { waitingOrders } from './waiting-orders.ts';
