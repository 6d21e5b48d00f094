export { proxyOrderDocument } from './document-proxy.server';
export { OrderPage, orderMetadata } from './order-page';
export { OrdersPage, ordersMetadata } from './orders-page';
