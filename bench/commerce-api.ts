/**
 * The commerce service on a bench's own database, on a free port of 127.0.0.1: `graphql` posts a
 * query to /graphql (the storefront's, with an API key) or /admin/graphql (with a member's token)
 * and answers its data, throwing on GraphQL errors.
 */
import type { AddressInfo } from 'node:net';
import type { DatabaseHandle } from '../apps/commerce/src/db/client.ts';
import { createLogger } from '../apps/commerce/src/observability/logger.ts';
import { createCommerceServer } from '../apps/commerce/src/server.ts';

type Endpoint = { path: '/graphql'; apiKey: string } | { path: '/admin/graphql'; token?: string };

export async function startCommerceApi(database: DatabaseHandle) {
  const server = createCommerceServer(database, { logger: createLogger('silent') });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const graphql = async (endpoint: Endpoint, query: string, variables: Record<string, unknown> = {}) => {
    const send = () =>
      fetch(`${base}${endpoint.path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...('apiKey' in endpoint ? { 'x-apikey': endpoint.apiKey } : {}),
          ...('token' in endpoint && endpoint.token ? { authorization: `Bearer ${endpoint.token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
    // A kept-alive connection the server closed while the bench timed a query alone is opened anew.
    const response = await send().catch(send);
    // biome-ignore lint/suspicious/noExplicitAny: a bench reads the few fields it asked for
    const body = (await response.json()) as { data?: Record<string, any>; errors?: unknown[] };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data ?? {};
  };
  return { graphql, shutdown: () => server.shutdown() };
}
