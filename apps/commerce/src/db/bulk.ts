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
  payload: string;
}

const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** A value in COPY's text format, as JSON gives it to json_populate_recordset. */
export function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  const text =
    typeof value === 'string'
      ? value
      : value instanceof Date
        ? value.toISOString()
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  return text.replace(/[\\\n\r\t]/g, (c) => COPY_ESCAPES[c] as string);
}

/**
 * Rows keyed by the table's property names, as for `db.insert()`, all naming the same ones, in
 * `format`; columns they leave out keep their defaults. Runs anywhere, a worker thread too.
 */
export function serializeRows(table: Table, rows: readonly object[], format: RowFormat): SerializedRows {
  const [first] = rows;
  const named = first ? Object.entries(getTableColumns(table)).filter(([key]) => key in first) : [];
  const valuesOf = (row: object) => named.map(([key]) => (row as Record<string, unknown>)[key]);
  return {
    columns: named.map(([, column]) => column.name),
    rows: rows.length,
    payload:
      format === 'copy'
        ? rows.map((row) => `${valuesOf(row).map(copyValue).join('\t')}\n`).join('')
        : JSON.stringify(
            rows.map((row) =>
              Object.fromEntries(
                named.map(([key, column]) => [column.name, (row as Record<string, unknown>)[key]]),
              ),
            ),
          ),
  };
}

/** Inserts serialized rows in one statement. */
export async function writeRows(db: Executor, table: Table, { columns, rows, payload }: SerializedRows) {
  if (rows === 0) return;
  const names = columns.map((name) => `"${name}"`).join(', ');
  const pglite = pgliteClient(db);
  if (pglite) {
    const blob = new Blob([payload]);
    await pglite.query(`copy "${getTableName(table)}" (${names}) from '/dev/blob'`, [], { blob });
  } else {
    const list = sql.raw(names);
    await db.execute(
      sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${payload}::json)`,
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
 * Runs `load` with the tables' secondary indexes and foreign keys set aside, then builds them
 * again from the definitions the database held (written by the migrations): building an index
 * over loaded rows and checking a foreign key in one join cost far less than keeping them up to
 * date row by row. Run it in a transaction, so a failed load leaves them as they were.
 */
export async function withIndexesBuiltAfter<T>(
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
        and c.conrelid::regclass::text in (${names})`,
  );
  for (const fk of foreignKeys)
    await db.execute(sql.raw(`alter table ${fk.table} drop constraint "${fk.name}"`));
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  const result = await load();
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  for (const fk of foreignKeys)
    await db.execute(sql.raw(`alter table ${fk.table} add constraint "${fk.name}" ${fk.definition}`));
  return result;
}
