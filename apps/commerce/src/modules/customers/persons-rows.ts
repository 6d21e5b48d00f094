import { type Column, eq, inArray, or, sql } from 'drizzle-orm';
import { checkouts, contactSubmissions, orders } from '#src/db/schema.ts';
import type { CustomerRow } from './customers.ts';

// Where the shop holds a person beyond their account, found by what identifies them. Export and
// erasure read the same rows, so that what is erased is what was exported.

/** Guests type their email as they like; accounts keep it trimmed and lower-cased. */
const sameEmail = (column: Column, email: string) => sql`lower(trim(${column})) = ${email}`;

/** Orders placed signed in, or as a guest with their email, or under an invoice key of theirs (their number). */
export function personsOrders(customer: Pick<CustomerRow, 'id' | 'email'>, invoiceKeys: string[]) {
  return or(
    eq(orders.customerId, customer.id),
    sameEmail(orders.email, customer.email),
    invoiceKeys.length > 0 ? inArray(orders.customerKey, invoiceKeys) : undefined,
  );
}

/** Checkouts they filled in, signed in or with their email. */
export const personsCheckouts = (customer: Pick<CustomerRow, 'id' | 'email'>) =>
  or(eq(checkouts.writerCustomerId, customer.id), sameEmail(checkouts.email, customer.email));

export const personsContactSubmissions = (email: string) => sameEmail(contactSubmissions.email, email);
