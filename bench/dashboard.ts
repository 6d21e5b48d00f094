/**
 * The back office's start page at 100,000 orders: fills a fresh database (embedded PGlite, or
 * BENCH_DATABASE_URL's PostgreSQL) with the order filler and a catalog of BENCH_PRODUCTS products,
 * starts the commerce service on it and asks `dashboard` through /admin/graphql as a signed-in
 * member (every part: sales per market today and this week, 30 days per day, orders waiting per
 * stage, low stock), printing p50/p95 beside the order list's goal for a page (50 ms), and each
 * part's query alone. Figures only: nothing passes or fails on time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../apps/commerce/src/db/client.ts';
import { staffMembers } from '../apps/commerce/src/db/schema.ts';
import { hashPassword } from '../apps/commerce/src/modules/auth/index.ts';
import { lowStock, salesPerMarket, waitingOrders } from '../apps/commerce/src/modules/dashboard/index.ts';
import { createLogger } from '../apps/commerce/src/observability/logger.ts';
import { seedCatalog } from '../apps/commerce/src/seed/seed.ts';
import { createCommerceServer } from '../apps/commerce/src/server.ts';
import { latency, ms } from './measure.ts';
import { fillOrders } from './order-filler.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 2_000);
const GOAL_MS = 50;
const PASSWORD = 'en lång lösenfras för bänken';

/** What the admin app's start page asks. */
const DASHBOARD = `query ($languageCode: String) {
  dashboard(languageCode: $languageCode) {
    today weekStart chartFirstDay
    markets {
      alias countryName currencyCode cancelledToday cancelledWeek
      today { orders incVatFormatted exVatFormatted }
      week { orders incVatFormatted exVatFormatted }
      chartTotal { orders incVatFormatted exVatFormatted }
      days { date orders incVat incVatFormatted exVatFormatted }
    }
    waitingOrders { stage count }
    lowStock(first: 15) { count skus { skuId articleNumber productName skuName inStock oversellable threshold } }
  }
}`;

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  const dataDir = mkdtempSync(join(tmpdir(), 'dashboard-bench-'));
  const database = await openDatabase({ url, dataDir, durable: false });
  const { db } = database;
  await seedCatalog(db, { products: PRODUCTS, seed: 1, apiKey: 'bench-key' });
  const fillMs = await fillOrders(db, ORDERS);
  await db.insert(staffMembers).values({
    email: 'bench@dealer.example',
    role: 'catalog',
    name: 'Bench',
    passwordHash: await hashPassword(PASSWORD),
  });

  const server = createCommerceServer(database, { logger: createLogger('silent') });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const post = async (query: string, variables: Record<string, unknown>, token?: string) => {
    const response = await fetch(`${base}/admin/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    // biome-ignore lint/suspicious/noExplicitAny: the bench reads the few fields it asked for
    const body = (await response.json()) as { data?: Record<string, any>; errors?: unknown[] };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data ?? {};
  };
  const signedIn = await post(
    'mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { token } }',
    { email: 'bench@dealer.example', password: PASSWORD },
  );
  const token = signedIn.signIn.token as string;
  const answer = (await post(DASHBOARD, { languageCode: 'sv' }, token)).dashboard;

  console.log(
    `Start page: ${ORDERS.toLocaleString('en')} orders and ${PRODUCTS.toLocaleString('en')} products on ${database.kind}, orders filled in ${ms(fillMs)}`,
  );
  console.log(
    `  this week ${answer.markets.reduce((n: number, m: { week: { orders: number } }) => n + m.week.orders, 0)} orders, ` +
      `${answer.waitingOrders.reduce((n: number, w: { count: number }) => n + w.count, 0)} waiting, ${answer.lowStock.count} SKUs low in stock`,
  );
  const options = { concurrency: 1, seconds: 5, warmup: 5, limit: 300 };
  const line = (name: string, result: { p50: number; p95: number }, goal = true) =>
    console.log(
      `  ${name.padEnd(44)} p50 ${ms(result.p50).padStart(8)}  p95 ${ms(result.p95).padStart(8)}${goal ? `  ${result.p95 < GOAL_MS ? 'within' : 'OVER'} ${GOAL_MS} ms` : ''}`,
    );
  line(
    'baseline: me (HTTP, session, GraphQL)',
    await latency(async () => void (await post('{ me { id } }', {}, token)), options),
    false,
  );
  line(
    'dashboard, all of it (/admin/graphql)',
    await latency(async () => void (await post(DASHBOARD, { languageCode: 'sv' }, token)), options),
  );
  const now = () => new Date();
  line(
    '  query: sales per market, week and 30 days',
    await latency(async () => void (await salesPerMarket(db, now())), options),
    false,
  );
  line(
    '  query: orders waiting per stage',
    await latency(async () => void (await waitingOrders(db)), options),
    false,
  );
  line(
    '  query: low stock, 15 and the count',
    await latency(async () => void (await lowStock(db, 'sv', 15)), options),
    false,
  );
  await server.shutdown();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
