import type { Permission } from '#src/modules/staff/index.ts';
import { ORDER_DESK } from '../order-desk-client.ts';

/**
 * The order desk's rows of the permission matrix. Changes name an order that does not exist, so a
 * role allowed through meets ORDER_NOT_FOUND and nothing changes, while a refused role meets
 * FORBIDDEN first.
 */
const NO_ORDER = 2_000_000_000;

export const rows: {
  operation: string;
  document: string;
  variables: Record<string, unknown>;
  allowed: Permission;
}[] = [
  {
    operation: 'orders',
    document: ORDER_DESK.orders,
    variables: { filter: { stages: ['PLACED'] }, first: 1 },
    allowed: 'orders.read',
  },
  { operation: 'order', document: ORDER_DESK.order, variables: { id: NO_ORDER }, allowed: 'orders.read' },
  {
    operation: 'changeOrderStatus',
    document: ORDER_DESK.changeStatus,
    variables: { orderId: NO_ORDER, to: 'CONFIRMED' },
    allowed: 'orders.write',
  },
  {
    operation: 'addOrderNote',
    document: ORDER_DESK.addNote,
    variables: { orderId: NO_ORDER, body: 'Ring kunden' },
    allowed: 'orders.write',
  },
  {
    operation: 'creditOrder',
    document: ORDER_DESK.credit,
    variables: { orderId: NO_ORDER, reason: 'Skadad vid leverans' },
    allowed: 'orders.write',
  },
];
