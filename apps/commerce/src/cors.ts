import type { YogaServerOptions } from 'graphql-yoga';

type CorsOptions = NonNullable<YogaServerOptions<object, object>['cors']>;

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
      maxAge: 600,
    };
  };
}
