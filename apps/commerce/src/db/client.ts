import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockFolder } from './folder-lock.ts';
import * as schema from './schema.ts';
import { SyncedNodeFS, syncFolder } from './synced-fs.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What a `db.transaction()` callback is handed. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs `work` under the lock migrations take: what one instance at a time may do at its start. */
  startLock<T>(work: () => Promise<T>): Promise<T>;
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
 * The session-level advisory lock that migrations (and the first start's seed, see `startLock`)
 * run under: two instances starting at once on one database take turns.
 */
const START_LOCK = 0x73686f70; // 'shop'

export interface OpenOptions {
  /** PostgreSQL's URL; unset: embedded PGlite in `dataDir`. */
  url?: string;
  dataDir: string;
  /**
   * PGlite's writes reach the disk before a commit is answered (the default). Off (fsync off) only
   * for a database no one keeps: the tests' throwaway copies.
   */
  durable?: boolean;
}

/**
 * Opens PostgreSQL when a URL is given, else embedded PGlite in `dataDir`, and applies migrations.
 * Opened lazily by the caller: one process owns a PGlite directory (`lockFolder`).
 */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir, options.durable ?? true);
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // A setting of the session from its start: a query sent on 'connect' raced the pool's first one.
  const pool = new Pool({
    connectionString: url,
    max: 10,
    options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`,
  });
  const db = drizzle(pool, { schema });
  // The lock belongs to one connection; its end (release(true)) frees it, whatever the work did.
  const startLock = async <T>(work: () => Promise<T>) => {
    const session = await pool.connect();
    try {
      await session.query('select pg_advisory_lock($1)', [START_LOCK]);
      return await work();
    } finally {
      session.release(true);
    }
  };
  await startLock(() => migrate(db, { migrationsFolder }));
  return { db: db as unknown as Database, kind: 'postgres', startLock, close: once(() => pool.end()) };
}

async function openPglite(dataDir: string, durable: boolean): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  mkdirSync(dataDir, { recursive: true });
  const release = lockFolder(dataDir);
  try {
    const fresh = !existsSync(join(dataDir, 'PG_VERSION'));
    const client = await PGlite.create({
      dataDir,
      ...(durable ? { fs: new SyncedNodeFS(dataDir) } : {}),
      extensions: { pg_trgm, btree_gist },
      startParams: pgliteStartParams(PGlite.defaultStartParams, durable),
    });
    if (fresh && durable) syncFolder(dataDir);
    // One connection: the lock is only taken for the same statements as on PostgreSQL.
    const startLock = async <T>(work: () => Promise<T>) => {
      await client.query('select pg_advisory_lock($1)', [START_LOCK]);
      try {
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [START_LOCK]);
      }
    };
    const db = drizzle(client, { schema });
    await startLock(() => migrate(db, { migrationsFolder }));
    await client.exec(WORD_SIMILARITY_SETTING);
    const close = once(async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    });
    return { db: db as unknown as Database, kind: 'pglite', startLock, close };
  } catch (error) {
    release();
    throw error;
  }
}

/** How the database says it keeps a commit, as `fsync on, synchronous_commit on, wal_sync_method fsync`. */
export async function durabilityOf(db: Database): Promise<string> {
  const { rows } = (await db.execute(sql`
    select name, setting from pg_settings
    where name in ('fsync', 'synchronous_commit', 'wal_sync_method') order by name`)) as unknown as {
    rows: { name: string; setting: string }[];
  };
  return rows.map((row) => `${row.name} ${row.setting}`).join(', ');
}

/**
 * PGlite's start parameters. Its defaults turn fsync off (`-F`): kept only for a database that is
 * not durable. A durable one flushes its write-ahead log with fsync(), the call SyncedNodeFS makes
 * reach the disk (fdatasync, PostgreSQL's default on Linux, does nothing in PGlite).
 */
function pgliteStartParams(defaults: readonly string[], durable: boolean): string[] {
  return [
    ...defaults.filter((param) => durable === false || param !== '-F'),
    ...(durable ? ['-c', 'wal_sync_method=fsync'] : []),
    // One process owns the database and nothing replicates from it: with the least write-ahead log,
    // rows written into a table emptied in the same transaction (the catalog's bulk load) skip it.
    '-c',
    'wal_level=minimal',
    '-c',
    'max_wal_senders=0',
  ];
}
