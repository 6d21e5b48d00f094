// What other parts of the service use of orders; the GraphQL types are reached through ./graphql/index.ts.
export { fill, siteUrl } from './confirmation/confirmation-content.ts';
export { CONFIRMATION_TEXTS } from './confirmation/confirmation-texts.ts';
export { type ConfirmationOptions, createConfirmations } from './confirmation/confirmations.ts';
export { addOrderNote, changeOrderStage, creditOrder, creditWithin, lockedOrder } from './desk/index.ts';
export {
  listOrders,
  ORDER_LIST_LIMITS,
  type OrderFilter,
  type OrderListRow,
  type OrderSortField,
} from './desk/order-list.ts';
export { serveInvoice } from './invoice/http.ts';
export { invoiceFileName, renderInvoicePdf } from './invoice/invoice-pdf.ts';
export { invoiceLinkKey, maskedIdentityNumber } from './invoice/links.ts';
export { SELLER } from './invoice/seller.ts';
export { type LoadedOrder, loadOrder } from './order-cart.ts';
export { findOrderById } from './store.ts';

declare module '#src/graphql/context.ts' {
  interface RequestContext {
    /**
     * Told once of each order committed, never of a replayed placement: the confirmation sender
     * mails it now rather than at its next round, and the metrics count it.
     */
    orderPlaced(orderId: number): void;
  }
}
