import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type DatabaseHandle, openDatabase } from '#src/db/client.ts';
import { createLogger } from '#src/observability/logger.ts';
import { type CommerceServerOptions, createCommerceServer } from '#src/server.ts';
import { dropDatabase, seededDatabase } from './databases.ts';
import { TEST_API_KEY, TEST_SHOPPER_SECRET } from './keys.ts';
import { nextShopper } from './shopper-address.ts';

export { TEST_API_KEY, TEST_STAFF_API_KEY } from './keys.ts';

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

/**
 * Starts the real commerce service on a database of its own (PGlite in a temporary directory, or a
 * new database on TEST_DATABASE_URL's server) seeded with a small generated catalog and the example carts the
 * platform documents' variables name.
 */
export async function startTestApi(
  options: { products?: number; server?: CommerceServerOptions } = {},
): Promise<TestApi> {
  const location = await seededDatabase(options.products ?? 240);
  const { url, dataDir } = location;
  let database = await openDatabase({ ...location, durable: false });
  // Quiet unless LOG_LEVEL asks for the service's lines (say, error while a test fails with a 500).
  const serverOptions = {
    logger: createLogger(process.env.LOG_LEVEL || 'silent'),
    shopperAddressSecret: TEST_SHOPPER_SECRET,
    ...options.server,
  };
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
    database = await openDatabase({ url, dataDir, durable: false });
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
        headers: { 'content-type': 'application/json', ...nextShopper(), ...headers },
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
      await dropDatabase(location);
    },
  };
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
