import { param, type SearchParams } from '@/ui/data-table';

/** The tabs of the review list, the waiting ones first; `all` asks for every status. */
export const REVIEW_TABS = ['pending', 'approved', 'rejected', 'all'] as const;
export type ReviewTab = (typeof REVIEW_TABS)[number];

/** What the list's address may carry besides a form's outcome: the tab, the product and the page. */
const LIST_KEYS = ['status', 'article', 'after', 'trail'] as const;

/** The tab the address asks for; the queue of waiting reviews when it asks for none. */
export function tabOf(params: SearchParams): ReviewTab {
  const status = param(params, 'status');
  return REVIEW_TABS.includes(status as ReviewTab) ? (status as ReviewTab) : 'pending';
}

/** The list's own part of a query string a form posted back (`back`), anything else left out. */
export function listQuery(back: string): URLSearchParams {
  const posted = new URLSearchParams(back.slice(0, 2000));
  const kept = new URLSearchParams();
  for (const key of LIST_KEYS) {
    const value = posted.get(key);
    if (value) kept.set(key, value.slice(0, 500));
  }
  return kept;
}

/** The list's part of the page's address, for forms to post back so the member lands where they were. */
export function backQuery(params: SearchParams): string {
  const kept = new URLSearchParams();
  for (const key of LIST_KEYS) {
    const value = param(params, key);
    if (value) kept.set(key, value);
  }
  return kept.toString();
}
