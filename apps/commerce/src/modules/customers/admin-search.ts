import { and, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { type CustomerTypeName, customers, orders } from '#src/db/schema.ts';

export type Reader = Database | Transaction;

/** A line of the back office's customer list. */
export interface CustomerListItem {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  customerType: CustomerTypeName;
  personalId: string;
  phone: string;
  createdAt: Date;
  orderCount: number;
}

export interface CustomerPage {
  nodes: CustomerListItem[];
  totalCount: number;
  /** The cursor that continues after the last node; null on the last page. */
  endCursor: string | null;
}

export const CUSTOMER_LIST_LIMITS = { pageMax: 100, pageDefault: 25, searchMax: 200 } as const;

/** A page's cursor: the id of its last customer, so that a page holds still while customers register. */
export const cursorOf = (id: number) => Buffer.from(`customer:${id}`).toString('base64url');

/** The id a cursor continues after, or null for one this list did not make. */
export function cursorId(cursor: string): number | null {
  const match = /^customer:(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString());
  return match ? Number(match[1]) : null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const digitsOf = (column: SQL) => sql`regexp_replace(${column}, '[^0-9]', '', 'g')`;

/**
 * What a search matches: a part of the email, the name (first, last or both, in either order),
 * the company, or, for six digits and more, a part of the personal or organisation number or of a
 * phone number however it is written (dashes, spaces, a century before a personal number).
 */
export function customerSearch(search: string): SQL | undefined {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const name = sql`lower(concat_ws(' ', ${customers.email}, ${customers.address}->>'firstName', ${customers.address}->>'lastName', ${customers.address}->>'company'))`;
  const everyWord = and(...words.map((word) => sql`${name} like ${`%${escapeLike(word)}%`}`));
  const digits = search.replace(/\D/g, '');
  if (digits.length < 6) return everyWord;
  // A personal number may be stored without its century (YYMMDD-NNNC): 12 digits match by their last 10.
  const number = digits.length === 12 ? digits.slice(2) : digits;
  const like = `%${number}%`;
  return sql`(${everyWord} or ${digitsOf(sql`${customers.personalId}`)} like ${like}
    or ${digitsOf(sql`${customers.address}->>'mobile'`)} like ${`%${digits}%`}
    or ${digitsOf(sql`${customers.address}->>'phone'`)} like ${`%${digits}%`})`;
}

/** Customers matching a search, newest first, a page at a time. */
export async function searchCustomers(
  db: Reader,
  options: {
    search?: string | null;
    customerType?: CustomerTypeName | null;
    first: number;
    after?: number | null;
  },
): Promise<CustomerPage> {
  const where = and(
    customerSearch(options.search ?? ''),
    options.customerType ? eq(customers.customerType, options.customerType) : undefined,
  );
  const pageWhere = and(where, options.after ? lt(customers.id, options.after) : undefined);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: customers.id,
        email: customers.email,
        address: customers.address,
        customerType: customers.customerType,
        personalId: customers.personalId,
        createdAt: customers.createdAt,
        orderCount: sql<number>`(select count(*)::int from ${orders} where ${orders.customerId} = ${customers.id})`,
      })
      .from(customers)
      .where(pageWhere)
      .orderBy(desc(customers.id))
      .limit(options.first + 1),
    db.select({ total: sql<number>`count(*)::int` }).from(customers).where(where),
  ]);
  const page = rows.slice(0, options.first);
  const last = page.at(-1);
  return {
    nodes: page.map(({ address, ...row }) => ({
      ...row,
      firstName: address.firstName ?? '',
      lastName: address.lastName ?? '',
      company: address.company ?? '',
      phone: address.mobile || address.phone || '',
    })),
    totalCount: count?.total ?? 0,
    endCursor: rows.length > options.first && last ? cursorOf(last.id) : null,
  };
}
