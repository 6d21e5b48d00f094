import { type APIRequestContext, expect } from '@playwright/test';
import { commerceUrl } from './playwright.config';

/** The demo channel's storefront key, which the seeded database holds. */
export const API_KEY = 'demo-storefront-key';

/** One GraphQL request to the commerce API, as a storefront or (with the staff key) as staff; fails the test on any error. */
export function commerce<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  key = API_KEY,
): Promise<T> {
  return commerceAt<T>(request, commerceUrl, query, variables, key);
}

/** `commerce`, to the commerce API at `api` (one instance of several, say). */
export async function commerceAt<T>(
  request: APIRequestContext,
  api: string,
  query: string,
  variables: Record<string, unknown> = {},
  key = API_KEY,
): Promise<T> {
  const response = await request.post(`${api}/graphql`, {
    headers: { 'x-apikey': key },
    data: { query, variables },
  });
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  return body.data;
}
