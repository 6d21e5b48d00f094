import { type AnyColumn, and, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { products } from '#src/db/schema.ts';

export const PRODUCT_SORT_FIELDS = ['NAME', 'CREATED'] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];
export interface ProductSort {
  field: ProductSortField;
  descending: boolean;
}

/** A product's place in a sort order: its sort value as the database has it, and its id. */
export interface Placed {
  id: number;
  value: string | Date;
}

/**
 * Each sort's value: the Swedish name in lower case (`name_key`) or the time the product was
 * made, the id breaking ties, so that every order is total and a cursor names one place in it.
 * Both are on the product's own row, beside its category, brand and published flag, so a filtered
 * page walks one index of products in its order (migration 0041).
 */
const sortValue = (field: ProductSortField) => (field === 'NAME' ? products.nameKey : products.createdAt);

export function cursorOf(field: ProductSortField, place: Placed): string {
  const value = place.value instanceof Date ? place.value.toISOString() : place.value;
  return Buffer.from(JSON.stringify([field, value, place.id])).toString('base64url');
}

/** The place a cursor names, or null when it is not a cursor of this sort. */
export function readProductCursor(field: ProductSortField, cursor: string): Placed | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    if (!Array.isArray(parsed) || parsed.length !== 3 || parsed[0] !== field) return null;
    const [, value, id] = parsed as [string, unknown, unknown];
    if (!Number.isSafeInteger(id) || typeof value !== 'string' || value.length > 500) return null;
    if (field !== 'CREATED') return { value, id: id as number };
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : { value: date, id: id as number };
  } catch {
    return null;
  }
}

export interface OrderRequest {
  /**
   * The streams merged into the order, each a condition of its own: one per category of a
   * category's tree, whose index (category, sort value) reads it in order; [undefined] for one.
   */
  streams: (SQL | undefined)[];
  where: (SQL | undefined)[];
  sort: ProductSort;
  after: Placed | null;
  limit: number;
  /** Whether a product is one the page wants (a common word searched); absent: every one. */
  matched?: SQL;
}

/** The condition of coming after `after` in the order, on the columns given. */
function beyondOf(sort: ProductSort, after: Placed | null, value: SQL | AnyColumn, id: SQL | AnyColumn) {
  if (!after) return undefined;
  // A time goes as ISO text: a driver may write a Date otherwise.
  const afterValue =
    after.value instanceof Date ? sql`${after.value.toISOString()}::timestamptz` : sql`${after.value}`;
  return sort.descending
    ? sql`(${value}, ${id}) < (${afterValue}, ${after.id})`
    : sql`(${value}, ${id}) > (${afterValue}, ${after.id})`;
}

/** The query of products in the sort order after `after`, `limit` of them, each with `matched`. */
function orderedQuery(request: OrderRequest) {
  const value = sortValue(request.sort.field);
  const direction = sql.raw(request.sort.descending ? 'desc' : 'asc');
  const beyond = beyondOf(request.sort, request.after, value, products.id);
  const matched = request.matched ?? sql`true`;
  const one = (stream: SQL | undefined) =>
    sql`(select ${products.id} as id, ${value} as value, ${matched} as matched from ${products}
      where ${and(stream, ...request.where, beyond) ?? sql`true`}
      order by ${value} ${direction}, ${products.id} ${direction} limit ${request.limit})`;
  const streams = request.streams.length > 0 ? request.streams : [undefined];
  const query =
    streams.length === 1
      ? one(streams[0])
      : sql`(select * from (${sql.join(streams.map(one), sql` union all `)}) as merged
          order by value ${direction}, id ${direction} limit ${request.limit})`;
  return { query, direction };
}

type Row = { id: number; value: string | Date; matched: boolean; n?: number };

const placeOf = (field: ProductSortField, row: Row) => ({
  id: Number(row.id),
  value: field === 'CREATED' ? new Date(row.value) : String(row.value),
  matched: Boolean(row.matched),
});

/**
 * Products in the sort order after `after`, `limit` of them, each with `matched`. Each stream is
 * read in order from its own index up to `limit`, and the streams are merged by the database, so
 * that a category with those below it costs a few short index reads, not a sort of its products.
 */
export async function placesInOrder(
  db: Database,
  request: OrderRequest,
): Promise<(Placed & { matched: boolean })[]> {
  // Both drivers (PGlite, node-postgres) answer raw SQL with { rows }.
  const { rows } = (await db.execute(orderedQuery(request).query)) as unknown as { rows: Row[] };
  return rows.map((row) => placeOf(request.sort.field, row));
}

