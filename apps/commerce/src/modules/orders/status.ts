import type { OrderStatus } from '#src/db/schema.ts';

/** What shoppers are told of an order (spec section 4): four states, each holding some of the platform's. */
export const SHOPPER_STATUSES = ['RECEIVED', 'PROCESSING', 'CANCELLED', 'COMPLETED'] as const;
export type ShopperStatus = (typeof SHOPPER_STATUSES)[number];

const SHOPPER_STATUS: Record<OrderStatus, ShopperStatus> = {
  pending: 'RECEIVED',
  'pending-payment': 'RECEIVED',
  backorder: 'RECEIVED',
  partial: 'PROCESSING',
  inactive: 'PROCESSING',
  'on-hold': 'PROCESSING',
  cancelled: 'CANCELLED',
  'out-of-stock': 'CANCELLED',
  completed: 'COMPLETED',
  refunded: 'COMPLETED',
};

export const shopperStatusOf = (status: OrderStatus): ShopperStatus => SHOPPER_STATUS[status];

/** "In progress" lists received and processing orders; "history" the cancelled and completed. */
export const isInProgress = (status: OrderStatus) =>
  ['RECEIVED', 'PROCESSING'].includes(shopperStatusOf(status));
