import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Logger, withRequestLog } from './logger.ts';
import type { Metrics } from './metrics.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A request id a caller may choose: up to 128 ASCII letters, digits and `_ - . :` (a UUID, a trace id). */
const SANE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The caller's X-Request-Id when it is sane, else a new one. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

const ROUTES = [
  '/graphql',
  '/admin/graphql',
  '/internal/staff',
  '/auth',
  '/images',
  '/invoices',
  '/documents',
  '/healthz',
  '/readyz',
  '/metrics',
];

/** The route a request is logged and counted under: a known route, else `other`; never the raw path. */
export function routeOf(pathname: string): string {
  return ROUTES.find((route) => pathname === route || pathname.startsWith(`${route}/`)) ?? 'other';
}

/** Paths whose last part is a secret: an API key, an order's unguessable public id. */
const SECRET_TAILS = ['/auth/sign/', '/invoices/'];

/** The path as the log may keep it: secrets replaced, and no longer than a line should be. */
export function loggedPath(pathname: string): string {
  const secret = SECRET_TAILS.find((prefix) => pathname.startsWith(prefix));
  return secret ? `${secret}…` : pathname.slice(0, 256);
}

/** Probes ask every few seconds: their lines are debug, so that they do not bury the shoppers'. */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

type Handler = (req: IncomingMessage, res: ServerResponse, url: URL | undefined) => Promise<unknown>;

/**
 * Wraps the service's handler: each request gets an id (the caller's X-Request-Id when sane, else a
 * new one), answered in the same header and named by every log line of its handling; when its
 * answer ends, one line (method, path without the query, status, duration) and its metrics. A
 * failure no handler caught is logged with its stack and answered 500.
 */
export function observeRequests(handle: Handler, logger: Logger, metrics: Metrics) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const requestId = requestIdOf(req.headers[REQUEST_ID_HEADER]);
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const log = logger.child({ requestId });
    const url = URL.parse(req.url ?? '/', 'http://localhost') ?? undefined;
    const pathname = url?.pathname ?? '';
    const route = routeOf(pathname);
    const answered = metrics.requestStarted(route);
    res.once('close', () => {
      answered();
      const seconds = (performance.now() - started) / 1000;
      metrics.observeRequest(req.method, route, res.statusCode, seconds);
      log[PROBES.has(route) ? 'debug' : 'info'](
        {
          method: req.method,
          path: loggedPath(pathname),
          route,
          status: res.statusCode,
          durationMs: Math.round(seconds * 10_000) / 10,
          ...(res.writableFinished ? {} : { aborted: true }),
        },
        'request',
      );
    });
    withRequestLog(log, () => handle(req, res, url)).catch((error: unknown) => {
      // Bad requests are answered where they are recognised; whatever reaches this point is a bug.
      log.error({ err: error }, 'request failed');
      if (res.headersSent) return res.end();
      res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ error: 'Internal server error' }));
    });
  };
}
