import type { Permission } from '#src/modules/staff/index.ts';
import { CUSTOMER_DESK } from '../customer-desk-client.ts';

/**
 * The customer desk's rows of the permission matrix. Changes name a customer no account has, so
 * that a role allowed through meets CUSTOMER_NOT_FOUND and nothing changes, while a refused role
 * meets FORBIDDEN first.
 */
const NOBODY = 2_000_000_000;

export const rows: {
  operation: string;
  document: string;
  variables: Record<string, unknown>;
  allowed: Permission;
}[] = [
  {
    operation: 'customers',
    document: CUSTOMER_DESK.customers,
    variables: { first: 1 },
    allowed: 'customers.read',
  },
  {
    operation: 'customer',
    document: CUSTOMER_DESK.customer,
    variables: { id: NOBODY },
    allowed: 'customers.read',
  },
  {
    operation: 'addCustomerNote',
    document: CUSTOMER_DESK.addNote,
    variables: { customerId: NOBODY, body: 'En anteckning' },
    allowed: 'customers.notes',
  },
  {
    operation: 'blockInvoiceCredit',
    document: CUSTOMER_DESK.block,
    variables: { customerId: NOBODY, reason: 'Obetalt' },
    allowed: 'customers.write',
  },
  {
    operation: 'unblockInvoiceCredit',
    document: CUSTOMER_DESK.unblock,
    variables: { customerId: NOBODY, reason: 'Betalt' },
    allowed: 'customers.write',
  },
  {
    operation: 'startImpersonation',
    document: CUSTOMER_DESK.impersonate,
    variables: { customerId: NOBODY },
    allowed: 'customers.impersonate',
  },
  {
    operation: 'exportCustomerData',
    document: CUSTOMER_DESK.exportData,
    variables: { customerId: NOBODY },
    allowed: 'customers.erase',
  },
  {
    operation: 'eraseCustomer',
    document: CUSTOMER_DESK.erase,
    variables: { customerId: NOBODY, confirmEmail: 'ingen@example.se' },
    allowed: 'customers.erase',
  },
];