/**
 * One chunk of a walk: of the next `limit` products in the order, those `matched` (at most
 * `want`), and the chunk's last product when it is full, where the walk goes on. Only those rows
 * leave the database: a chunk of 2,000 sent whole cost more than reading it.
 */
async function walkChunk(db: Database, request: OrderRequest & { want: number }) {
  const { query, direction } = orderedQuery(request);
  const { rows } = (await db.execute(sql`with chunk as (
      select id, value, matched, row_number() over (order by value ${direction}, id ${direction}) as n
      from ${query} as ordered)
    (select id, value, matched, n from chunk where matched order by n limit ${request.want})
    union all (select id, value, false, n from chunk where n = ${request.limit})`)) as unknown as {
    rows: Row[];
  };
  const ordered = [...rows].sort((a, b) => Number(a.n) - Number(b.n));
  const last = ordered.find((row) => Number(row.n) === request.limit && !row.matched);
  return {
    matched: ordered.filter((row) => row.matched).map((row) => placeOf(request.sort.field, row)),
    last: last ? placeOf(request.sort.field, last) : null,
  };
}

/** Rows one page's walk reads at a time (a quarter of it first), and at most in all (tests make them small). */
export interface WalkSteps {
  chunk: number;
  max: number;
}
export const WALK: WalkSteps = { chunk: 2000, max: 20_000 };

/**
 * The first `want` products after `after` for which `matched` holds, found by walking the order a
 * chunk at a time: for a word many products' names hold, which no index finds in the list's
 * order. A walk that reads `max` rows stops there: `last` is where it stopped, and a next page
 * continues from it.
 */
export async function walkOrder(
  db: Database,
  request: Omit<OrderRequest, 'limit'> & { matched: SQL; want: number; walk?: WalkSteps | undefined },
): Promise<{ found: Placed[]; ended: boolean; last: Placed | null }> {
  const { chunk: full, max } = request.walk ?? WALK;
  const found: Placed[] = [];
  let after = request.after;
  // A quarter chunk first, doubling: a common word fills a page from the first few hundred.
  let size = Math.max(1, Math.floor(full / 4));
  for (let walked = 0; walked < max; walked += size, size = Math.min(size * 2, full * 2)) {
    const chunk = await walkChunk(db, { ...request, after, limit: size, want: request.want - found.length });
    found.push(...chunk.matched);
    if (found.length >= request.want) return { found, ended: false, last: found.at(-1) ?? null };
    if (!chunk.last) return { found, ended: true, last: null };
    after = chunk.last;
  }
  return { found, ended: false, last: after };
}

/**
 * The page after `after` among the products meeting `where`, when at most `most` do: all of them
 * read at once (a search's bitmap of a few thousand) and sorted, which no walk of the order beats
 * when the names found cluster in it. Null when more meet it: then the order is walked.
 */
export async function sortedFew(
  db: Database,
  request: {
    where: (SQL | undefined)[];
    sort: ProductSort;
    after: Placed | null;
    first: number;
    most: number;
  },
): Promise<{ places: Placed[]; total: number } | null> {
  const value = sortValue(request.sort.field);
  const direction = sql.raw(request.sort.descending ? 'desc' : 'asc');
  const beyond = beyondOf(request.sort, request.after, sql.raw('value'), sql.raw('id'));
  const { rows } = (await db.execute(sql`with found as materialized (
      select ${products.id} as id, ${value} as value from ${products}
      where ${and(...request.where) ?? sql`true`} limit ${request.most + 1}),
    page as (select id, value, row_number() over (order by value ${direction}, id ${direction}) as n
      from (select id, value from found where ${beyond ?? sql`true`}
        order by value ${direction}, id ${direction} limit ${request.first}) as shown)
    select (select count(*) from found)::int as total, page.id, page.value, page.n
    from (select 1) as one left join page on true`)) as unknown as {
    rows: { total: number; id: number | null; value: string | Date | null; n: number | null }[];
  };
  const total = Number(rows[0]?.total ?? 0);
  if (total > request.most) return null;
  const places = rows
    .filter((row) => row.id !== null)
    .sort((a, b) => Number(a.n) - Number(b.n))
    .map((row) => placeOf(request.sort.field, { id: Number(row.id), value: row.value ?? '', matched: true }));
  return { places, total };
}
