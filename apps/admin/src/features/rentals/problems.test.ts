import { describe, expect, it } from 'vitest';
import { addDays, isDate } from './dates';
import { problemText } from './problems';

const problems = {
  OVERLAPS_BOOKING: 'Enheten är upptagen av bokning {id} ({state}, {from} till {to}).',
  BAD_FUEL: 'Ange bränslet i procent från 0 till 100.',
  UNKNOWN: 'Det gick inte.',
};

describe("the rental desk's refusals", () => {
  it('names the booking a block ran into, its state in words', () => {
    const params = {
      problem: 'OVERLAPS_BOOKING',
      conflictId: '12',
      conflictState: 'CONFIRMED',
      conflictFrom: '2026-12-04',
      conflictTo: '2026-12-07',
    };
    expect(problemText(problems, params, { CONFIRMED: 'Bokad' })).toBe(
      'Enheten är upptagen av bokning 12 (Bokad, 2026-12-04 till 2026-12-07).',
    );
  });

  it('says a refusal by its code, an unknown code as a failure, and nothing without one', () => {
    expect(problemText(problems, { problem: 'BAD_FUEL' })).toBe(problems.BAD_FUEL);
    expect(problemText(problems, { problem: 'SOMETHING_NEW' })).toBe(problems.UNKNOWN);
    expect(problemText(problems, {})).toBeNull();
  });
});

describe("the rental desk's dates", () => {
  it('takes real dates only', () => {
    expect(isDate('2028-02-29')).toBe(true);
    for (const bad of ['2027-02-29', '2026-2-01', '0000-01-01', '9999-12-31', '', null]) {
      expect(isDate(bad)).toBe(false);
    }
  });

  it('steps days across the change to summer time and a year', () => {
    expect(addDays('2027-03-27', 1)).toBe('2027-03-28');
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2027-01-04', -7)).toBe('2026-12-28');
  });
});
