import { eq, inArray, or } from 'drizzle-orm';
import { invoiceCustomers, markets, orders } from '#src/db/schema.ts';
import { customerKeyOf } from '#src/modules/checkout/index.ts';
import type { Reader } from './admin-search.ts';
import type { CustomerRow } from './customers.ts';

/**
 * The keys the dealer's invoice knows this customer by (see checkout/customer.ts): the keys their
 * orders were placed under, and the key their account's number (or email, where a market asks for
 * no number) gives in every country the shop sells to, so that a block holds for an order they have
 * not placed yet, in any market.
 */
export async function invoiceKeysOf(
  db: Reader,
  customer: Pick<CustomerRow, 'id' | 'email' | 'customerType' | 'personalId'>,
): Promise<string[]> {
  const [placed, countries] = await Promise.all([
    db
      .selectDistinct({ key: orders.customerKey })
      .from(orders)
      .where(or(eq(orders.customerId, customer.id), eq(orders.email, customer.email))),
    db.selectDistinct({ code: markets.countryCode }).from(markets),
  ]);
  const facts = {
    customerType: customer.customerType,
    identityNumber: customer.personalId || null,
    email: customer.email,
  };
  const own = countries.map(({ code }) => customerKeyOf(facts, code));
  return [...new Set([...placed.map((row) => row.key), ...own])]
    .filter((key): key is string => key !== null)
    .sort();
}

export interface InvoiceCredit {
  blocked: boolean;
  /** Why it was blocked, as staff wrote it; null when not blocked. */
  reason: string | null;
  /** A credit limit of the customer's own (minor units), the lowest of their keys; null: the market's. */
  creditLimit: number | null;
}

/** Whether the invoice refuses the customer: blocked when any of their keys is. */
export async function invoiceCreditOf(db: Reader, keys: string[]): Promise<InvoiceCredit> {
  if (keys.length === 0) return { blocked: false, reason: null, creditLimit: null };
  const rows = await db.select().from(invoiceCustomers).where(inArray(invoiceCustomers.customerKey, keys));
  const blocked = rows.find((row) => row.blocked);
  const limits = rows.map((row) => row.creditLimit).filter((limit) => limit !== null);
  return {
    blocked: blocked !== undefined,
    reason: blocked ? (blocked.note ?? '') : null,
    creditLimit: limits.length > 0 ? Math.min(...limits) : null,
  };
}

/** Blocks (or unblocks) every key of the customer, with the reason as the key's note. */
export async function setInvoiceBlock(db: Reader, keys: string[], blocked: boolean, reason: string) {
  for (const customerKey of keys) {
    await db
      .insert(invoiceCustomers)
      .values({ customerKey, blocked, note: reason })
      .onConflictDoUpdate({ target: invoiceCustomers.customerKey, set: { blocked, note: reason } });
  }
}

/** The keys' rows go with the person: a key holds their number or their email. */
export async function forgetInvoiceKeys(db: Reader, keys: string[]) {
  if (keys.length === 0) return 0;
  const gone = await db
    .delete(invoiceCustomers)
    .where(inArray(invoiceCustomers.customerKey, keys))
    .returning({ key: invoiceCustomers.customerKey });
  return gone.length;
}
