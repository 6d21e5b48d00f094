import { describe, expect, it } from 'vitest';
import { damageWaiverOf } from './damage-waiver.ts';

describe('a damage waiver', () => {
  it('is the basis points of the rent at the hire’s VAT rate', () => {
    // 10 % of a 1 414 kr rent; 25 % VAT.
    expect(damageWaiverOf(141_400, 1000, 2500)).toEqual({ incVat: 14_140, exVat: 11_312 });
  });

  it('rounds to whole öre, half up, before VAT is taken out', () => {
    expect(damageWaiverOf(99_500, 1250, 2500)).toEqual({ incVat: 12_438, exVat: 9950 });
    expect(damageWaiverOf(1, 5000, 2500)).toEqual({ incVat: 1, exVat: 1 });
  });

  it('is the whole rent at 100 % and nothing of no rent', () => {
    expect(damageWaiverOf(80_000, 10_000, 2500)).toEqual({ incVat: 80_000, exVat: 64_000 });
    expect(damageWaiverOf(0, 1000, 2500)).toEqual({ incVat: 0, exVat: 0 });
  });
});
