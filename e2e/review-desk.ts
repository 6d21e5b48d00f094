import { type APIRequestContext, expect } from '@playwright/test';
import { addMember, MEMBER_PASSWORD } from './admin';
import { commerce } from './commerce-api';
import { commerceUrl } from './playwright.config';

/** One request to the staff API as the member of `token`; fails the test on any error. */
async function staffApi<T>(
  request: APIRequestContext,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post(`${commerceUrl}/admin/graphql`, {
    headers: { authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** A marketing member's session on the staff API: they approve and answer reviews. */
export async function marketingToken(request: APIRequestContext): Promise<string> {
  const email = addMember('marketing');
  const response = await request.post(`${commerceUrl}/admin/graphql`, {
    data: {
      query:
        'mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { token } }',
      variables: { email, password: MEMBER_PASSWORD },
    },
  });
  const token = (await response.json()).data?.signIn?.token;
  expect(typeof token, 'a staff session').toBe('string');
  return token;
}

/**
 * Approves the newest review of the product that waits for staff, as the review desk does (new
 * reviews wait for approval, ADR 75). Its id.
 */
export async function approveNewestReview(request: APIRequestContext, token: string, alias: string) {
  const { product } = await commerce<{ product: { productId: number } }>(
    request,
    'query ($alias: String!) { product(alias: $alias) { productId } }',
    { alias },
  );
  const { reviews } = await staffApi<{ reviews: { nodes: { id: number }[] } }>(
    request,
    token,
    'query ($productId: Int) { reviews(status: PENDING, productId: $productId, first: 1) { nodes { id } } }',
    { productId: product.productId },
  );
  const [review] = reviews.nodes;
  expect(review, `a review of ${alias} waiting for approval`).toBeDefined();
  const { approveReview } = await staffApi<{ approveReview: { refusal: string | null } }>(
    request,
    token,
    'mutation ($id: Int!) { approveReview(id: $id) { refusal } }',
    { id: review?.id },
  );
  expect(approveReview.refusal).toBeNull();
  return review?.id as number;
}
