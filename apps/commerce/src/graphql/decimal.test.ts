import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { majorUnits, minorUnitsOf } from './decimal.ts';

describe('Decimal at the boundary', () => {
  it('shows minor units as major units with at most two decimals', () => {
    expect(majorUnits(49900)).toBe(499);
    expect(majorUnits(49950)).toBe(499.5);
    expect(majorUnits(1)).toBe(0.01);
    expect(JSON.stringify(majorUnits(129_99))).toBe('129.99');
    expect(() => majorUnits(0.5)).toThrow();
  });

  it('reads amounts exactly, from numbers and decimal text', () => {
    expect(minorUnitsOf(499)).toBe(49900);
    expect(minorUnitsOf(0.29)).toBe(29);
    expect(minorUnitsOf(1.1)).toBe(110);
    expect(minorUnitsOf('1299.95')).toBe(129995);
    expect(minorUnitsOf(-2.5)).toBe(-250);
  });

  it('refuses more than two decimals, non-numbers and amounts beyond the database', () => {
    for (const bad of [
      1.005,
      0.001,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      '12,50',
      '',
      null,
      true,
      1e21,
      3e7,
    ]) {
      expect(() => minorUnitsOf(bad), String(bad)).toThrow(/Decimal/);
    }
  });

  it('round-trips every amount through JSON', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2_147_483_647, max: 2_147_483_647 }), (minor) => {
        expect(minorUnitsOf(JSON.parse(JSON.stringify(majorUnits(minor))))).toBe(minor);
      }),
    );
  });
});
