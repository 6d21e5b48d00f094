import { getTableColumns, getTableName, sql, type Table } from 'drizzle-orm';
import type { Database } from './client.ts';

type Executor = Pick<Database, 'execute'>;

/** The connection under a drizzle database or transaction, when it is PGlite's (it has `exec`). */
interface BlobClient {
  exec(query: string): Promise<unknown>;
  query(query: string, params: unknown[], options: { blob: Blob }): Promise<unknown>;
}
function pgliteClient(db: Executor): BlobClient | undefined {
  const client = (db as unknown as { session?: { client?: object } }).session?.client;
  return client && 'exec' in client ? (client as BlobClient) : undefined;
}

/**
 * How rows travel to the database. PGlite takes them by COPY from a blob (`/dev/blob`), several
 * times faster than parsing JSON on its one thread. PostgreSQL takes them as one JSON parameter,
 * which it unpacks into the table's own column types: a batch is not bound by the 65,535 bind
 * parameters, and no driver-specific COPY stream is needed.
 */
export type RowFormat = 'copy' | 'json';
export const rowFormatOf = (db: Executor): RowFormat => (pgliteClient(db) ? 'copy' : 'json');

/** A batch of one table's rows, ready to send: the columns they name and the COPY text or JSON. */
export interface SerializedRows {
  columns: string[];
  rows: number;
  /** COPY text or JSON; COPY text may come as its UTF-8 bytes (`encodedRows`). */
  payload: string | Uint8Array<ArrayBuffer>;
}

const utf8 = new TextEncoder();

/**
 * COPY rows as UTF-8 bytes, which a worker thread hands over without a copy (a transfer) and the
 * database's thread writes without encoding them itself.
 */
export function encodedRows(rows: SerializedRows): SerializedRows {
  return { ...rows, payload: typeof rows.payload === 'string' ? utf8.encode(rows.payload) : rows.payload };
}

const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const COPY_SPECIAL = /[\\\n\r\t]/;

/** A value in COPY's text format, as JSON gives it to json_populate_recordset. */
export function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text =
    typeof value === 'string'
      ? value
      : value instanceof Date
        ? value.toISOString()
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  // Most values hold nothing to escape; testing first spares building a copy of each.
  return COPY_SPECIAL.test(text) ? text.replace(/[\\\n\r\t]/g, (c) => COPY_ESCAPES[c] as string) : text;
}

/**
 * Rows keyed by the table's property names, as for `db.insert()`, all naming the same ones, in
 * `format`; columns they leave out keep their defaults. Runs anywhere, a worker thread too.
 */
export function serializeRows(
  table: Table,
  rows: readonly object[],
  format: RowFormat,
): SerializedRows & { payload: string } {
  const [first] = rows;
  const named = first ? Object.entries(getTableColumns(table)).filter(([key]) => key in first) : [];
  const keys = named.map(([key]) => key);
  const copyLine = (row: object) => {
    let line = '';
    for (const [i, key] of keys.entries())
      line += (i ? '\t' : '') + copyValue((row as Record<string, unknown>)[key]);
    return `${line}\n`;
  };
  return {
    columns: named.map(([, column]) => column.name),
    rows: rows.length,
    payload:
      format === 'copy'
        ? rows.map(copyLine).join('')
        : JSON.stringify(
            rows.map((row) =>
              Object.fromEntries(
                named.map(([key, column]) => [column.name, (row as Record<string, unknown>)[key]]),
              ),
            ),
          ),
  };
}

/** Inserts serialized rows in one statement; `frozen` only into a table `bulkLoad` emptied. */
export async function writeRows(
  db: Executor,
  table: Table,
  { columns, rows, payload }: SerializedRows,
  { frozen = false } = {},
) {
  if (rows === 0) return;
  const names = columns.map((name) => `"${name}"`).join(', ');
  const pglite = pgliteClient(db);
  if (pglite) {
    const blob = new Blob([payload]);
    const freeze = frozen ? ' with (freeze)' : '';
    await pglite.query(`copy "${getTableName(table)}" (${names}) from '/dev/blob'${freeze}`, [], { blob });
  } else {
    const list = sql.raw(names);
    await db.execute(
      sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${typeof payload === 'string' ? payload : new TextDecoder().decode(payload)}::json)`,
    );
  }
}

interface Definition {
  name: string;
  table: string;
  definition: string;
}

const rowsOf = async <T>(db: Executor, query: ReturnType<typeof sql>) =>
  // Both drivers (PGlite, node-postgres) answer raw SQL with { rows }.
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Empties the tables and runs `load` with their secondary indexes and the foreign keys from and to
 * them set aside, then builds those again from the definitions the database held (written by the
 * migrations): building an index over loaded rows and checking a foreign key in one join cost far
 * less than keeping them up to date row by row. Emptied in this transaction, the tables are
 * written without write-ahead log on PGlite (wal_level minimal), and take `writeRows(…, { frozen })`
 * (rows frozen as they go in: no hint bits to set later, little for vacuum). Run it in a transaction, so a
 * failed load leaves all as it was; a table referring to the emptied ones with rows of its own
 * fails the load rather than dangle.
 */
export async function bulkLoad<T>(
  db: Executor,
  tables: readonly Table[],
  load: () => Promise<T>,
): Promise<T> {
  const names = sql.join(
    tables.map((table) => sql`${getTableName(table)}`),
    sql`, `,
  );
  const indexes = await rowsOf<Definition>(
    db,
    sql`select i.indexname as name, i.tablename as table, i.indexdef as definition
      from pg_indexes i
      where i.schemaname = current_schema() and i.tablename in (${names})
        and not exists (select 1 from pg_constraint c
          where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`,
  );
  const foreignKeys = await rowsOf<Definition>(
    db,
    sql`select c.conname as name, c.conrelid::regclass::text as table,
        pg_get_constraintdef(c.oid) as definition
      from pg_constraint c
      where c.contype = 'f' and c.connamespace = current_schema()::regnamespace
        and (c.conrelid::regclass::text in (${names}) or c.confrelid::regclass::text in (${names}))`,
  );
  for (const fk of foreignKeys)
    await db.execute(sql.raw(`alter table ${fk.table} drop constraint "${fk.name}"`));
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  await db.execute(sql.raw(`truncate ${tables.map((table) => `"${getTableName(table)}"`).join(', ')}`));
  const result = await load();
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  for (const fk of foreignKeys)
    await db.execute(sql.raw(`alter table ${fk.table} add constraint "${fk.name}" ${fk.definition}`));
  return result;
}
