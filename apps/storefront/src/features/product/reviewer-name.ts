import { type ClientOptions, request } from '@/lib/graphql/client';
import { ReviewerQuery } from './queries';

/** The name a signed-in customer's reviews are shown with; empty when the account has none. */
export async function fetchReviewName(options: ClientOptions): Promise<string> {
  const { getUser } = await request(options, ReviewerQuery, {});
  return getUser?.reviewName ?? '';
}
