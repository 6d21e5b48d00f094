/** Crawlers may keep these an hour, and use a stale copy for a day while a fresh one is made. */
const CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

export function xmlResponse(body: string): Response {
  return new Response(body, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': CACHE_CONTROL },
  });
}

export function textResponse(body: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': status === 200 ? CACHE_CONTROL : 'no-store',
    },
  });
}

/** The catalog could not be read: crawlers are told to come back rather than given a partial list. */
export function unavailable(error: unknown): Response {
  console.error('Sitemap: the commerce API could not be read', error);
  const response = textResponse('Service unavailable\n', 503);
  response.headers.set('retry-after', '300');
  return response;
}
