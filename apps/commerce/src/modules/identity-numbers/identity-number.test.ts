import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { luhnDigit } from '../../../test/personnummer.ts';
import {
  canonicalIdentityNumber,
  type IdentityHolder,
  identityCountryOf,
  isValidIdentityNumber,
  requiresIdentityNumber,
} from './identity-number.ts';

/*
 * Valid numbers are made here from their published rules, independently of the validators: a date
 * (where the number holds one), a serial, and the check digit computed by the country's method.
 */

const digitsOf = (value: string) => [...value].map(Number);
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 11 minus the weighted sum mod 11 (0 for 11); null where the rule gives 10, a number never issued. */
function mod11Digit(payload: string, weights: number[]): number | null {
  const sum = digitsOf(payload).reduce((acc, d, i) => acc + d * (weights[i] as number), 0);
  const digit = (11 - (sum % 11)) % 11;
  return digit === 10 ? null : digit;
}

const THIS_YEAR = new Date().getFullYear();
const date = (from: number, to: number) =>
  fc.record({
    year: fc.integer({ min: from, max: to }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
  });

interface Generated {
  /** How a shopper may write it. */
  written: string;
  /** Positions in `written` of the digits its check digit covers. */
  checked: number[];
}

const positionsOfDigits = (written: string, skip = 0) =>
  [...written].flatMap((c, i) => (/\d/.test(c) && i >= skip ? [i] : []));

/** Swedish personnummer and samordningsnummer (day + 60), in the four ways shoppers write them. */
const swedishPerson = fc
  .tuple(date(THIS_YEAR - 99, THIS_YEAR - 1), fc.integer({ min: 0, max: 999 }), fc.boolean(), fc.nat(3))
  .map(([{ year, month, day }, serial, coordination, form]): Generated => {
    const ten = `${pad(year % 100)}${pad(month)}${pad(day + (coordination ? 60 : 0))}${pad(serial, 3)}`;
    const full = `${ten}${luhnDigit(ten)}`;
    const century = String(year).slice(0, 2);
    const written = [
      `${full.slice(0, 6)}-${full.slice(6)}`,
      full,
      `${century}${full}`,
      `${century}${full.slice(0, 6)}-${full.slice(6)}`,
    ][form] as string;
    return { written, checked: positionsOfDigits(written, form >= 2 ? 2 : 0) };
  });

/** Swedish organisationsnummer: a group digit 2 or more third, Luhn; with or without dash and 16. */
const swedishOrganisation = fc
  .tuple(
    fc.constantFrom(2, 5, 7, 8, 9),
    fc.integer({ min: 0, max: 9 }),
    fc.integer({ min: 2, max: 9 }),
    fc.integer({ min: 0, max: 999_999 }),
    fc.nat(2),
  )
  .map(([first, second, group, rest, form]): Generated => {
    const nine = `${first}${second}${group}${pad(rest, 6)}`;
    const full = `${nine}${luhnDigit(nine)}`;
    const written = [`${full.slice(0, 6)}-${full.slice(6)}`, full, `16${full}`][form] as string;
    return { written, checked: positionsOfDigits(written, form === 2 ? 2 : 0) };
  });

/** Danish CPR: a date and a serial whose seventh digit agrees with the century. No check digit since 2007. */
const danishPerson = fc
  .tuple(date(1937, 2025), fc.integer({ min: 0, max: 999 }))
  .map(([{ year, month, day }, serial]): Generated => {
    const centuryDigit = year < 2000 ? serial % 4 : [4, 9][serial % 2];
    const written = `${pad(day)}${pad(month)}${pad(year % 100)}-${centuryDigit}${pad(serial, 3)}`;
    return { written, checked: [] };
  });

const danishCompany = fc
  .integer({ min: 1_000_000, max: 9_999_999 })
  .map((n) => ({ payload: String(n), digit: mod11Digit(String(n), [2, 7, 6, 5, 4, 3, 2]) }))
  .filter(({ digit }) => digit !== null)
  .map(({ payload, digit }): Generated => {
    const written = `${payload}${digit}`;
    return { written, checked: positionsOfDigits(written) };
  });

/** Norwegian fødselsnummer: date, an individual number by century (000-499 1900s, 500-999 2000s), two mod 11 digits. */
const norwegianPerson = fc
  .tuple(date(1940, 2025), fc.integer({ min: 0, max: 499 }))
  .map(([{ year, month, day }, n]) => {
    const individual = year < 2000 ? n : n + 500;
    const nine = `${pad(day)}${pad(month)}${pad(year % 100)}${pad(individual, 3)}`;
    const k1 = mod11Digit(nine, [3, 7, 6, 1, 8, 9, 4, 5, 2]);
    const k2 = k1 === null ? null : mod11Digit(`${nine}${k1}`, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]);
    return { nine, k1, k2 };
  })
  .filter(({ k1, k2 }) => k1 !== null && k2 !== null)
  .map(({ nine, k1, k2 }): Generated => {
    const written = `${nine}${k1}${k2}`;
    return { written, checked: positionsOfDigits(written) };
  });

