import { createHash, timingSafeEqual } from 'node:crypto';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Requests are counted by these methods (and by route, see routeOf): no request makes a new series. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'OPTIONS']);

/** An error code as the API and Yoga write them; anything else would be a label nobody chose. */
const codeLabel = (code: unknown) =>
  typeof code === 'string' && /^[A-Za-z_]{1,64}$/.test(code) ? code : 'UNKNOWN';

export interface Metrics {
  /** One registry per server: tests run several in one process. */
  registry: Registry;
  /** A request received on the route; the answer calls what it returns when it ends. */
  requestStarted(route: string): () => void;
  observeRequest(method: string | undefined, route: string, status: number, seconds: number): void;
  /** An order written by a placement; a replayed placement answers the first order and is not counted. */
  orderPlaced(): void;
  /** Counts the errors of each GraphQL response by their `code` extension. */
  countGraphqlErrors(): Plugin;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers,
  });
  const inFlight = new Gauge({
    name: 'http_requests_in_flight',
    help: 'Requests received and not yet answered, by route: what a graceful stop waits for.',
    labelNames: ['route'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to the end of its answer, by method and route.',
    labelNames: ['method', 'route'] as const,
    registers,
  });
  const graphqlErrors = new Counter({
    name: 'graphql_errors_total',
    help: 'Errors in GraphQL responses, by their code.',
    labelNames: ['code'] as const,
    registers,
  });
  const ordersPlaced = new Counter({
    name: 'orders_placed_total',
    help: 'Orders written; a replayed placement of the same cart is not counted.',
    registers,
  });
  return {
    registry,
    requestStarted(route) {
      inFlight.inc({ route });
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        inFlight.dec({ route });
      };
    },
    observeRequest(method, route, status, seconds) {
      const methodLabel = method && METHODS.has(method) ? method : 'other';
      requests.inc({ method: methodLabel, route, status_class: `${Math.floor(status / 100)}xx` });
      duration.observe({ method: methodLabel, route }, seconds);
    },
    orderPlaced: () => ordersPlaced.inc(),
    countGraphqlErrors: () => ({
      onExecutionResult({ result }) {
        if (!result || isAsyncIterable(result)) return;
        for (const error of result.errors ?? [])
          graphqlErrors.inc({ code: codeLabel(error.extensions?.code) });
      },
    }),
  };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Whether a request may read the metrics: only the token's bearer, and none when no token is set. */
export function mayReadMetrics(authorization: string | undefined, token: string | undefined): boolean {
  return Boolean(token) && timingSafeEqual(sha256(authorization ?? ''), sha256(`Bearer ${token}`));
}
