import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, openDatabase } from '#src/db/client.ts';
import { storeStaffApiKey } from '#src/modules/channels/index.ts';
import { createLogger } from '#src/observability/logger.ts';
import { CHANNEL_ID } from '#src/seed/reference-data.ts';
import { seedCatalog } from '#src/seed/seed.ts';
import { type CommerceServerOptions, createCommerceServer } from '#src/server.ts';
import { insertExampleCarts } from './example-carts.ts';
import { nextShopperAddress } from './shopper-address.ts';

export const TEST_API_KEY = 'test-key';
/** May change prices and stock; TEST_API_KEY, a storefront's key, may not. */
export const TEST_STAFF_API_KEY = 'test-staff-key';

export interface TestApi {
  url: string;
  database: DatabaseHandle;
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{
    status: number;
    body: { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
  }>;
  /** Where its database is: TEST_DATABASE_URL's PostgreSQL, else PGlite in `dataDir`. */
  location: { url: string | undefined; dataDir: string };
  /** Stops the service and closes its database, which another process may then open. */
  stop(): Promise<void>;
  /** Opens the database again and starts the service on it, as a new process would. */
  start(): Promise<void>;
  /** Stops the service and starts it again on the same database, as a restart of the process would. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** Empties the PostgreSQL database named by TEST_DATABASE_URL, so each suite starts fresh. */
async function resetPostgres(url: string) {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  await client.query(
    'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;',
  );
  await client.end();
}

/** Where a fresh database is: PGlite in a new temporary directory, or TEST_DATABASE_URL's, emptied. */
export async function freshDatabase(): Promise<{ url: string | undefined; dataDir: string }> {
  const url = process.env.TEST_DATABASE_URL || undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'commerce-test-'));
  if (url) await resetPostgres(url);
  return { url, dataDir };
}

/**
 * Starts the real commerce service on a fresh database (PGlite in a temporary directory, or the
 * PostgreSQL of TEST_DATABASE_URL) seeded with a small generated catalog and the example carts the
 * platform documents' variables name.
 */
export async function startTestApi(
  options: { products?: number; server?: CommerceServerOptions } = {},
): Promise<TestApi> {
  const { url, dataDir } = await freshDatabase();
  let database = await openDatabase({ url, dataDir });
  await seedCatalog(database.db, { products: options.products ?? 240, seed: 1, apiKey: TEST_API_KEY });
  await storeStaffApiKey(database.db, CHANNEL_ID, TEST_STAFF_API_KEY);
  await insertExampleCarts(database.db);
  // Quiet unless LOG_LEVEL asks for the service's lines (say, error while a test fails with a 500).
  const serverOptions = { logger: createLogger(process.env.LOG_LEVEL || 'silent'), ...options.server };
  let server = createCommerceServer(database, serverOptions);
  let base = await listen(server);
  let running = true;
  const stop = async () => {
    if (!running) return;
    running = false;
    await server.shutdown();
    await database.close();
  };
  const start = async () => {
    database = await openDatabase({ url, dataDir });
    server = createCommerceServer(database, serverOptions);
    base = await listen(server);
    running = true;
  };

  return {
    get url() {
      return base;
    },
    get database() {
      return database;
    },
    async graphql(query, variables = {}, headers = { 'x-apikey': TEST_API_KEY }) {
      const response = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextShopperAddress(), ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, body: await response.json() };
    },
    location: { url, dataDir },
    stop,
    start,
    async restart() {
      await stop();
      await start();
    },
    async close() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