const norwegianCompany = fc
  .integer({ min: 80_000_000, max: 99_999_999 })
  .map((n) => ({ payload: String(n), digit: mod11Digit(String(n), [3, 2, 7, 6, 5, 4, 3, 2]) }))
  .filter(({ digit }) => digit !== null)
  .map(({ payload, digit }): Generated => {
    const written = `${payload}${digit}`;
    return { written, checked: positionsOfDigits(written) };
  });

/** Finnish HETU: ddmmyy, the century sign, an individual number 002-899 and a mod 31 check character. */
const finnishPerson = fc
  .tuple(date(1940, 2025), fc.integer({ min: 2, max: 899 }))
  .map(([{ year, month, day }, individual]): Generated => {
    const payload = `${pad(day)}${pad(month)}${pad(year % 100)}${pad(individual, 3)}`;
    const check = '0123456789ABCDEFHJKLMNPRSTUVWXY'[Number(payload) % 31];
    const written = `${payload.slice(0, 6)}${year < 2000 ? '-' : 'A'}${payload.slice(6)}${check}`;
    return { written, checked: positionsOfDigits(written) };
  });

/** Finnish Y-tunnus: seven digits, a dash and a mod 11 digit (remainder 1 is never issued). */
const finnishCompany = fc
  .integer({ min: 1_000_000, max: 9_999_999 })
  .map((n) => {
    const payload = String(n);
    const sum = digitsOf(payload).reduce((acc, d, i) => acc + d * ([7, 9, 10, 5, 8, 4, 2][i] as number), 0);
    return { payload, remainder: sum % 11 };
  })
  .filter(({ remainder }) => remainder !== 1)
  .map(({ payload, remainder }): Generated => {
    const written = `${payload}-${remainder === 0 ? 0 : 11 - remainder}`;
    return { written, checked: positionsOfDigits(written) };
  });

const KINDS: [string, IdentityHolder, string, fc.Arbitrary<Generated>][] = [
  ['Swedish personnummer', 'PERSON', 'SE', swedishPerson],
  ['Swedish organisationsnummer', 'ORGANIZATION', 'SE', swedishOrganisation],
  ['Danish CPR', 'PERSON', 'DK', danishPerson],
  ['Danish CVR', 'ORGANIZATION', 'DK', danishCompany],
  ['Norwegian fødselsnummer', 'PERSON', 'NO', norwegianPerson],
  ['Norwegian organisasjonsnummer', 'ORGANIZATION', 'NO', norwegianCompany],
  ['Finnish HETU', 'PERSON', 'FI', finnishPerson],
  ['Finnish Y-tunnus', 'ORGANIZATION', 'FI', finnishCompany],
];

/** The number with the digit at `position` replaced by another digit. */
const withDigitChanged = (written: string, position: number, by: number) =>
  `${written.slice(0, position)}${(Number(written[position]) + by) % 10}${written.slice(position + 1)}`;

