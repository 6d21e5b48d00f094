import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase } from '#src/db/client.ts';
import { storeStaffApiKey } from '#src/modules/channels/index.ts';
import { CHANNEL_ID } from '#src/seed/reference-data.ts';
import { seedCatalog } from '#src/seed/seed.ts';
import { runDatabasePrefix, sibling } from './database-names.ts';
import { insertExampleCarts } from './example-carts.ts';
import { TEST_API_KEY, TEST_STAFF_API_KEY } from './keys.ts';

/** Where a test's database is: TEST_DATABASE_URL's server when `url` is set, else PGlite in `dataDir`. */
export interface DatabaseLocation {
  url: string | undefined;
  dataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's folder for PGlite templates and the prefix of its PostgreSQL databases. */
    databaseRun: { folder: string; prefix: string };
  }
}

let ownRun: { folder: string; prefix: string } | undefined;

/**
 * The run's names, from the global setup (a file run without it makes its own). Each worker keeps
 * templates of its own, so two never seed into the same one.
 */
function run() {
  ownRun ??= inject('databaseRun') ?? {
    folder: mkdtempSync(join(tmpdir(), 'commerce-test-run-')),
    prefix: '',
  };
  return { ...ownRun, worker: process.env.VITEST_POOL_ID ?? '0' };
}

async function onServer(url: string, statement: string) {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new, empty database: a PGlite folder, or a new database beside TEST_DATABASE_URL's. */
export async function emptyDatabase(): Promise<DatabaseLocation> {
  const url = process.env.TEST_DATABASE_URL || undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'commerce-test-'));
  if (!url) return { url, dataDir };
  const name = `${runDatabasePrefix(url, run().prefix)}${randomBytes(5).toString('hex')}`;
  await onServer(url, `create database ${name}`);
  return { url: sibling(url, name), dataDir };
}

/** Seeds what every API test starts from: the generated catalog, the staff key, the example carts. */
async function seedInto(location: DatabaseLocation, products: number) {
  const database = await openDatabase({ ...location, durable: false });
  try {
    await seedCatalog(database.db, { products, seed: 1, apiKey: TEST_API_KEY });
    await storeStaffApiKey(database.db, CHANNEL_ID, TEST_STAFF_API_KEY);
    await insertExampleCarts(database.db);
  } finally {
    await database.close();
  }
}

/** Runs `make` once per run and worker for `name`, its marker file saying it was done. */
async function once(name: string, make: () => Promise<void>) {
  const marker = join(run().folder, `${name}.ready`);
  if (existsSync(marker)) return;
  await make();
  writeFileSync(marker, '');
}

/**
 * The worker's database with every migration run and nothing else: each seeded template starts
 * from a copy of it, as migrating from nothing took most of a template's seeding.
 */
async function migratedTemplate(): Promise<DatabaseLocation> {
  const url = process.env.TEST_DATABASE_URL || undefined;
  const { folder, prefix, worker } = run();
  if (url) {
    const name = `${runDatabasePrefix(url, prefix)}migrated_w${worker}`;
    await once(name, async () => {
      await onServer(url, `create database ${name}`);
      await (await openDatabase({ url: sibling(url, name), dataDir: folder })).close();
    });
    return { url: sibling(url, name), dataDir: folder };
  }
  const dataDir = join(folder, `pglite-migrated-w${worker}`);
  await once(`pglite-migrated-w${worker}`, async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await (await openDatabase({ url, dataDir, durable: false })).close();
  });
  return { url, dataDir };
}

/**
 * A new database holding the seeded catalog of `products` products. It is copied from a template
 * seeded once per worker and size (a folder copy, or PostgreSQL's `create database ... template`),
 * itself a copy of the worker's migrated database: seeding took most of an API test file's start.
 */
export async function seededDatabase(products: number): Promise<DatabaseLocation> {
  const url = process.env.TEST_DATABASE_URL || undefined;
  const { folder, prefix, worker } = run();
  const dataDir = mkdtempSync(join(tmpdir(), 'commerce-test-'));
  const migrated = await migratedTemplate();
  if (url && migrated.url) {
    const template = `${runDatabasePrefix(url, prefix)}t${products}_w${worker}`;
    const migratedName = new URL(migrated.url).pathname.slice(1);
    await once(template, async () => {
      await onServer(url, `create database ${template} template ${migratedName}`);
      await seedInto({ url: sibling(url, template), dataDir }, products);
    });
    const name = `${runDatabasePrefix(url, prefix)}${randomBytes(5).toString('hex')}`;
    await onServer(url, `create database ${name} template ${template}`);
    return { url: sibling(url, name), dataDir };
  }
  const template = join(folder, `pglite-${products}-w${worker}`);
  await once(`pglite-${products}-w${worker}`, async () => {
    rmSync(template, { recursive: true, force: true });
    cpSync(migrated.dataDir, template, { recursive: true });
    await seedInto({ url, dataDir: template }, products);
  });
  cpSync(template, dataDir, { recursive: true });
  return { url, dataDir };
}

/**
 * Removes a test's database: its folder, and its PostgreSQL database if it has one. A database a
 * connection still holds (a pool closing, a process the test started) is left to the run's teardown:
 * ending that connection by force would fail its owner with an uncaught error.
 */
export async function dropDatabase(location: DatabaseLocation) {
  rmSync(location.dataDir, { recursive: true, force: true });
  const base = process.env.TEST_DATABASE_URL;
  if (base && location.url) {
    await onServer(base, `drop database if exists ${new URL(location.url).pathname.slice(1)}`).catch(
      () => {},
    );
  }
}
