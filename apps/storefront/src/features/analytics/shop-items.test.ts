import { describe, expect, it } from 'vitest';
import { favoriteItem } from './shop-items';

describe('favoriteItem', () => {
  it('takes the favorites event’s product and price fields', () => {
    expect(
      favoriteItem({
        productId: 12,
        name: 'Motorsåg 435',
        brand: { name: 'Husqvarna' },
        unitPrice: { currency: 'SEK', sellingPriceIncVat: 4990, discountPercentage: 10 },
      }),
    ).toEqual({
      productId: 12,
      name: 'Motorsåg 435',
      brand: 'Husqvarna',
      category: undefined,
      currency: 'SEK',
      price: 4990,
      discount: undefined,
      discountPercentage: 10,
    });
    expect(favoriteItem({ productId: '12', name: 'Såg', price: 100, brand: 'Stihl' })).toMatchObject({
      productId: '12',
      price: 100,
      brand: 'Stihl',
    });
  });
  it.each([null, undefined, 'x', 12, {}, { productId: 1 }, { name: 'Såg' }, { productId: {}, name: 'Såg' }])(
    'makes no item of %j',
    (detail) => {
      expect(favoriteItem(detail)).toBeNull();
    },
  );
  it('leaves out price fields that are not numbers', () => {
    expect(
      favoriteItem({ productId: 1, name: 'Såg', price: '100', sellingPriceIncVat: Number.NaN })?.price,
    ).toBeUndefined();
  });
});
