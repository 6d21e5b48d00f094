import { type BrowserScope, browserClient } from '@/lib/graphql/browser';
import { ReviewerQuery } from './queries';

/** The name a signed-in customer's reviews are shown with; empty when the account has none. */
export async function fetchReviewName(scope: BrowserScope): Promise<string> {
  const { getUser } = await browserClient(() => scope).query(ReviewerQuery, {});
  return getUser?.reviewName ?? '';
}
