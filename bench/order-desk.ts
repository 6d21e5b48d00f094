/**
 * The order desk's list at 100,000 orders: fills a fresh database (embedded PGlite, or
 * BENCH_DATABASE_URL's PostgreSQL) by bulk COPY, starts the commerce service on it and asks
 * `orders` through /admin/graphql as a signed-in member, printing p50/p95 per filter beside the
 * goal (p95 under 50 ms for a filtered page). Figures only: nothing passes or fails on time.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { bulkLoad, rowFormatOf, serializeRows, writeRows } from '../apps/commerce/src/db/bulk.ts';
import { openDatabase } from '../apps/commerce/src/db/client.ts';
import { carts, markets, ORDER_STAGES, orders, staffMembers } from '../apps/commerce/src/db/schema.ts';
import { hashPassword } from '../apps/commerce/src/modules/auth/index.ts';
import {
  listOrders,
  type OrderFilter,
  type OrderSortField,
} from '../apps/commerce/src/modules/orders/index.ts';
import { createLogger } from '../apps/commerce/src/observability/logger.ts';
import { seedCatalog } from '../apps/commerce/src/seed/seed.ts';
import { createCommerceServer } from '../apps/commerce/src/server.ts';
import { latency, ms } from './measure.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const BATCH = 10_000;
const GOAL_MS = 50;
const PASSWORD = 'en lång lösenfras för bänken';

const FIRST = ['Anna', 'Björn', 'Cecilia', 'David', 'Eva', 'Fredrik', 'Greta', 'Hans', 'Ingrid', 'Johan'];
const LAST = [
  'Andersson',
  'Berg',
  'Carlsson',
  'Dahl',
  'Ek',
  'Forsberg',
  'Gustafsson',
  'Holm',
  'Lind',
  'Nyström',
];
const COMPANIES = ['Bygg AB', 'Skog & Trädgård AB', 'Maskin Oy', 'Gård ApS', 'Anlegg AS'];
const STAGE_WEIGHTS = [10, 8, 4, 10, 55, 8, 2, 3];

/** A repeatable pseudo-random number in [0, 1) for the i-th order and a salt. */
const pick = (i: number, salt: number) => {
  const x = Math.sin(i * 12.9898 + salt * 78.233) * 43_758.5453;
  return x - Math.floor(x);
};
const oneOf = <T>(list: readonly T[], i: number, salt: number) =>
  list[Math.floor(pick(i, salt) * list.length)] as T;

function stageOf(i: number) {
  let roll = pick(i, 7) * STAGE_WEIGHTS.reduce((a, b) => a + b, 0);
  for (const [n, weight] of STAGE_WEIGHTS.entries()) {
    roll -= weight;
    if (roll < 0) return ORDER_STAGES[n] as (typeof ORDER_STAGES)[number];
  }
  return 'delivered';
}

const TOTALS = {
  lines: [],
  subTotal: { regularIncVat: 0, regularExVat: 0, sellingIncVat: 0, sellingExVat: 0 },
  percentageDiscountsIncVat: [],
  fixedAmountDiscount: { incVat: 0, exVat: 0 },
  cartDiscountIncVat: 0,
  items: { incVat: 0, exVat: 0 },
  shipping: { fee: { incVat: 0, exVat: 0 }, amountLeftToFreeShipping: 0, free: true, isDefault: true },
  beforeBalance: { incVat: 0, exVat: 0 },
  balance: { pending: { incVat: 0, exVat: 0 }, fromGiftCard: 0, fromAccount: 0, remaining: 0 },
  total: { regularIncVat: 0, regularExVat: 0, sellingIncVat: 0, sellingExVat: 0 },
  vats: [],
};

async function fill(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const marketRows = await db.select().from(markets);
  const format = rowFormatOf(db);
  const now = Date.now();
  const started = performance.now();
  const cartIds: string[] = Array.from({ length: ORDERS }, () => randomUUID());
  await db.transaction(async (tx) => {
    for (let from = 0; from < ORDERS; from += BATCH) {
      const rows = cartIds.slice(from, from + BATCH).map((id) => ({
        id,
        channelId: marketRows[0]?.channelId as string,
        marketId: marketRows[0]?.id as number,
        completedAt: new Date(now),
      }));
      await writeRows(tx, carts, serializeRows(carts, rows, format));
    }
    await bulkLoad(tx, [orders], async () => {
      for (let from = 0; from < ORDERS; from += BATCH) {
        const rows = cartIds.slice(from, from + BATCH).map((cartId, k) => {
          const i = from + k;
          const market = oneOf(marketRows, i, 1);
          const company = pick(i, 2) < 0.3;
          const firstName = oneOf(FIRST, i, 3);
          const lastName = oneOf(LAST, i, 4);
          const value = 10_000 + Math.floor(pick(i, 5) * 5_000_000);
          const address = {
            firstName,
            lastName,
            ...(company ? { company: oneOf(COMPANIES, i, 6) } : {}),
            addressLine1: `Storgatan ${i % 90}`,
            zip: '111 22',
            city: 'Stockholm',
            country: 'SE',
          };
          return {
            id: 100_001 + i,
            publicId: randomUUID(),
            cartId,
            channelId: market.channelId,
            marketId: market.id,
            languageCode: 'sv',
            currencyCode: market.currencyCode,
            stage: stageOf(i),
            customerType: company ? ('ORGANIZATION' as const) : ('PERSON' as const),
            customerKey: `SE:${i}`,
            email: `kund${i}@example.se`,
            identityNumber: company
              ? `55${String(1_000_000 + i).padStart(8, '0')}`
              : `19${String(80_000_000 + i)}`,
            billingAddress: address,
            shippingAddress: address,
            shippingId: 1,
            shippingName: 'Hemleverans',
            shippingFeeIncVat: 0,
            shippingFeeExVat: 0,
            itemValueIncVat: value,
            itemValueExVat: Math.round(value * 0.8),
            discountIncVat: 0,
            discountExVat: 0,
            orderValueIncVat: value,
            orderValueExVat: Math.round(value * 0.8),
            fromBalanceIncVat: 0,
            totalIncVat: value,
            totalExVat: Math.round(value * 0.8),
            totals: TOTALS,
            promoState: 'NONE',
            appliedCampaigns: [],
            paymentId: 1,
            paymentType: pick(i, 8) < 0.9 ? 'STANDARD' : 'KLARNA',
            // Three years of orders, the newest now.
            createdAt: new Date(now - Math.floor((ORDERS - i) * ((3 * 365 * 86_400_000) / ORDERS))),
          };
        });
        await writeRows(tx, orders, serializeRows(orders, rows, format), { frozen: format === 'copy' });
      }
    });
  });
  await db.execute(sql`select setval(pg_get_serial_sequence('orders', 'id'), ${100_000 + ORDERS})`);
  await db.execute(sql`analyze orders`);
  return performance.now() - started;
}

