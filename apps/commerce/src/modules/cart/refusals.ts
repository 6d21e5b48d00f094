import { GraphQLError } from 'graphql';

/** Why the cart refused a change; the storefront maps each to its message. */
export const CART_REFUSAL_CODES = [
  'CART_NOT_FOUND',
  'CART_COMPLETED',
  'SKU_REQUIRED',
  'SKU_NOT_FOUND',
  'NOT_SOLD_IN_MARKET',
  'QUANTITY_NOT_AVAILABLE',
  'RequirementsNotMet',
  'GIFT_CARD_EMPTY',
  'GIFT_CARD_CURRENCY',
  'NOT_A_RENTAL',
  'RENTAL_PERIOD_REQUIRED',
  'RENTAL_PERIOD_INVALID',
  'RENTAL_ONE_UNIT',
  'RENTAL_UNAVAILABLE',
  'RENTAL_DELIVERY_UNAVAILABLE',
  'RENTAL_DAMAGE_WAIVER_UNAVAILABLE',
] as const;
export type CartRefusalCode = (typeof CART_REFUSAL_CODES)[number];

/**
 * A refused cart change, shaped like every refused argument (ADR 12): the argument in `field`, the
 * code in `code` and `problems`, and what the shopper needs to know (the quantity available, the
 * requirement unmet) beside them. Nothing has changed when this is thrown.
 */
export function cartRefusal(
  code: CartRefusalCode,
  field: string,
  message: string,
  details: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(`${field}: ${message}`, {
    extensions: { code, field, problems: [code], ...details },
  });
}
