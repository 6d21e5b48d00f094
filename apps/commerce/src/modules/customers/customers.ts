import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { customerBalances, customers } from '#src/db/schema.ts';
import type { Address } from '#src/graphql/address.ts';

export type CustomerRow = typeof customers.$inferSelect;

/** What updateUser may change; a field left out stays as it is. */
export interface CustomerPatch {
  address?: Address;
  gender?: CustomerRow['gender'];
  newsletter?: boolean;
  personalId?: string;
  customerType?: CustomerRow['customerType'];
  metaData?: string;
}

export interface Balance {
  currency: string;
  /** Minor units. */
  amount: number;
}

export async function customerById(db: Database, id: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

/** The id of the account with this email (trimmed and in lower case, as the email argument gives it). */
export async function customerIdByEmail(db: Database, email: string): Promise<number | null> {
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, email));
  return row?.id ?? null;
}

/**
 * The name a customer's reviews are shown with: the first name and the last name's initial
 * ("Anna A."), so that a shopper is recognisable without their whole name in public; empty when the
 * account has no first name.
 */
export function reviewerName(row: Pick<CustomerRow, 'address'>): string {
  const first = row.address.firstName?.trim() ?? '';
  const initial = [...(row.address.lastName?.trim() ?? '')][0];
  if (!first) return '';
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/** The customer's balances, one per currency they hold money in. */
export async function balancesOf(db: Database, customerId: number): Promise<Balance[]> {
  return db
    .select({ currency: customerBalances.currencyCode, amount: customerBalances.amount })
    .from(customerBalances)
    .where(eq(customerBalances.customerId, customerId))
    .orderBy(customerBalances.currencyCode);
}

/**
 * Applies a checked patch; address lines are merged into the stored ones. The language is the
 * request's: mails go out in the language the customer last used the shop in.
 */
export async function updateCustomer(
  db: Database,
  current: CustomerRow,
  patch: CustomerPatch,
  languageCode: string,
  now: number,
): Promise<CustomerRow> {
  const [row] = await db
    .update(customers)
    .set({
      ...patch,
      address: patch.address ? { ...current.address, ...patch.address } : current.address,
      languageCode,
      updatedAt: new Date(now),
    })
    .where(eq(customers.id, current.id))
    .returning();
  return row ?? current;
}

/** Deletes the account with its sessions, balances and reset keys (they reference it with cascade). */
export async function deleteCustomer(db: Database, id: number): Promise<boolean> {
  const deleted = await db.delete(customers).where(eq(customers.id, id)).returning({ id: customers.id });
  return deleted.length === 1;
}

/** The most a balance may hold (minor units): well inside the column's integer range. */
export const MAX_BALANCE = 1_000_000_000;

/**
 * Adds `amount` (minor units, negative to take) to the balance in `currency` of the customer with
 * this email (trimmed and in lower case, as the API's email argument gives it), in one statement so
 * that concurrent changes add up. Answers the new balance; null when no account has the email or the
 * balance would go below zero or above MAX_BALANCE (nothing changes then).
 */
export async function adjustBalance(
  db: Database,
  email: string,
  currency: string,
  amount: number,
): Promise<number | null> {
  const customerId = await customerIdByEmail(db, email);
  if (customerId === null) return null;
  const changed =
    amount >= 0
      ? await db
          .insert(customerBalances)
          .values({ customerId, currencyCode: currency, amount })
          .onConflictDoUpdate({
            target: [customerBalances.customerId, customerBalances.currencyCode],
            set: { amount: sql`${customerBalances.amount} + ${amount}` },
            setWhere: sql`${customerBalances.amount} + ${amount} <= ${MAX_BALANCE}`,
          })
          .returning({ amount: customerBalances.amount })
      : await db
          .update(customerBalances)
          .set({ amount: sql`${customerBalances.amount} + ${amount}` })
          .where(
            and(
              eq(customerBalances.customerId, customerId),
              eq(customerBalances.currencyCode, currency),
              gte(customerBalances.amount, -amount),
            ),
          )
          .returning({ amount: customerBalances.amount });
  return changed[0]?.amount ?? null;
}
