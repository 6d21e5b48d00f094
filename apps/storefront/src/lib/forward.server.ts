import 'server-only';
import { CHECKOUT_SESSION_HEADER } from './checkout-secret.server';
import { commerceUrl } from './config.server';
import { ADDRESS_HEADERS, shopperHeaders } from './shopper-address.server';

const hopByHop = new Set(['connection', 'content-length', 'host', 'keep-alive', 'transfer-encoding']);

/**
 * The most a browser may send through this origin. The commerce API holds each content type to its
 * own, smaller limit; this only keeps the storefront from buffering what the API would refuse.
 */
export const MAX_FORWARDED_BODY_BYTES = 2 * 1024 * 1024 + 64 * 1024;

/** The body, or null when it is larger than `limit` (read no further than that). */
export async function readBodyWithin(
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('content-length'));
  if (declared > limit || !request.body) return declared > limit ? null : new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const tooLarge = () =>
  Response.json(
    {
      errors: [
        { message: 'The request body is too large.', extensions: { code: 'REQUEST_ENTITY_TOO_LARGE' } },
      ],
    },
    { status: 413, headers: { connection: 'close' } },
  );

/**
 * Passes a browser request on to the commerce API, so the browser talks to this origin only. The
 * shopper's address goes as the connection's, never as a header the browser wrote.
 */
export async function forwardToCommerce(
  request: Request,
  path: string,
  options: {
    exposeHeaders?: readonly string[];
    /** The signed-in shopper's token (kept in an HttpOnly cookie), sent unless the request names one. */
    bearer?: string | null;
    /** The browser's checkout secret (kept in an HttpOnly cookie), sent in place of any the request names. */
    checkoutSecret?: string | null;
  } = {},
): Promise<Response> {
  const headers = new Headers();
  for (const [name, value] of request.headers) {
    if (!hopByHop.has(name) && !ADDRESS_HEADERS.includes(name)) headers.set(name, value);
  }
  for (const [name, value] of Object.entries(shopperHeaders(request.headers))) headers.set(name, value);
  if (options.bearer && !headers.has('authorization'))
    headers.set('authorization', `Bearer ${options.bearer}`);
  headers.delete(CHECKOUT_SESSION_HEADER);
  if (options.checkoutSecret) headers.set(CHECKOUT_SESSION_HEADER, options.checkoutSecret);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const body = hasBody ? await readBodyWithin(request, MAX_FORWARDED_BODY_BYTES) : undefined;
  if (body === null) return tooLarge();
  const upstream = await fetch(`${commerceUrl()}${path}`, {
    method: request.method,
    headers,
    body,
    cache: 'no-store',
  });
  const responseHeaders = new Headers();
  for (const name of ['content-type', 'cache-control', 'x-request-id', ...(options.exposeHeaders ?? [])]) {
    const value = upstream.headers.get(name);
    if (value) responseHeaders.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
}
