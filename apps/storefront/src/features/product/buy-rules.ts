/** The most of one item a single add puts in the cart, whatever the stock. */
export const QUANTITY_THRESHOLD = 99;

/** How many units can be chosen: the stock of the chosen size (or product), at most the threshold. */
export function maxQuantity(totalStock: number): number {
  return Math.max(0, Math.min(totalStock, QUANTITY_THRESHOLD));
}

export type BuyProblem = 'sizeRequired' | 'soldOut' | 'quantity';

/** Why an add to cart cannot go ahead, or null when it can. */
export function buyProblem(input: {
  hasSizes: boolean;
  skuId: number | null;
  quantity: number;
  totalStock: number;
}): BuyProblem | null {
  if (input.hasSizes && input.skuId === null) return 'sizeRequired';
  const max = maxQuantity(input.totalStock);
  if (max === 0) return 'soldOut';
  if (!Number.isInteger(input.quantity) || input.quantity < 1 || input.quantity > max) return 'quantity';
  return null;
}
