import { getTableColumns, getTableName, sql, type Table } from 'drizzle-orm';
import type { Database } from './client.ts';

type Executor = Pick<Database, 'execute'>;

/**
 * Inserts many rows in one statement: the rows travel as one JSON parameter, which the server
 * unpacks into the table's own column types, so a batch is not bound by PostgreSQL's 65,535 bind
 * parameters and the statement stays short. Rows are keyed by the table's property names, as for
 * `db.insert()`, and all name the same ones; columns they leave out keep their defaults.
 */
export async function insertRows(db: Executor, table: Table, rows: readonly object[]) {
  const [first] = rows;
  if (!first) return;
  const named = Object.entries(getTableColumns(table)).filter(([key]) => key in first);
  const columns = sql.raw(named.map(([, column]) => `"${column.name}"`).join(', '));
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(named.map(([key, column]) => [column.name, (row as Record<string, unknown>)[key]])),
    ),
  );
  await db.execute(
    sql`insert into ${table} (${columns}) select ${columns} from json_populate_recordset(null::${table}, ${json}::json)`,
  );
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
