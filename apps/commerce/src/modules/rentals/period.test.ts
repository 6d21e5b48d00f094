import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDepotOpen } from './depot-days.ts';
import {
  addDays,
  isLocalDate,
  type PeriodProblem,
  periodProblem,
  RENTAL_LIMITS,
  rentalDays,
  stockholmDate,
  weekday,
} from './period.ts';

// The server's zone must not matter; Stockholm's own is the one where local hours would show.
const serverZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Stockholm';
});
afterAll(() => {
  process.env.TZ = serverZone;
});

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const monthLength = (year: number, month: number) =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;

describe('local dates', () => {
  it('takes only real calendar dates written YYYY-MM-DD', () => {
    for (const good of ['2026-12-24', '2028-02-29', '2000-02-29', '2027-12-31'])
      expect(isLocalDate(good)).toBe(true);
    for (const bad of [
      '2027-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-12-00',
      '2026-1-01',
    ]) {
      expect(isLocalDate(bad)).toBe(false);
    }
    for (const bad of [
      '',
      '2026-12-24T07:00',
      ' 2026-12-24',
      '2026-12-24 ',
      '20261224',
      '2026/12/24',
      '+02026-12-24',
    ]) {
      expect(isLocalDate(bad)).toBe(false);
    }
  });

  it('agrees with the calendar on every year, month and day, leap years included', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (y, m, d) => {
          const real = m >= 1 && m <= 12 && d >= 1 && d <= monthLength(y, m);
          return isLocalDate(`${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`) === real;
        },
      ),
    );
  });

  it('adds days on the calendar and names weekdays, across a leap day and a year', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(weekday('2026-12-04')).toBe(5); // a Friday
    expect(weekday('2027-03-28')).toBe(0); // the Sunday summer time starts
    expect(() => addDays('2027-02-29', 1)).toThrow(RangeError);
  });

  it('dates an instant in Stockholm, on both days the clock changes', () => {
    expect(stockholmDate(new Date('2027-03-27T22:59:59Z'))).toBe('2027-03-27');
    expect(stockholmDate(new Date('2027-03-27T23:00:00Z'))).toBe('2027-03-28');
    expect(stockholmDate(new Date('2027-03-28T21:59:59Z'))).toBe('2027-03-28');
    expect(stockholmDate(new Date('2027-03-28T22:00:00Z'))).toBe('2027-03-29');
    expect(stockholmDate(new Date('2027-10-31T22:59:59Z'))).toBe('2027-10-31');
    expect(stockholmDate(new Date('2027-10-31T23:00:00Z'))).toBe('2027-11-01');
  });
});

describe('dygn', () => {
  it('counts calendar days from pickup to return: a weekend is three', () => {
    expect(rentalDays({ from: '2026-12-04', to: '2026-12-07' })).toBe(3);
    expect(rentalDays({ from: '2026-12-06', to: '2026-12-07' })).toBe(1);
    expect(rentalDays({ from: '2026-12-28', to: '2027-01-04' })).toBe(7);
  });

  it('keeps the 23-hour and the 25-hour Sunday one dygn each', () => {
    expect(rentalDays({ from: '2027-03-26', to: '2027-03-29' })).toBe(3); // 71 hours
    expect(rentalDays({ from: '2026-10-23', to: '2026-10-26' })).toBe(3); // 73 hours
    expect(rentalDays({ from: '2027-10-30', to: '2027-11-01' })).toBe(2); // 49 hours
  });

  it('is the number of days added, for any date and length', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 1, max: 400 }), (offset, length) => {
        const from = addDays('2000-01-01', offset);
        return rentalDays({ from, to: addDays(from, length) }) === length;
      }),
    );
  });

  it('refuses a return that is not after the pickup', () => {
    expect(() => rentalDays({ from: '2026-12-07', to: '2026-12-07' })).toThrow(RangeError);
    expect(() => rentalDays({ from: '2026-12-08', to: '2026-12-07' })).toThrow(RangeError);
  });
});

