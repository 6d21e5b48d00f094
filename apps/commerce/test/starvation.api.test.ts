import { createHash } from 'node:crypto';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateCounters } from '#src/db/schema.ts';
import { RATE_LIMITS } from '#src/modules/rate-limits/index.ts';
import { CART_DOCUMENTS } from './cart-client.ts';
import { CHECKOUT_DOCUMENTS, PERSON_BUYER } from './checkout-client.ts';
import { cheapestSkuInStock } from './checkout-fixtures.ts';
import { TEST_API_KEY } from './harness.ts';
import { asShopper } from './shopper-address.ts';
import { useTestApi } from './suite.ts';

// The rate windows are counted by the service's clock: held still, the whole flood is one window.
const startedAt = Date.now();
const { api, db } = useTestApi({ products: 20, server: { auth: { clock: () => startedAt } } });

/** A change every address may send, counted and then refused by the cart: cheap, changes nothing. */
const CHEAP_CHANGE = JSON.stringify({
  query: 'mutation { setCartPromoCode(id: "no-such-cart", promoCode: "X") { id } }',
});
/**
 * 48 connections until the second shopper has ordered and the address is well past its limit (a
 * loaded machine answers slowly); never more than 40,000 requests or four minutes.
 */
const FLOOD = {
  connections: 48,
  least: 2 * RATE_LIMITS.mutationsPerAddress.max,
  most: 40_000,
  longestSeconds: 240,
};
const SECOND_ADDRESS = '203.0.113.200';

const p95 = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? 0;
};

interface Figures {
  requests: number;
  refused: number;
  statuses: Map<number, number>;
  latencies: number[];
}

const figuresLine = (who: string, f: Figures) =>
  `${who}: ${f.requests} requests, ${f.refused} refused (429), p95 ${p95(f.latencies).toFixed(1)} ms, statuses ${JSON.stringify(Object.fromEntries(f.statuses))}`;

/**
 * One address flooding with changes over 48 connections (its own socket: loopback, no named
 * address), until `done()` says the flood has served its purpose.
 */
async function flood(done: () => boolean): Promise<Figures & { errors: number; timeouts: number }> {
  const figures: Figures = { requests: 0, refused: 0, statuses: new Map(), latencies: [] };
  let stopped = false;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url: `${api().url}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-apikey': TEST_API_KEY },
        body: CHEAP_CHANGE,
        connections: FLOOD.connections,
        duration: FLOOD.longestSeconds,
        // A slow answer is an answer: the flood is bounded by time and count, not by a timeout.
        timeout: FLOOD.longestSeconds,
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    run.on('response', (_client, status, _bytes, latency) => {
      figures.requests += 1;
      if (!stopped && (figures.requests >= FLOOD.most || (done() && figures.requests >= FLOOD.least))) {
        stopped = true;
        run.stop();
      }
      if (status === 429) figures.refused += 1;
      figures.statuses.set(status, (figures.statuses.get(status) ?? 0) + 1);
      figures.latencies.push(latency);
    });
  });
  return { ...figures, errors: result.errors, timeouts: result.timeouts };
}

/** The second shopper fills a cart and places the order, each request timed. */
async function shopAndOrder(skuId: number): Promise<Figures & { orderStatus: string; changes: number }> {
  const figures = {
    requests: 0,
    changes: 0,
    refused: 0,
    statuses: new Map<number, number>(),
    latencies: [] as number[],
  };
  const send = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    const started = performance.now();
    const response = await fetch(`${api().url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-apikey': TEST_API_KEY, ...asShopper(SECOND_ADDRESS) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: Record<string, T>; errors?: unknown[] };
    figures.latencies.push(performance.now() - started);
    figures.requests += 1;
    if (query.startsWith('mutation')) figures.changes += 1;
    if (response.status === 429) figures.refused += 1;
    figures.statuses.set(response.status, (figures.statuses.get(response.status) ?? 0) + 1);
    expect(body.errors).toBeUndefined();
    return Object.values(body.data ?? {})[0] as T;
  };
  const { id } = await send<{ id: string }>(CART_DOCUMENTS.get, { id: '' });
  await send(CART_DOCUMENTS.add, { id, item: { skuId, quantity: 1 } });
  for (const quantity of [2, 3]) await send(CART_DOCUMENTS.update, { id, item: { skuId, quantity } });
  await send(CHECKOUT_DOCUMENTS.update, { cartId: id, checkout: PERSON_BUYER });
  const placed = await send<{ status: string }>(CHECKOUT_DOCUMENTS.place, {
    cartId: id,
    checkout: PERSON_BUYER,
  });
  return { ...figures, orderStatus: placed.status };
}

describe('one address flooding the API', () => {
  it(
    'starves no other shopper: a second address fills a cart and places an order meanwhile, and the key’s budget is not spent on refusals',
    async () => {
      const skuId = await cheapestSkuInStock(db());
      let secondOrdered = false;
      const flooding = flood(() => secondOrdered);
      // Once the first address is refused, the second shops while the flood goes on.
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      const second = await shopAndOrder(skuId);
      secondOrdered = true;
      const first = await flooding;
      console.log(
        `${FLOOD.connections} connections until the second address ordered and ${FLOOD.least} requests at least, ${FLOOD.most} requests or ${FLOOD.longestSeconds} s at most\n` +
          `${figuresLine('flooding address (127.0.0.1)', first)}\n${figuresLine(`second address (${SECOND_ADDRESS})`, second)}`,
      );

      expect(second.orderStatus).toBe('OK');
      expect(second.statuses).toEqual(new Map([[200, second.requests]]));
      // The flood is answered too: its own changes up to its limit, then 429; nothing else.
      expect(first.errors).toBe(0);
      expect(first.timeouts).toBe(0);
      expect(first.requests).toBeGreaterThanOrEqual(FLOOD.least);
      expect([...first.statuses.keys()].sort()).toEqual([200, 429]);
      // The key's budget holds what the addresses were allowed, not the refusals.
      const { max } = RATE_LIMITS.mutationsPerAddress;
      expect(first.statuses.get(200)).toBe(max);
      const keyDigest = createHash('sha256').update(TEST_API_KEY).digest('base64url').slice(0, 22);
      const [keyCounter] = await db()
        .select({ hits: rateCounters.hits })
        .from(rateCounters)
        .where(eq(rateCounters.key, `${RATE_LIMITS.mutationsPerApiKey.name}:${keyDigest}`));
      expect(keyCounter?.hits).toBe(max + second.changes);
    },
    FLOOD.longestSeconds * 1000 + 120_000,
  );
});