/** The GraphQL filter as the module takes it: stages in lower case, dates as dates. */
function asModuleFilter(filter: Record<string, unknown>): OrderFilter {
  return {
    ...filter,
    stages: (filter.stages as string[] | undefined)?.map((stage) =>
      stage.toLowerCase(),
    ) as OrderFilter['stages'],
    from: typeof filter.from === 'string' ? new Date(filter.from) : null,
  } as OrderFilter;
}

const LIST = `query ($filter: OrderFilter, $sort: OrderSort, $after: String) {
  orders(filter: $filter, sort: $sort, first: 50, after: $after) {
    totalCount hasNextPage endCursor
    nodes { id createdAt stage market customerType email name company identityNumber currency orderValueIncVat totalIncVat paymentType }
  }
}`;

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  const dataDir = mkdtempSync(join(tmpdir(), 'order-desk-bench-'));
  const database = await openDatabase({ url, dataDir, durable: false });
  const { db } = database;
  await seedCatalog(db, { products: 20, seed: 1, apiKey: 'bench-key' });
  const fillMs = await fill(db);
  await db.insert(staffMembers).values({
    email: 'bench@dealer.example',
    role: 'orders',
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

  const [sample] = await db
    .select()
    .from(orders)
    .where(eq(orders.id, 100_001 + Math.floor(ORDERS / 2)));
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString();
  const secondPage = (await post(LIST, { filter: { stages: ['PLACED', 'CONFIRMED'] } }, token)).orders
    .endCursor as string;
  const cases: [string, Record<string, unknown>][] = [
    ['newest, no filter', {}],
    ['stages placed + confirmed', { filter: { stages: ['PLACED', 'CONFIRMED'] } }],
    ['stages placed + confirmed, page 2', { filter: { stages: ['PLACED', 'CONFIRMED'] }, after: secondPage }],
    ['last 30 days in se', { filter: { from: monthAgo, market: 'se' } }],
    [
      'companies paying by invoice, by total',
      {
        filter: { customerType: 'ORGANIZATION', paymentType: 'STANDARD' },
        sort: { field: 'TOTAL', descending: true },
      },
    ],
    ['search: order number', { filter: { search: String(sample?.id) } }],
    ['search: email', { filter: { search: sample?.email } }],
    ['search: name', { filter: { search: 'cecilia nyström' } }],
    ['search: organisation number', { filter: { search: '5501012' } }],
    [
      'delivered in fi, oldest first',
      { filter: { stages: ['DELIVERED'], market: 'fi' }, sort: { field: 'DATE', descending: false } },
    ],
  ];

  console.log(
    `Order desk list: ${ORDERS.toLocaleString('en')} orders on ${database.kind}, filled in ${ms(fillMs)}`,
  );
  console.log(
    'goal: p95 under 50 ms for a filtered page of 50 (through /admin/graphql); "query" is listOrders alone',
  );
  const options = { concurrency: 1, seconds: 3, warmup: 5, limit: 200 };
  const baseline = await latency(async () => void (await post('{ me { id } }', {}, token)), options);
  console.log(
    `  ${'baseline: me (HTTP, session, GraphQL)'.padEnd(42)} p50 ${ms(baseline.p50).padStart(8)}  p95 ${ms(baseline.p95).padStart(8)}`,
  );
  const p95s: number[] = [];
  for (const [name, variables] of cases) {
    const result = await latency(async () => void (await post(LIST, variables, token)), options);
    const sort = variables.sort as { field: OrderSortField; descending: boolean } | undefined;
    const request = {
      filter: asModuleFilter((variables.filter ?? {}) as Record<string, unknown>),
      sort: sort ?? { field: 'DATE' as const, descending: true },
      first: 50,
      after: (variables.after as string | undefined) ?? null,
    };
    const query = await latency(async () => void (await listOrders(db, request)), options);
    const total = (await post(LIST, variables, token)).orders.totalCount;
    p95s.push(result.p95);
    console.log(
      `  ${name.padEnd(42)} p50 ${ms(result.p50).padStart(8)}  p95 ${ms(result.p95).padStart(8)}  ${result.p95 < GOAL_MS ? 'within' : 'OVER '} goal  query p95 ${ms(query.p95).padStart(8)}  (${total} match)`,
    );
  }
  console.log(`  worst p95 ${ms(Math.max(...p95s))} (goal ${GOAL_MS} ms)`);
  await server.shutdown();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
