import { and, asc, count, desc, eq, gt, gte, inArray, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { type CustomerTypeName, markets, type OrderStage, orders } from '#src/db/schema.ts';
import type { OrderRow } from '../store.ts';

export const ORDER_SORT_FIELDS = ['DATE', 'TOTAL', 'NUMBER'] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];

/** `countCap`: the count of matching orders stops there (see listOrders). */
export const ORDER_LIST_LIMITS = { pageDefault: 50, pageMax: 200, searchMax: 100, countCap: 1000 } as const;

export interface OrderFilter {
  stages?: readonly OrderStage[] | null;
  /** Placed at or after. */
  from?: Date | null;
  /** Placed before. */
  to?: Date | null;
  /** The market's alias (se, fi, eu, ...). */
  market?: string | null;
  customerType?: CustomerTypeName | null;
  paymentType?: string | null;
  /** An order number, or words of the email, name, company or personal/organisation number. */
  search?: string | null;
}

export interface OrderListRequest {
  filter: OrderFilter;
  sort: { field: OrderSortField; descending: boolean };
  first: number;
  /** The cursor of the row the page starts after. */
  after: string | null;
}

/** One row of the order desk's list: what its columns show. */
const listColumns = {
  id: orders.id,
  createdAt: orders.createdAt,
  stage: orders.stage,
  marketId: orders.marketId,
  marketAlias: markets.alias,
  customerType: orders.customerType,
  email: orders.email,
  billingAddress: orders.billingAddress,
  identityNumber: orders.identityNumber,
  currencyCode: orders.currencyCode,
  orderValueIncVat: orders.orderValueIncVat,
  totalIncVat: orders.totalIncVat,
  creditedIncVat: orders.creditedIncVat,
  paymentType: orders.paymentType,
  trackingNumber: orders.trackingNumber,
};
export type OrderListRow = Pick<OrderRow, Exclude<keyof typeof listColumns, 'marketAlias'>> & {
  marketAlias: string;
};

export interface OrderPage {
  rows: OrderListRow[];
  /** How many orders match, up to ORDER_LIST_LIMITS.countCap. */
  totalCount: number;
  /** More orders match than totalCount says. */
  totalCountCapped: boolean;
  hasNextPage: boolean;
  endCursor: string | null;
}

/** The sort key of a row in the cursor: the sorted value and the id, so the order is total. */
const sortColumn = (field: OrderSortField) =>
  field === 'DATE' ? orders.createdAt : field === 'TOTAL' ? orders.orderValueIncVat : orders.id;

function cursorOf(field: OrderSortField, row: OrderListRow): string {
  const value =
    field === 'DATE' ? row.createdAt.toISOString() : field === 'TOTAL' ? row.orderValueIncVat : row.id;
  return Buffer.from(JSON.stringify([field, value, row.id])).toString('base64url');
}

/** The cursor's sort value and id, or null when it is not a cursor of this sort. */
export function readCursor(
  field: OrderSortField,
  cursor: string,
): { value: Date | number; id: number } | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    if (!Array.isArray(parsed) || parsed.length !== 3 || parsed[0] !== field) return null;
    const [, value, id] = parsed as [string, unknown, unknown];
    if (!Number.isSafeInteger(id)) return null;
    if (field === 'DATE') {
      const date = typeof value === 'string' ? new Date(value) : null;
      return date && !Number.isNaN(date.getTime()) ? { value: date, id: id as number } : null;
    }
    return Number.isSafeInteger(value) ? { value: value as number, id: id as number } : null;
  } catch {
    return null;
  }
}

/** LIKE's wildcards taken literally. */
const likeText = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The text search: a number of six digits or more (dashes and spaces allowed) is the start of a
 * personal or organisation number, or an order number; fewer digits an order number or part of
 * the text; a whole email address the order's email; otherwise every word must be in the email,
 * name, company or number (the trigram index on `search_text` finds them). Digits have few
 * distinct trigrams, so numbers go to their own prefix index instead.
 */
function searchCondition(search: string): SQL | undefined {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const trimmed = search.trim();
  const digits = trimmed.replace(/[\s-]/g, '');
  const orderNumber = /^\d{1,9}$/.test(digits) ? eq(orders.id, Number(digits)) : undefined;
  if (/^[\d\s-]+$/.test(trimmed) && digits.length >= 6)
    return or(like(orders.identityDigits, `${digits}%`), orderNumber);
  const inText = and(...words.map((word) => sql`${orders.searchText} like ${`%${likeText(word)}%`}`));
  if (/^\d+$/.test(trimmed)) return or(orderNumber, inText);
  // A whole email address is looked up by its own index: its trigrams (example.se, .com) are in most orders.
  if (words.length === 1 && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(trimmed))
    return eq(orders.email, trimmed.toLowerCase());
  return inText;
}

function conditionsOf(filter: OrderFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.stages && filter.stages.length > 0) conditions.push(inArray(orders.stage, [...filter.stages]));
  if (filter.from) conditions.push(gte(orders.createdAt, filter.from));
  if (filter.to) conditions.push(lt(orders.createdAt, filter.to));
  if (filter.market) {
    const market = sql`(select ${markets.id} from ${markets} where ${markets.alias} = ${filter.market})`;
    conditions.push(eq(orders.marketId, market));
  }
  if (filter.customerType) conditions.push(eq(orders.customerType, filter.customerType));
  if (filter.paymentType) conditions.push(eq(orders.paymentType, filter.paymentType));
  const search = filter.search ? searchCondition(filter.search) : undefined;
  if (search) conditions.push(search);
  return conditions;
}

/**
 * A page of the order desk's list (ADR 47): filtered, sorted by date, total or number (the id
 * breaking ties), `first` rows after the cursor, with how many match. The count stops at
 * `countCap` ("1,000+"): counting every one of 100,000 orders costs more than the page itself
 * and tells staff nothing a narrower filter would not.
 */
export async function listOrders(db: Database, request: OrderListRequest): Promise<OrderPage> {
  const conditions = conditionsOf(request.filter);
  const { field, descending } = request.sort;
  const column = sortColumn(field);
  const after = request.after ? readCursor(field, request.after) : null;
  const page = [...conditions];
  if (after) {
    const beyond = descending ? lt : gt;
    page.push(
      field === 'NUMBER'
        ? beyond(orders.id, after.id)
        : (or(beyond(column, after.value), and(eq(column, after.value), beyond(orders.id, after.id))) as SQL),
    );
  }
  const direction = descending ? desc : asc;
  const cap = ORDER_LIST_LIMITS.countCap;
  const counted = db
    .select({ one: sql`1` })
    .from(orders)
    .where(and(...conditions))
    .limit(cap + 1)
    .as('counted');
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(orders)
      .innerJoin(markets, eq(markets.id, orders.marketId))
      .where(and(...page))
      .orderBy(...(field === 'NUMBER' ? [direction(orders.id)] : [direction(column), direction(orders.id)]))
      .limit(request.first + 1),
    db.select({ n: count() }).from(counted),
  ]);
  const shown = rows.slice(0, request.first);
  const last = shown.at(-1);
  return {
    rows: shown,
    totalCount: Math.min(total?.n ?? 0, cap),
    totalCountCapped: (total?.n ?? 0) > cap,
    hasNextPage: rows.length > request.first,
    endCursor: last ? cursorOf(field, last) : null,
  };
}
