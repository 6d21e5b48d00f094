import { connect } from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '#src/observability/logger.ts';
import { CHECKOUT_DOCUMENTS, checkoutClient, PERSON_BUYER } from './checkout-client.ts';
import { TEST_API_KEY } from './harness.ts';
import { useTestApi } from './suite.ts';

const METRICS_TOKEN = 'test-metrics-token';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const lines: string[] = [];
const suite = useTestApi({
  server: {
    logger: createLogger('info', { write: (line: string) => void lines.push(line) }),
    metricsToken: METRICS_TOKEN,
    // No confirmation round of its own while the last test has the database closed.
    confirmations: { pollSeconds: 3600 },
  },
});
const checkout = checkoutClient(suite);
const { cart } = checkout;
const url = (path: string) => `${suite.api().url}${path}`;

type LogLine = Record<string, unknown> & { err?: { stack?: string } };

/** The lines the service logged for a request id, once its request line is there. */
const loggedFor = (requestId: string) =>
  vi.waitFor(() => {
    const logged = lines.map((line) => JSON.parse(line) as LogLine).filter((l) => l.requestId === requestId);
    if (!logged.some((l) => l.msg === 'request')) throw new Error(`no request line for ${requestId} yet`);
    return logged;
  });

function postGraphql(query: string, headers: Record<string, string> = {}) {
  return fetch(url('/graphql'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-apikey': TEST_API_KEY, ...headers },
    body: JSON.stringify({ query }),
  });
}

/** Status and X-Request-Id of a GET sent byte for byte, with header values fetch would refuse to send. */
function rawGet(path: string, requestId: Buffer): Promise<{ status: number; requestId: string | undefined }> {
  const { hostname, port } = new URL(suite.api().url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const head = Buffer.concat(chunks).toString('latin1').split('\r\n\r\n')[0] ?? '';
      resolve({
        status: Number(head.split(' ')[1]),
        requestId: /^x-request-id: (.*)$/im.exec(head)?.[1],
      });
    });
    socket.end(
      Buffer.concat([
        Buffer.from(`GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\nX-Request-Id: `),
        requestId,
        Buffer.from('\r\n\r\n'),
      ]),
    );
  });
}

