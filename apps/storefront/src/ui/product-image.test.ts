import { PRODUCT_PHOTO_WIDTHS } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { copiesOf } from './product-image';

describe('a product image’s sources', () => {
  it('names every copy an uploaded photo has, at the widths the API makes, and none for a drawing', () => {
    const key = 'ab'.repeat(16);
    expect(copiesOf(`photo-${key}.webp`)).toBe(
      PRODUCT_PHOTO_WIDTHS.map((w) => `/images/products/photo-${key}-${w}.webp ${w}w`).join(),
    );
    expect(copiesOf('excavator-f2a900-2.svg')).toBeUndefined();
  });
});
