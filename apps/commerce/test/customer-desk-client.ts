import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { auditLog, type CustomerAddress, customers } from '#src/db/schema.ts';
import { registerCustomer } from './auth-client.ts';
import { personnummerOf } from './personnummer.ts';
import { adminGraphql } from './staff-client.ts';

/** The customer desk's operations on /admin/graphql, as the admin app sends them. */
export const CUSTOMER_DESK = {
  customers: `query ($search: String, $customerType: CustomerKind, $first: Int, $after: String) {
    customers(search: $search, customerType: $customerType, first: $first, after: $after) {
      totalCount endCursor hasNextPage
      nodes { id email firstName lastName company customerType personalId phone orderCount }
    } }`,
  customer: `query ($id: Int!) { customer(id: $id) {
    id email customerType personalId languageCode newsletter newsletterState favoritesCount orderCount
    address { firstName lastName mobile }
    balances { currency amount amountFormatted }
    orders { id stage currencyCode orderValueIncVat orderValueFormatted }
    notes { id body staffName }
    invoiceCredit { blocked reason creditLimit }
  } }`,
  addNote: `mutation ($customerId: Int!, $body: String!) {
    addCustomerNote(customerId: $customerId, body: $body) { id body staffName } }`,
  block: `mutation ($customerId: Int!, $reason: String!) {
    blockInvoiceCredit(customerId: $customerId, reason: $reason) { blocked reason } }`,
  unblock: `mutation ($customerId: Int!, $reason: String!) {
    unblockInvoiceCredit(customerId: $customerId, reason: $reason) { blocked reason } }`,
  impersonate: `mutation ($customerId: Int!) { startImpersonation(customerId: $customerId) { url expiresAt } }`,
  exportData: `mutation ($customerId: Int!) { exportCustomerData(customerId: $customerId) { fileName json } }`,
  erase: `mutation ($customerId: Int!, $confirmEmail: String!) {
    eraseCustomer(customerId: $customerId, confirmEmail: $confirmEmail) {
      ordersAnonymised reviewsAnonymised checkoutsCleared mailsRedacted contactSubmissionsDeleted
      newsletterDeleted notifyMeDeleted invoiceKeysDeleted
    } }`,
} as const;

/** A desk call as a member: the answer's data, or its first error's code and message. */
export function deskClient(base: () => string, token: () => string) {
  // biome-ignore lint/suspicious/noExplicitAny: answers are untyped JSON; each test reads the fields it knows
  return async <T = any>(document: string, variables: Record<string, unknown> = {}) => {
    const answer = await adminGraphql<Record<string, T>>(base(), document, variables, { token: token() });
    const error = answer.body.errors?.[0];
    return {
      status: answer.status,
      data: answer.body.data ? (Object.values(answer.body.data)[0] as T) : null,
      code: error?.extensions?.code as string | undefined,
      message: error?.message,
    };
  };
}

let nextPerson = 0;

/**
 * A registered customer with a name, a personal number and a mobile of their own (names no seed
 * or other test has, so that a search for them finds them alone).
 */
export async function namedCustomer(db: Database, base: string, surname = 'Zetterqvist') {
  const n = nextPerson++;
  const account = await registerCustomer(base);
  const personalId = personnummerOf(4000 + n * 7, { firstBorn: '1971-03-02', century: true });
  const address = {
    firstName: `Gunvor${'abcdefghij'[n % 10]}`,
    lastName: `${surname}${n}`,
    addressLine1: `Rönnvägen ${n + 3}`,
    zip: '432 91',
    city: 'Varberg',
    country: 'SE',
    mobile: `070-555 ${String(1000 + n).slice(-4, -2)} ${String(1000 + n).slice(-2)}`,
  } satisfies Partial<CustomerAddress>;
  const [row] = await db
    .update(customers)
    .set({ personalId, address })
    .where(eq(customers.email, account.username))
    .returning();
  if (!row) throw new Error('No customer');
  return { ...account, id: row.id, personalId, address };
}

/** The audit rows about a customer, newest first. */
export const auditOf = (db: Database, customerId: number, action?: string) =>
  db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, 'customer'),
        eq(auditLog.entityId, String(customerId)),
        action ? eq(auditLog.action, action) : undefined,
      ),
    )
    .orderBy(desc(auditLog.id));
