import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { movePriceOrder } from './facet-index-prices.ts';

/** Slots in price order, ties by product id: what the index build makes. */
function sortedOrder(column: Int32Array, productIds: Int32Array) {
  return Int32Array.from(column.keys()).sort(
    (a, b) =>
      (column[a] as number) - (column[b] as number) || (productIds[a] as number) - (productIds[b] as number),
  );
}

describe('movePriceOrder', () => {
  it('leaves the order as a full sort by the new prices would make it', () => {
    const catalog = fc
      .array(fc.integer({ min: -1, max: 50 }), { minLength: 1, maxLength: 60 })
      .chain((prices) =>
        fc.record({
          prices: fc.constant(prices),
          slot: fc.integer({ min: 0, max: prices.length - 1 }),
          newPrice: fc.integer({ min: 0, max: 60 }),
          ids: fc.shuffledSubarray(
            Array.from({ length: prices.length * 3 }, (_, i) => i + 1),
            { minLength: prices.length, maxLength: prices.length },
          ),
        }),
      );
    fc.assert(
      fc.property(catalog, ({ prices, slot, newPrice, ids }) => {
        const column = Int32Array.from(prices);
        const productIds = Int32Array.from(ids);
        const order = sortedOrder(column, productIds);
        column[slot] = newPrice;
        movePriceOrder(order, slot, column, productIds);
        expect([...order]).toEqual([...sortedOrder(column, productIds)]);
      }),
    );
  });

  it('moves a product that became the cheapest to the front and the dearest to the back', () => {
    const productIds = Int32Array.from([10, 11, 12, 13]);
    const column = Int32Array.from([100, 200, 300, 400]);
    const order = Int32Array.from([0, 1, 2, 3]);
    column[2] = 50;
    movePriceOrder(order, 2, column, productIds);
    expect([...order]).toEqual([2, 0, 1, 3]);
    column[2] = 500;
    movePriceOrder(order, 2, column, productIds);
    expect([...order]).toEqual([0, 1, 3, 2]);
  });
});
