import { count, desc, eq, or } from 'drizzle-orm';
import {
  customerFavorites,
  customerNotes,
  customers,
  newsletterSubscribers,
  type OrderStage,
  orders,
  staffMembers,
} from '#src/db/schema.ts';
import type { Reader } from './admin-search.ts';
import { type Balance, balancesOf, type CustomerRow } from './customers.ts';
import { type InvoiceCredit, invoiceCreditOf, invoiceKeysOf } from './invoice-credit.ts';

/** How many of a customer's orders their page lists, newest first. */
export const PROFILE_ORDERS_SHOWN = 50;

export interface OrderSummary {
  id: number;
  createdAt: Date;
  stage: OrderStage;
  currencyCode: string;
  /** Items after discounts plus shipping (minor units). */
  orderValueIncVat: number;
  paymentType: string;
}

export interface CustomerNote {
  id: number;
  body: string;
  createdAt: Date;
  staffId: number;
  /** The member's name, or their email when they have none. */
  staffName: string;
}

export type NewsletterState = 'NONE' | 'PENDING' | 'CONFIRMED';

export interface CustomerProfile {
  customer: CustomerRow;
  balances: Balance[];
  favoritesCount: number;
  /** The subscription of the account's email (double opt-in), beside the account's own flag. */
  newsletterState: NewsletterState;
  orderCount: number;
  orders: OrderSummary[];
  notes: CustomerNote[];
  invoiceCredit: InvoiceCredit;
}

/** The notes on a customer, newest first, with who wrote them. */
export async function notesOf(db: Reader, customerId: number): Promise<CustomerNote[]> {
  const rows = await db
    .select({
      id: customerNotes.id,
      body: customerNotes.body,
      createdAt: customerNotes.createdAt,
      staffId: customerNotes.staffId,
      name: staffMembers.name,
      email: staffMembers.email,
    })
    .from(customerNotes)
    .innerJoin(staffMembers, eq(staffMembers.id, customerNotes.staffId))
    .where(eq(customerNotes.customerId, customerId))
    .orderBy(desc(customerNotes.createdAt), desc(customerNotes.id));
  return rows.map(({ name, email, ...note }) => ({ ...note, staffName: name || email }));
}

/** Everything the customer page shows; null for an id no account has. */
export async function customerProfile(db: Reader, id: number): Promise<CustomerProfile | null> {
  const [customer] = await db.select().from(customers).where(eq(customers.id, id));
  if (!customer) return null;
  const theirs = or(eq(orders.customerId, id), eq(orders.email, customer.email));
  const [balances, [favorites], [subscription], [ordered], orderRows, notes, keys] = await Promise.all([
    balancesOf(db, id),
    db.select({ n: count() }).from(customerFavorites).where(eq(customerFavorites.customerId, id)),
    db
      .select({ state: newsletterSubscribers.state })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, customer.email)),
    db.select({ n: count() }).from(orders).where(theirs),
    db
      .select({
        id: orders.id,
        createdAt: orders.createdAt,
        stage: orders.stage,
        currencyCode: orders.currencyCode,
        orderValueIncVat: orders.orderValueIncVat,
        paymentType: orders.paymentType,
      })
      .from(orders)
      .where(theirs)
      .orderBy(desc(orders.id))
      .limit(PROFILE_ORDERS_SHOWN),
    notesOf(db, id),
    invoiceKeysOf(db, customer),
  ]);
  return {
    customer,
    balances,
    favoritesCount: favorites?.n ?? 0,
    newsletterState: subscription ? (subscription.state === 'confirmed' ? 'CONFIRMED' : 'PENDING') : 'NONE',
    orderCount: ordered?.n ?? 0,
    orders: orderRows,
    notes,
    invoiceCredit: await invoiceCreditOf(db, keys),
  };
}
