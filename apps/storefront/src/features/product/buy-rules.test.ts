import { describe, expect, it } from 'vitest';
import { buyProblem } from './buy-rules';

describe('add to cart rules', () => {
  it('requires a size when the API says one must be chosen', () => {
    expect(buyProblem({ sizeRequired: true, skuId: null, quantity: 1, max: 5 })).toBe('sizeRequired');
    expect(buyProblem({ sizeRequired: true, skuId: 7, quantity: 1, max: 5 })).toBeNull();
    expect(buyProblem({ sizeRequired: false, skuId: null, quantity: 1, max: 5 })).toBeNull();
  });
  it('takes whole quantities from 1 to the API maximum, and nothing when that is 0', () => {
    const at = (quantity: number, max = 3) => buyProblem({ sizeRequired: false, skuId: null, quantity, max });
    expect(at(3)).toBeNull();
    expect(at(4)).toBe('quantity');
    expect(at(0)).toBe('quantity');
    expect(at(1.5)).toBe('quantity');
    expect(at(Number.NaN)).toBe('quantity');
    expect(at(1, 0)).toBe('soldOut');
  });
});
