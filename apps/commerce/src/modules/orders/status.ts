import type { OrderStatus } from '#src/db/schema.ts';
import { platformStatusOf } from './stages.ts';
import type { OrderLineRow, OrderRow } from './store.ts';

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

/** The platform's status of an order, from its stage: backorder while placed with units the supplier delivers. */
export const orderStatusOf = (order: Pick<OrderRow, 'stage'>, lines: readonly OrderLineRow[]): OrderStatus =>
  platformStatusOf(
    order.stage,
    lines.some((line) => line.backorderedQuantity > 0),
  );
