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
  async function gql<T>(query: string, variables: Record<string, unknown> = {}) {
    const { status, body } = await api.graphql<T>(query, variables);
    expect(status).toBe(200);
    return body;
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
