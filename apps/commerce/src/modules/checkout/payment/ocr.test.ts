import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOcrReference, ocrReference } from './ocr.ts';

describe('OCR references', () => {
  it('carry the length and a Luhn check digit', () => {
    expect(ocrReference(100001)).toBe('10000180');
    expect(isOcrReference('10000180')).toBe(true);
  });

  it('are valid for every order number, and any single changed digit is caught', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (id, at, by) => {
          const reference = ocrReference(id);
          expect(isOcrReference(reference)).toBe(true);
          const i = at % reference.length;
          const changed = `${reference.slice(0, i)}${(Number(reference[i]) + by) % 10}${reference.slice(i + 1)}`;
          expect(isOcrReference(changed)).toBe(false);
        },
      ),
    );
  });
});
