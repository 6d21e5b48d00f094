import { describe, expect, it } from 'vitest';
import { buyProblem } from './buy-rules';

describe('add to cart rules', () => {
  it('requires a size when the API says one must be chosen', () => {
    expect(buyProblem({ sizeRequired: true, skuId: null, quantity: 1 })).toBe('sizeRequired');
    expect(buyProblem({ sizeRequired: true, skuId: 7, quantity: 1 })).toBeNull();
    expect(buyProblem({ sizeRequired: false, skuId: null, quantity: 1 })).toBeNull();
  });
  it('takes whole quantities from 1 and leaves the upper cap to the API', () => {
    const at = (quantity: number) => buyProblem({ sizeRequired: false, skuId: null, quantity });
    expect(at(1)).toBeNull();
    expect(at(500)).toBeNull();
    expect(at(0)).toBe('quantity');
    expect(at(-2)).toBe('quantity');
    expect(at(1.5)).toBe('quantity');
    expect(at(Number.NaN)).toBe('quantity');
  });
});
