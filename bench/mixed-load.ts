/**
 * `npm run bench:cluster`: a mixed shopper workload (home, category, search, a new cart, add to
 * cart, place the order) driven by autocannon through the front door, on one process of each app
 * and on two of each behind round-robin proxies (`npm run start:cluster`), sharing one PostgreSQL
 * database and, for the two-by-two layout, Redis. Prints throughput and p95 side by side.
 * Needs PostgreSQL (DATABASE_URL, default the machine's) and Redis (REDIS_URL), and a build.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { ensureDatabase } from '../scripts/ensure-database.ts';
import { waitFor } from '../scripts/wait-for.ts';
import { percentile } from './measure.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/maskinbutiken_bench';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const STAFF_API_KEY = randomBytes(24).toString('base64url');
const API_KEY = 'demo-storefront-key';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = 10;

const LAYOUTS = [
  { name: 'one process each', script: 'scripts/serve.ts', port: 3200, env: { REDIS_URL: '' } },
  { name: 'two by two', script: 'scripts/cluster.ts', port: 3300, env: { REDIS_URL } },
] as const;

let running: ChildProcess | undefined;

/** A layout in a process group of its own, so that stopping it stops every app it started. */
async function startLayout(script: string, port: number, env: Record<string, string>) {
  running = spawn(process.execPath, [script], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
    env: {
      ...process.env,
      ...env,
      SKIP_BUILD: '1',
      DATABASE_URL,
      STAFF_API_KEY,
      PORT: String(port),
      COMMERCE_PORT: String(port + 1000),
      TRUSTED_PROXIES: '127.0.0.1,::1',
    },
  });
  await waitFor(`http://localhost:${port}/`, 600);
}

async function stopLayout() {
  const pid = running?.pid;
  if (!pid) return;
  process.kill(-pid, 'SIGTERM');
  for (let i = 0; i < 50; i++) {
    try {
      process.kill(-pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  process.kill(-pid, 'SIGKILL');
}
process.once('SIGINT', () => stopLayout().finally(() => process.exit(130)));

async function graphql<T>(base: string, query: string, variables = {}, apiKey = API_KEY): Promise<T> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-apikey': apiKey },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** Cheap single-SKU products, given more stock than the run can sell. */
async function skusToBuy(api: string): Promise<number[]> {
  const { products } = await graphql<{ products: { products: { skus: { skuId: number }[] }[] } }>(
    api,
    '{ products(take: 20, marketId: "se", filter: { sort: PRICE }) { products { skus { skuId } } } }',
  );
  const skuIds = products.products.filter((p) => p.skus.length === 1).map((p) => p.skus[0]?.skuId as number);
  for (const skuId of skuIds) {
    await graphql(
      api,
      'mutation ($skuId: Int!) { setSkuStock(skuId: $skuId, inStock: 10000000) { skuId } }',
      { skuId },
      STAFF_API_KEY,
    );
  }
  return skuIds;
}

const BUYER = {
  customerType: 'PERSON',
  email: 'load@example.se',
  identityNumber: '19900101-1239',
  billingAddress: {
    firstName: 'Last',
    lastName: 'Test',
    addressLine1: 'Storgatan 1',
    zip: '111 22',
    city: 'Stockholm',
    mobile: '070-123 45 67',
  },
  acceptedConsents: ['ORDER'],
};

/** What a connection remembers between the requests of one visit. */
type Shopper = { cartId?: string };
const octet = () => Math.floor(Math.random() * 250);

/** One shopper's visit, repeated by every connection: three pages, then a cart bought. */
function visit(skuIds: number[]): autocannon.Request[] {
  const post = (body: (context: Shopper) => unknown): autocannon.Request => ({
    method: 'POST',
    path: '/graphql',
    setupRequest: (request, context: Shopper) => ({
      ...request,
      // Each visit from an address of its own: the limits are per shopper (ADR 34). The
      // storefronts trust this process as the proxy that names it (TRUSTED_PROXIES below).
      headers: {
        'content-type': 'application/json',
        'x-apikey': API_KEY,
        'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}`,
      },
      body: JSON.stringify(body(context)),
    }),
  });
  return [
    { method: 'GET', path: '/' },
    { method: 'GET', path: '/c/byggmaskiner' },
    { method: 'GET', path: '/s/kedja' },
    {
      ...post(() => ({ query: '{ getCart(marketId: "se") { id } }' })),
      onResponse: (_status, body, context: Shopper) => {
        context.cartId = (JSON.parse(body) as { data?: { getCart?: { id: string } } }).data?.getCart?.id;
      },
    },
    post((context) => ({
      query:
        'mutation ($id: String!, $skuId: Int!) { addToCart(id: $id, item: { skuId: $skuId, quantity: 1 }, marketId: "se") { id } }',
      variables: { id: context.cartId, skuId: skuIds[Math.floor(Math.random() * skuIds.length)] },
    })),
    post((context) => ({
      query:
        'mutation ($cartId: String!, $checkout: CheckoutInputType!) { placeOrder(cartId: $cartId, checkout: $checkout, marketId: "se", languageId: "sv-SE") { status } }',
      variables: { cartId: context.cartId, checkout: BUYER },
    })),
  ];
}

async function measure(port: number, skuIds: number[]) {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://localhost:${port}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: visit(skuIds),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    throughput: result.requests.average,
    p95: percentile(times, 95),
    errors: result.errors + result.non2xx,
    visits: Math.floor(times.length / 6),
  };
}

await ensureDatabase(DATABASE_URL);
const results = [];
for (const layout of LAYOUTS) {
  console.log(`Starting ${layout.name} (${layout.script}) on ${new URL(DATABASE_URL).host}...`);
  await startLayout(layout.script, layout.port, layout.env);
  try {
    const skuIds = await skusToBuy(`http://127.0.0.1:${layout.port + 1000}`);
    results.push({ layout: layout.name, ...(await measure(layout.port, skuIds)) });
  } finally {
    await stopLayout();
  }
}
console.log(`\nMixed shopper workload, ${CONNECTIONS} connections for ${SECONDS} s per layout, one run:`);
console.log('layout            | req/s  | p95 ms | visits | errors');
for (const r of results) {
  console.log(
    `${r.layout.padEnd(17)} | ${r.throughput.toFixed(0).padStart(6)} | ${r.p95.toFixed(0).padStart(6)} | ${String(r.visits).padStart(6)} | ${r.errors}`,
  );
}
const [one, two] = results;
if (one && two)
  console.log(`two by two / one process: ${(two.throughput / one.throughput).toFixed(2)}x throughput`);