describe('periodProblem', () => {
  const today = '2026-11-30'; // a Monday
  const rules = { minimumDays: 1, today };

  it('accepts an ordinary period and names the rule a period breaks', () => {
    expect(periodProblem({ from: '2026-12-04', to: '2026-12-07' }, rules)).toBeNull();
    expect(periodProblem({ from: today, to: '2026-12-01' }, rules)).toBeNull();
    expect(periodProblem({ from: '2026-12-32', to: '2027-01-04' }, rules)).toBe('BAD_DATE');
    expect(periodProblem({ from: '2026-12-04', to: '2026-12-4' }, rules)).toBe('BAD_DATE');
    expect(periodProblem({ from: '2026-12-07', to: '2026-12-07' }, rules)).toBe('RETURN_NOT_AFTER_PICKUP');
    expect(periodProblem({ from: '2026-12-08', to: '2026-12-07' }, rules)).toBe('RETURN_NOT_AFTER_PICKUP');
    expect(periodProblem({ from: '2026-11-28', to: '2026-12-01' }, rules)).toBe('PICKUP_IN_THE_PAST');
    expect(periodProblem({ from: '2027-12-01', to: '2027-12-02' }, rules)).toBe('TOO_FAR_AHEAD');
    expect(periodProblem({ from: '2027-11-30', to: '2027-12-01' }, rules)).toBeNull(); // 365 days ahead
    expect(periodProblem({ from: '2026-12-04', to: '2026-12-07' }, { minimumDays: 4, today })).toBe(
      'SHORTER_THAN_MINIMUM',
    );
    expect(periodProblem({ from: '2026-12-01', to: '2027-03-01' }, rules)).toBeNull(); // 90 dygn
    expect(periodProblem({ from: '2026-12-01', to: '2027-03-02' }, rules)).toBe('LONGER_THAN_MAXIMUM'); // 91
  });

  it('never hands over on a Sunday or a holiday, at either end', () => {
    // Sunday to Monday is one dygn, but no Sunday is a pickup day.
    expect(periodProblem({ from: '2026-12-06', to: '2026-12-07' }, rules)).toBe('PICKUP_DAY_CLOSED');
    expect(periodProblem({ from: '2026-12-04', to: '2026-12-06' }, rules)).toBe('RETURN_DAY_CLOSED');
    expect(periodProblem({ from: '2026-12-21', to: '2026-12-24' }, rules)).toBe('RETURN_DAY_CLOSED');
    expect(periodProblem({ from: '2026-12-24', to: '2026-12-28' }, rules)).toBe('PICKUP_DAY_CLOSED');
    // Easter 2027, across the start of summer time: Good Friday and Easter Monday are closed.
    expect(periodProblem({ from: '2027-03-26', to: '2027-03-30' }, rules)).toBe('PICKUP_DAY_CLOSED');
    expect(periodProblem({ from: '2027-03-25', to: '2027-03-29' }, rules)).toBe('RETURN_DAY_CLOSED');
    expect(periodProblem({ from: '2027-03-25', to: '2027-03-30' }, rules)).toBeNull();
  });

  it('accepts exactly the periods that meet every rule, and names the first one broken', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -20, max: 400 }),
        fc.integer({ min: -5, max: 120 }),
        fc.integer({ min: 1, max: 14 }),
        (ahead, length, minimumDays) => {
          const from = addDays(today, ahead);
          const to = addDays(from, length);
          const broken: [PeriodProblem, boolean][] = [
            ['RETURN_NOT_AFTER_PICKUP', to <= from],
            ['PICKUP_IN_THE_PAST', from < today],
            ['TOO_FAR_AHEAD', ahead > RENTAL_LIMITS.furthestAheadDays],
            ['SHORTER_THAN_MINIMUM', length < minimumDays],
            ['LONGER_THAN_MAXIMUM', length > RENTAL_LIMITS.maxDays],
            ['PICKUP_DAY_CLOSED', !isDepotOpen(from)],
            ['RETURN_DAY_CLOSED', !isDepotOpen(to)],
          ];
          const first = broken.find(([, isBroken]) => isBroken)?.[0] ?? null;
          expect(periodProblem({ from, to }, { minimumDays, today })).toBe(first);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('answers BAD_DATE for anything that is not a real date, before any other rule', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        fc.pre(!isLocalDate(text));
        expect(periodProblem({ from: text, to: '2026-12-07' }, rules)).toBe('BAD_DATE');
        expect(periodProblem({ from: '2026-12-04', to: text }, rules)).toBe('BAD_DATE');
      }),
    );
  });
});
