import type { CheckoutIssue, CheckoutState } from '#src/modules/checkout/index.ts';

/** The largest amount an order's columns hold: PostgreSQL's integer, in minor units (21,474,836.47). */
const LARGEST_ORDER_AMOUNT = 2_147_483_647;

/**
 * An order too large for its amounts to be kept, as a refusal of the cart (AMOUNT_TOO_LARGE) before
 * anything is written, rather than a database error in the middle of the order's transaction. The
 * regular prices of the items are the largest figure an order keeps; the rest are parts of it, but
 * the total with shipping may pass it.
 */
export function amountIssues(state: CheckoutState): CheckoutIssue[] {
  const { totals } = state.priced;
  const largest = Math.max(totals.subTotal.regularIncVat, totals.beforeBalance.incVat);
  if (largest <= LARGEST_ORDER_AMOUNT) return [];
  return [
    { field: 'cart', problem: 'AMOUNT_TOO_LARGE', message: 'the order is above what one order can hold' },
  ];
}
