export type BuyProblem = 'sizeRequired' | 'quantity';

/**
 * Why an add to cart cannot be sent, or null when it can: a size must be chosen where the API says
 * so, and the quantity must be a whole number of at least one. How many may go into the cart is
 * the API's to answer (its refusal says how many are left).
 */
export function buyProblem(input: {
  sizeRequired: boolean;
  skuId: number | null;
  quantity: number;
}): BuyProblem | null {
  if (input.sizeRequired && input.skuId === null) return 'sizeRequired';
  if (!Number.isInteger(input.quantity) || input.quantity < 1) return 'quantity';
  return null;
}