async function metrics(): Promise<string> {
  const response = await fetch(url('/metrics'), { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** The value of one series, e.g. `orders_placed_total`, or of a labelled one by all its labels. */
async function seriesValue(name: string, labels: Record<string, string> = {}): Promise<number> {
  for (const line of (await metrics()).split('\n')) {
    const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match?.[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]),
    );
    if (isDeepStrictEqual(found, labels)) return Number(match[3]);
  }
  return 0;
}

describe('/healthz and /readyz', () => {
  it('answers liveness and readiness without an API key', async () => {
    const health = await fetch(url('/healthz'));
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(url('/readyz'));
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', checks: { database: 'ok' } });
  });
});

describe('request ids', () => {
  it("answers and logs the caller's X-Request-Id, on one JSON line per request", async () => {
    const requestId = 'storefront-42_a.b:c';
    const response = await postGraphql('{ channel { id } }', { 'x-request-id': requestId });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe(requestId);
    const [line, ...more] = await loggedFor(requestId);
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'POST',
      path: '/graphql',
      route: '/graphql',
      status: 200,
    });
    expect(line?.durationMs).toEqual(expect.any(Number));
    expect(new Date(line?.time as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('makes a new id for a request without one', async () => {
    const response = await fetch(url('/no/such/page?token=secret-in-query'));
    expect(response.status).toBe(404);
    const requestId = response.headers.get('x-request-id') ?? '';
    expect(requestId).toMatch(UUID);
    const [line] = await loggedFor(requestId);
    expect(line).toMatchObject({ path: '/no/such/page', route: 'other', status: 404 });
    expect(JSON.stringify(line)).not.toContain('secret');
  });

  it('keeps secrets in a path out of the log', async () => {
    const response = await fetch(url('/invoices/0b5e7a4c-3f4e-4d1a-9c2b-1a2b3c4d5e6f.pdf'));
    expect(response.status).toBe(404);
    const [line] = await loggedFor(response.headers.get('x-request-id') ?? '');
    expect(line).toMatchObject({ path: '/invoices/…', route: '/invoices' });
  });

  it('replaces an id that is too long, or holds a space, markup or non-ASCII text, by a new one', async () => {
    for (const hostile of ['x'.repeat(129), 'a b', '<script>', 'id;drop', 'åäö', 'ид-✓', '']) {
      const answer = await rawGet('/healthz', Buffer.from(hostile));
      expect(answer.status, hostile).toBe(200);
      expect(answer.requestId, hostile).toMatch(UUID);
    }
    const longest = 'x'.repeat(128);
    expect((await rawGet('/healthz', Buffer.from(longest))).requestId).toBe(longest);
  });

  it('never echoes a line break: Node refuses the request before it is handled', async () => {
    for (const broken of ['a\nX-Injected: 1', 'a\rb']) {
      const answer = await rawGet('/healthz', Buffer.from(broken));
      expect(answer.status, JSON.stringify(broken)).toBe(400);
      expect(answer.requestId).toBeUndefined();
    }
  });

  it('names the request on the line of an unexpected error, with its stack', async () => {
    const db = suite.db();
    await db.execute('alter table content_pages rename to content_pages_moved');
    try {
      const requestId = 'failing-request-1';
      const response = await postGraphql('{ contentPages(marketId: "se", languageId: "sv-SE") { alias } }', {
        'x-request-id': requestId,
      });
      expect((await response.json()).errors[0].message).toBe('Unexpected error.');
      const error = (await loggedFor(requestId)).find((line) => line.level === 'error');
      expect(error?.err?.stack).toMatch(/content_pages[\s\S]*\n\s+at /);
    } finally {
      await db.execute('alter table content_pages_moved rename to content_pages');
    }
  });
});

describe('/metrics', () => {
  it('asks for the metrics token', async () => {
    expect((await fetch(url('/metrics'))).status).toBe(401);
    const wrong = await fetch(url('/metrics'), { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
  });

  it('has the latency histogram, requests by method, route and status class, and process metrics', async () => {
    await fetch(url('/healthz'));
    await fetch(url('/images/products/no-such-image-123.svg'));
    const text = await metrics();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{.*le="0\.005".*\} \d+$/m);
    expect(
      await seriesValue('http_requests_total', { method: 'GET', route: '/healthz', status_class: '2xx' }),
    ).toBeGreaterThan(0);
    expect(
      await seriesValue('http_requests_total', { method: 'GET', route: '/images', status_class: '4xx' }),
    ).toBeGreaterThan(0);
    expect(text).not.toContain('no-such-image');
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('counts GraphQL errors by code', async () => {
    const labels = { code: 'GRAPHQL_VALIDATION_FAILED' };
    const before = await seriesValue('graphql_errors_total', labels);
    await postGraphql('{ noSuchField }');
    expect(await seriesValue('graphql_errors_total', labels)).toBe(before + 1);
  });

  it('counts a placed order once, and not its replayed placement', async () => {
    const sku = await cart.skuWithStock(10);
    await cart.setPrice(sku.productId, 10_000);
    await checkout.setWeight(sku.productId, null);
    const cartId = await checkout.cartWith(sku.id, 1);
    const before = await seriesValue('orders_placed_total');
    const placed = await checkout.place(cartId);
    expect(placed.status).toBe('OK');
    expect(await seriesValue('orders_placed_total')).toBe(before + 1);
    const replayed = await checkout.call(CHECKOUT_DOCUMENTS.place, { cartId, checkout: PERSON_BUYER });
    expect(replayed.errors.map((e) => e.extensions?.code)).toEqual(['CART_COMPLETED']);
    expect(await seriesValue('orders_placed_total')).toBe(before + 1);
  });
});

// Last: the database stays closed for the rest of the file.
describe('a database that does not answer', () => {
  it('makes /readyz answer 503 naming it, while /healthz stays ok', async () => {
    await suite.api().database.close();
    const ready = await fetch(url('/readyz'));
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', checks: { database: 'failed' } });
    expect((await fetch(url('/healthz'))).status).toBe(200);
  });

  it("logs the failure with its stack, but not the failed query's parameters", async () => {
    const requestId = 'database-down-1';
    const response = await postGraphql('{ channel { id } }', {
      'x-apikey': 'key-that-must-not-be-logged',
      'x-request-id': requestId,
    });
    expect(response.status).toBe(500);
    const logged = await loggedFor(requestId);
    expect(logged.find((line) => line.level === 'error')?.err?.stack).toMatch(/api_keys[\s\S]*\n\s+at /);
    expect(logged.find((line) => line.msg === 'request')).toMatchObject({ status: 500 });
    expect(JSON.stringify(logged)).not.toContain('key-that-must-not-be-logged');
  });
});