describe.each(KINDS)('%s', (_name, holder, country, numbers) => {
  it('passes every generated valid number, however it is written', () => {
    fc.assert(
      fc.property(numbers, fc.constantFrom('', ' ', '  '), ({ written }, space) => {
        expect(isValidIdentityNumber(written, holder, country)).toBe(true);
        expect(isValidIdentityNumber(`${space}${written}${space}`, holder, country)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("is refused for another country's rules or as the other kind of holder where they differ", () => {
    fc.assert(
      fc.property(numbers, ({ written }) => {
        expect(isValidIdentityNumber(written, holder, 'DE')).toBe(false);
        expect(isValidIdentityNumber(`${written}X`, holder, country)).toBe(false);
      }),
    );
  });
});

// The Danish CPR lost its check digit in 2007: a changed digit may make another person's number.
describe.each(KINDS.filter(([name]) => name !== 'Danish CPR'))('%s', (_name, holder, country, numbers) => {
  it('fails when any single digit its check digit covers is changed', () => {
    fc.assert(
      fc.property(numbers, fc.nat(), fc.integer({ min: 1, max: 9 }), ({ written, checked }, pick, by) => {
        const changed = withDigitChanged(written, checked[pick % checked.length] as number, by);
        expect(isValidIdentityNumber(changed, holder, country)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});

describe('identity numbers', () => {
  it('read Swedish numbers with or without century and separator, samordningsnummer too', () => {
    for (const written of ['811218-9876', '8112189876', '198112189876', '19811218-9876', '811278-9873']) {
      expect(isValidIdentityNumber(written, 'PERSON', 'SE'), written).toBe(true);
    }
    expect(isValidIdentityNumber('811218-9877', 'PERSON', 'SE')).toBe(false);
    expect(isValidIdentityNumber('811318-9872', 'PERSON', 'SE')).toBe(false);
    expect(isValidIdentityNumber('5566778899', 'ORGANIZATION', 'SE')).toBe(true);
    expect(isValidIdentityNumber('16556677-8899', 'ORGANIZATION', 'SE')).toBe(true);
  });

  it("take a sole trader's personnummer as a Swedish organisation number", () => {
    expect(isValidIdentityNumber('19811218-9876', 'ORGANIZATION', 'SE')).toBe(true);
  });

  it('reject a Danish CPR (which has no check digit) by an impossible date', () => {
    expect(isValidIdentityNumber('211062-5629', 'PERSON', 'DK')).toBe(true);
    expect(isValidIdentityNumber('321062-5629', 'PERSON', 'DK')).toBe(false);
    expect(isValidIdentityNumber('211362-5629', 'PERSON', 'DK')).toBe(false);
  });

  it('are asked for in the Nordic markets only', () => {
    expect(['SE', 'DK', 'NO', 'FI', 'AX'].every(requiresIdentityNumber)).toBe(true);
    expect(requiresIdentityNumber('DE')).toBe(false);
    expect(isValidIdentityNumber('', 'PERSON', 'SE')).toBe(false);
  });

  it("are Finnish on Åland: HETU and Y-tunnus, written as Finland's", () => {
    expect(identityCountryOf('AX')).toBe('FI');
    expect(isValidIdentityNumber('131052-308T', 'PERSON', 'AX')).toBe(true);
    expect(isValidIdentityNumber('2077474-0', 'ORGANIZATION', 'AX')).toBe(true);
    expect(isValidIdentityNumber('811218-9876', 'PERSON', 'AX')).toBe(false);
    expect(canonicalIdentityNumber('131052-308t', 'PERSON', 'AX')).toBe('131052-308T');
    expect(canonicalIdentityNumber('2077474-0', 'ORGANIZATION', 'AX')).toBe('20774740');
  });

  it('write each customer one way, however the number was typed', () => {
    const today = new Date(Date.UTC(2026, 10, 23));
    const forms = ['811218-9876', '8112189876', '198112189876', '19811218-9876', ' 811218 9876 '];
    for (const form of forms)
      expect(canonicalIdentityNumber(form, 'PERSON', 'SE', today)).toBe('198112189876');
    expect(canonicalIdentityNumber('121212+1212', 'PERSON', 'SE', today)).toBe('191212121212');
    expect(canonicalIdentityNumber('121212-1212', 'PERSON', 'SE', today)).toBe('201212121212');
    expect(canonicalIdentityNumber('16556677-8899', 'ORGANIZATION', 'SE', today)).toBe('5566778899');
    expect(canonicalIdentityNumber('2077474-0', 'ORGANIZATION', 'FI', today)).toBe('20774740');
    expect(canonicalIdentityNumber('131052-308t', 'PERSON', 'FI', today)).toBe('131052-308T');
  });
});
