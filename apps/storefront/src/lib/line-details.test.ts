import { describe, expect, it } from 'vitest';
import { lineDetails, lineName } from './line-details';

const texts = { colour: 'Färg: {colour}', size: 'Storlek: {size}' };
const product = { name: 'ATV-hjälm Väktare MX-10, gul' };

describe("a line's colour and size", () => {
  it('are said in words, the colour first, for a line with both', () => {
    expect(lineDetails({ colour: 'Gul', size: 'M' }, texts)).toEqual(['Färg: Gul', 'Storlek: M']);
  });

  it('are left out where the product has none', () => {
    expect(lineDetails({ colour: null, size: 'M' }, texts)).toEqual(['Storlek: M']);
    expect(lineDetails({ colour: 'Gul', size: null }, texts)).toEqual(['Färg: Gul']);
    expect(lineDetails({}, texts)).toEqual([]);
  });

  it('name the line by its product and size', () => {
    expect(lineName({ product, size: 'M' })).toBe('ATV-hjälm Väktare MX-10, gul (M)');
    expect(lineName({ product, colour: 'Gul', size: null })).toBe(product.name);
  });
});
