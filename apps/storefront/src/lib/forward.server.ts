import 'server-only';
import { commerceUrl } from './config.server';

const hopByHop = new Set(['connection', 'content-length', 'host', 'keep-alive', 'transfer-encoding']);

/** Passes a browser request on to the commerce API, so the browser talks to this origin only. */
export async function forwardToCommerce(request: Request, path: string): Promise<Response> {
  const headers = new Headers();
  for (const [name, value] of request.headers) if (!hopByHop.has(name)) headers.set(name, value);
  const upstream = await fetch(`${commerceUrl()}${path}`, {
    method: request.method,
    headers,
    body: request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer(),
    cache: 'no-store',
  });
  const responseHeaders = new Headers();
  for (const name of ['content-type', 'cache-control']) {
    const value = upstream.headers.get(name);
    if (value) responseHeaders.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
}
