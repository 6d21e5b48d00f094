import type { YogaServerOptions } from 'graphql-yoga';

type CorsOptions = NonNullable<YogaServerOptions<object, object>['cors']>;

/** How long a browser may keep a preflight's answer. */
const PREFLIGHT_MAX_AGE = 600;

/**
 * Cross-origin access for the listed origins only; any other origin gets no CORS headers at all
 * (Yoga's own list answers `null` to strangers, and with no list reflects every origin).
 * Credentials are never allowed: the API is called with X-ApiKey and bearer headers, not cookies.
 */
export function corsFor(allowedOrigins: readonly string[]): CorsOptions {
  const allowed = new Set(allowedOrigins);
  return (request: Request) => {
    const origin = request.headers.get('origin');
    if (origin === null || !allowed.has(origin)) return false;
    return {
      origin: [origin],
      credentials: false,
      methods: ['GET', 'POST'],
      allowedHeaders: ['content-type', 'x-apikey', 'authorization'],
      maxAge: PREFLIGHT_MAX_AGE,
    };
  };
}

/**
 * The same policy as response headers for a route outside GraphQL (/auth): the listed origins
 * only, no credentials, the refresh-token header allowed in and exposed out.
 */
export function corsHeaders(
  allowedOrigins: readonly string[],
  origin: string | undefined,
  options: { preflight: boolean; requestHeaders: readonly string[]; exposedHeaders: readonly string[] },
): Record<string, string> {
  if (origin === undefined || !allowedOrigins.includes(origin)) return {};
  const headers: Record<string, string> = { 'access-control-allow-origin': origin, vary: 'Origin' };
  if (options.exposedHeaders.length > 0) {
    headers['access-control-expose-headers'] = options.exposedHeaders.join(', ');
  }
  if (options.preflight) {
    headers['access-control-allow-methods'] = 'GET, POST';
    headers['access-control-allow-headers'] = options.requestHeaders.join(', ');
    headers['access-control-max-age'] = String(PREFLIGHT_MAX_AGE);
  }
  return headers;
}
