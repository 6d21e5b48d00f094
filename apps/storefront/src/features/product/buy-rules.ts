export type BuyProblem = 'sizeRequired' | 'soldOut' | 'quantity';

/**
 * Why an add to cart cannot go ahead, or null when it can. `max` is the API's maxQuantity of the
 * chosen size (or of the product); the form only checks the shopper's input against it.
 */
export function buyProblem(input: {
  sizeRequired: boolean;
  skuId: number | null;
  quantity: number;
  max: number;
}): BuyProblem | null {
  if (input.sizeRequired && input.skuId === null) return 'sizeRequired';
  if (input.max === 0) return 'soldOut';
  if (!Number.isInteger(input.quantity) || input.quantity < 1 || input.quantity > input.max)
    return 'quantity';
  return null;
}
