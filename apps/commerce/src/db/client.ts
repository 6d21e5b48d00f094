import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Closes the pool or the embedded database; closing it again waits for the first close. */
  close(): Promise<void>;
}

/** PGlite and pg's pool both throw when closed twice. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closed: Promise<void> | undefined;
  return () => {
    closed ??= close();
    return closed;
  };
}

/** How alike a search word and a word of the product must be to count as a typo of it. */
const WORD_SIMILARITY_THRESHOLD = 0.4;
const WORD_SIMILARITY_SETTING = `set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens PostgreSQL when a URL is given, else embedded PGlite in `dataDir`, and applies migrations.
 * Opened lazily by the caller: one process owns a PGlite directory.
 */
export async function openDatabase(options: { url?: string; dataDir: string }): Promise<DatabaseHandle> {
  if (options.url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // A setting of the session from its start: a query sent on 'connect' raced the pool's first one.
    const pool = new Pool({
      connectionString: options.url,
      max: 10,
      options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`,
    });
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Database, kind: 'postgres', close: once(() => pool.end()) };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir, {
    extensions: { pg_trgm },
    // One process owns the database and nothing replicates from it: with the least write-ahead log,
    // rows written into a table emptied in the same transaction (the catalog's bulk load) skip it.
    startParams: [...PGlite.defaultStartParams, '-c', 'wal_level=minimal', '-c', 'max_wal_senders=0'],
  });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  await client.exec(WORD_SIMILARITY_SETTING);
  return { db: db as unknown as Database, kind: 'pglite', close: once(() => client.close()) };
}
