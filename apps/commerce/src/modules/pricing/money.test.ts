import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basisPointsOf, discountPercentage, exVatFromIncVat, formatMoney } from './money.ts';

describe('formatMoney', () => {
  it('formats whole kronor without decimals in Swedish', () => {
    expect(formatMoney(1_299_000, 'SEK', 'sv-SE')).toBe('12\u00a0990\u00a0kr');
  });
  it('keeps öre when there are any', () => {
    expect(formatMoney(14_950, 'SEK', 'sv-SE')).toBe('149,50\u00a0kr');
  });
  it('formats euro in Finnish and English', () => {
    expect(formatMoney(123_456, 'EUR', 'fi-FI')).toBe('1\u00a0234,56\u00a0€');
    expect(formatMoney(123_400, 'EUR', 'en-GB')).toBe('€1,234');
  });
  it('refuses fractional minor units', () => {
    expect(() => formatMoney(10.5, 'SEK', 'sv-SE')).toThrow(/integer/);
  });
});

describe('basisPointsOf', () => {
  it('takes the share and rounds half up to whole minor units', () => {
    expect(basisPointsOf(141_400, 1000)).toBe(14_140);
    expect(basisPointsOf(99_500, 1250)).toBe(12_438);
    expect(basisPointsOf(5, 1000)).toBe(1);
    expect(basisPointsOf(4, 1000)).toBe(0);
  });
  it('is all of the amount at 10 000 and nothing at 0', () => {
    expect(basisPointsOf(123_457, 10_000)).toBe(123_457);
    expect(basisPointsOf(123_457, 0)).toBe(0);
  });
});

describe('exVatFromIncVat', () => {
  it('removes 25 % VAT exactly', () => {
    expect(exVatFromIncVat(12_500, 2500)).toBe(10_000);
  });
  it('always gives integer minor units no larger than the inc-VAT amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 5000 }), (inc, bp) => {
        const ex = exVatFromIncVat(inc, bp);
        return Number.isInteger(ex) && ex <= inc && ex >= 0;
      }),
    );
  });
});

describe('discountPercentage', () => {
  it('is the rounded share taken off the regular price', () => {
    expect(discountPercentage(10_000, 7_500)).toBe(25);
  });
  it('is never negative', () => {
    expect(discountPercentage(10_000, 12_000)).toBe(0);
    expect(discountPercentage(0, 100)).toBe(0);
  });
});
