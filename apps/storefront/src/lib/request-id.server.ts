import 'server-only';
import { headers } from 'next/headers';

/** Names one request in the commerce API's log, from the storefront's proxy on (ADR 32). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A request's headers with a request id: the one it came with, else a new one. */
export function withRequestId(incoming: Headers): Headers {
  const headers = new Headers(incoming);
  if (!headers.has(REQUEST_ID_HEADER)) headers.set(REQUEST_ID_HEADER, crypto.randomUUID());
  return headers;
}

/** The id the proxy gave the request being handled, for the API calls made for it. */
export async function incomingRequestId(): Promise<string | null> {
  return (await headers()).get(REQUEST_ID_HEADER);
}
