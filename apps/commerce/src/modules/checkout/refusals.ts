import { GraphQLError } from 'graphql';

/**
 * Why an order was not placed though the checkout was filled in correctly; the storefront is sent
 * to the provider-failure page with `failure` as its error (spec section 8).
 */
export type PlacementRefusalCode =
  | 'OUT_OF_STOCK'
  | 'CUSTOMER_BLACKLISTED'
  | 'CREDIT_LIMIT_EXCEEDED'
  | 'GIFT_CARD_CHANGED'
  | 'BALANCE_CHANGED'
  | 'CART_EMPTY'
  | 'RENTAL_UNAVAILABLE'
  | 'PROMO_CODE_USED_UP'
  | 'PROMO_CODE_CUSTOMER_LIMIT';

export type ProviderFailure = 'Error' | 'OutOfStock' | 'BlockedCustomer';

const FAILURES: Record<PlacementRefusalCode, ProviderFailure> = {
  OUT_OF_STOCK: 'OutOfStock',
  CUSTOMER_BLACKLISTED: 'BlockedCustomer',
  CREDIT_LIMIT_EXCEEDED: 'Error',
  GIFT_CARD_CHANGED: 'Error',
  BALANCE_CHANGED: 'Error',
  CART_EMPTY: 'Error',
  RENTAL_UNAVAILABLE: 'OutOfStock',
  PROMO_CODE_USED_UP: 'Error',
  PROMO_CODE_CUSTOMER_LIMIT: 'Error',
};

/** Thrown inside the order's transaction to roll it back: nothing of the order remains. */
export class PlacementRefusal extends Error {
  readonly code: PlacementRefusalCode;
  readonly failure: ProviderFailure;
  constructor(code: PlacementRefusalCode, message: string) {
    super(message);
    this.code = code;
    this.failure = FAILURES[code];
  }
}

/** What can be wrong with a field of the checkout; AMOUNT_TOO_LARGE marks the cart as a whole. */
export const CHECKOUT_PROBLEMS = [
  'REQUIRED',
  'INVALID_EMAIL',
  'INVALID_IDENTITY_NUMBER',
  'INVALID_PHONE',
  'INVALID_ZIP',
  'INVALID_COUNTRY',
  'TERMS_NOT_ACCEPTED',
  'INVALID_SHIPPING_ID',
  'SHIPPING_UNAVAILABLE',
  'INVALID_SHIPPING_FEE',
  'INVALID_PICKUP_POINT',
  'INVALID_PAYMENT_ID',
  'PAYMENT_UNAVAILABLE',
  'INVALID_DESIRED_DELIVERY_DATE',
  'AMOUNT_TOO_LARGE',
] as const;
export type CheckoutProblem = (typeof CHECKOUT_PROBLEMS)[number];

/** One field of the checkout that is missing or wrong, with its problem code. */
export interface CheckoutIssue {
  field: string;
  problem: CheckoutProblem;
  message: string;
}

/**
 * A checkout that cannot be placed as filled in: code BAD_USER_INPUT like every refused argument
 * (ADR 12), each field's problem in `problems`, and every field with its problem in `fields` so
 * that the form marks them all at once. Nothing has changed when this is answered.
 */
export function checkoutRefusal(issues: readonly CheckoutIssue[], details: Record<string, unknown> = {}) {
  return new GraphQLError(issues.map((i) => `${i.field}: ${i.message}`).join('; '), {
    extensions: {
      code: 'BAD_USER_INPUT',
      field: issues[0]?.field,
      problems: [...new Set(issues.map((i) => i.problem))],
      fields: issues,
      ...details,
    },
  });
}
