import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountText, isEan, neutralise, parseAmount, parseWhole, unneutralise } from './cells.ts';

describe('neutralise', () => {
  it('puts an apostrophe before every text a spreadsheet would run, as OWASP advises', () => {
    const formulas = [
      "=cmd|' /C calc'!A0",
      '=HYPERLINK("http://evil.example","Klicka")',
      '+46 8 123 45',
      '-2+3',
      '@SUM(A1:A9)',
      '\t=1+1',
      '\r=1+1',
    ];
    expect(formulas.map(neutralise)).toEqual(formulas.map((f) => `'${f}`));
  });

  it('leaves plain text and plain numbers, negative ones too, as they are', () => {
    for (const text of ['Gräsklippare', 'HUS-100123', '-12,50', '-3', '1234.50', '', "O'Brien"]) {
      expect(neutralise(text)).toBe(text);
    }
  });

  it('reads back every text exactly as it was, whatever it starts with', () => {
    const starts = fc.constantFrom('', '=', '+', '-', '@', '\t', '\r', "'", "''", "'=", ' ', '-1');
    fc.assert(
      fc.property(starts, fc.string(), (start, rest) => {
        const text = start + rest;
        expect(unneutralise(neutralise(text))).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('parseAmount', () => {
  const max = 1_000_000_000;
  it('reads amounts as people and spreadsheets write them, exactly in minor units', () => {
    const read = (text: string) => parseAmount(text, max);
    expect(read('1234,50')).toEqual({ ok: true, value: 123_450 });
    expect(read('1 234,5')).toEqual({ ok: true, value: 123_450 });
    expect(read('1\u00a0234.50')).toEqual({ ok: true, value: 123_450 });
    expect(read('19,99')).toEqual({ ok: true, value: 1999 });
    expect(read('99')).toEqual({ ok: true, value: 9900 });
    expect(read('0')).toEqual({ ok: true, value: 0 });
  });

  it('says why an amount is refused', () => {
    const problem = (text: string) => {
      const parsed = parseAmount(text, max);
      return parsed.ok ? null : parsed.problem;
    };
    expect(problem('')).toBe('NOT_A_NUMBER');
    expect(problem('tolv')).toBe('NOT_A_NUMBER');
    expect(problem('12 kr')).toBe('NOT_A_NUMBER');
    expect(problem('1,2,3')).toBe('NOT_A_NUMBER');
    expect(problem('=1+1')).toBe('NOT_A_NUMBER');
    expect(problem('12,345')).toBe('TOO_MANY_DECIMALS');
    expect(problem('-5,00')).toBe('NEGATIVE');
    expect(problem('10000000,01')).toBe('TOO_LARGE');
  });

  it('reads back every amount it writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max }), (minor) => {
        expect(parseAmount(amountText(minor), max)).toEqual({ ok: true, value: minor });
      }),
    );
  });
});

describe('parseWhole', () => {
  it('reads counts of units and refuses the rest with the reason', () => {
    expect(parseWhole('12', 100)).toEqual({ ok: true, value: 12 });
    expect(parseWhole(' 0 ', 100)).toEqual({ ok: true, value: 0 });
    expect(parseWhole('-0', 100)).toEqual({ ok: true, value: 0 });
    expect(parseWhole('-1', 100)).toEqual({ ok: false, problem: 'NEGATIVE' });
    expect(parseWhole('1,5', 100)).toEqual({ ok: false, problem: 'NOT_A_WHOLE_NUMBER' });
    expect(parseWhole('', 100)).toEqual({ ok: false, problem: 'NOT_A_NUMBER' });
    expect(parseWhole('101', 100)).toEqual({ ok: false, problem: 'TOO_LARGE' });
  });
});

describe('isEan', () => {
  it('takes GTINs with their check digit right, or nothing', () => {
    expect(isEan('7350000000016')).toBe(true);
    expect(isEan('73513537')).toBe(true);
    expect(isEan('')).toBe(true);
    expect(isEan('7350000000019')).toBe(false);
    expect(isEan('73500000001')).toBe(false);
    expect(isEan('73500000000a9')).toBe(false);
  });
});
