import { sameSitePath } from '@/lib/routing/same-site-path';
import type { CartProblem } from './cart-problems';

/**
 * What a cart change made without JavaScript tells the cart's page it lands on, in its query
 * (`page-query-keys.ts` names these keys for the checkout's route): the sku added or removed, a
 * line's refusal, and the page to go back to shopping on.
 */
export interface CartPageNotice {
  added?: number | string;
  removed?: number;
  line?: number;
  problem?: CartProblem | 'failed';
  /** The most the refused line may hold, as the API said. */
  cap?: number;
  from?: string;
}

const skuOf = (value: string | null) => (value && /^\d{1,10}$/.test(value) ? Number(value) : null);

/** The notice of a cart page's query; anything malformed is left out. */
export function readCartPageNotice(query: URLSearchParams) {
  const cap = skuOf(query.get('cap'));
  return {
    added: skuOf(query.get('added')),
    removed: skuOf(query.get('removed')),
    line: skuOf(query.get('line')),
    problem: query.get('problem'),
    cap,
    from: sameSitePath(query.get('from')),
  };
}
