import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { products } from '#src/db/schema.ts';
import { startTestApi, type TestApi } from './harness.ts';

/**
 * One real commerce service on a fresh database for the test file that calls this, with helpers
 * that fail the test on an HTTP error (`gql`) or on any GraphQL error (`data`).
 */
export function useTestApi(options: Parameters<typeof startTestApi>[0] = {}) {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(options);
  });
  afterAll(() => api?.close());

  const db = () => api.database.db;
  /** An answer with HTTP 200 (by default as a shopper of the test key; `headers` replace the key's). */
  // biome-ignore lint/suspicious/noExplicitAny: answers are untyped JSON unless the test names their type
  async function gql<T = any>(
    query: string,
    variables: Record<string, unknown> = {},
    headers?: Record<string, string>,
  ) {
    const { status, body } = await api.graphql<T>(query, variables, headers);
    expect(status).toBe(200);
    // biome-ignore lint/suspicious/noExplicitAny: an error's extensions differ by error
    return body as { data?: T; errors?: { message: string; extensions?: Record<string, any> }[] };
  }
  async function data<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const body = await gql<T>(query, variables);
    expect(body.errors).toBeUndefined();
    return body.data as T;
  }
  /** Product aliases matching `where`, in id order. */
  const aliases = async (where: SQL = sql`true`) =>
    (await db().select({ alias: products.alias }).from(products).where(where).orderBy(products.id)).map(
      (r) => r.alias,
    );
  return { api: () => api, db, gql, data, aliases };
}
