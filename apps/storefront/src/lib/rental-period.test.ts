import { describe, expect, it } from 'vitest';
import {
  askedPeriod,
  dateOfDay,
  dayOfDate,
  isLocalDate,
  monthOf,
  periodQuery,
  periodText,
  rentalRequestOf,
  shiftMonth,
  stockholmToday,
  zipText,
} from './rental-period';

describe('isLocalDate', () => {
  it.each(['2026-12-07', '2028-02-29', '2026-01-01'])('takes %s', (text) => {
    expect(isLocalDate(text)).toBe(true);
  });
  it.each(['2027-02-29', '2026-13-01', '2026-00-10', '2026-12-32', '2026-12-7', '07/12/2026', '', 'x'])(
    'refuses %j',
    (text) => {
      expect(isLocalDate(text)).toBe(false);
    },
  );
});

describe('askedPeriod', () => {
  it('reads a pickup and a return day as a period to ask the API about', () => {
    expect(askedPeriod('2026-12-04', '2026-12-07')).toEqual({
      kind: 'period',
      period: { from: '2026-12-04', to: '2026-12-07' },
    });
  });

  it('leaves the order of the days to the API', () => {
    expect(askedPeriod('2026-12-07', '2026-12-04')).toEqual({
      kind: 'period',
      period: { from: '2026-12-07', to: '2026-12-04' },
    });
  });

  it('asks nothing of an address without days, or with empty fields', () => {
    expect(askedPeriod(null, null)).toEqual({ kind: 'none' });
    expect(askedPeriod('', ' ')).toEqual({ kind: 'none' });
  });

  it('waits for the other day when one is chosen', () => {
    expect(askedPeriod('2026-12-04', '')).toEqual({ kind: 'incomplete', from: '2026-12-04', to: '' });
    expect(askedPeriod(null, '2026-12-07')).toEqual({ kind: 'incomplete', from: '', to: '2026-12-07' });
  });

  it('calls dates that are no dates bad, one or both', () => {
    expect(askedPeriod('2027-02-29', '2027-03-02').kind).toBe('bad');
    expect(askedPeriod('2026-12-04', '7/12/2026').kind).toBe('bad');
    expect(askedPeriod('tomorrow', '').kind).toBe('bad');
  });

  it('takes the first value of a key given twice', () => {
    expect(askedPeriod(['2026-12-04', 'x'], ['2026-12-07'])).toEqual({
      kind: 'period',
      period: { from: '2026-12-04', to: '2026-12-07' },
    });
  });

  it('writes a period back as the query it was read from', () => {
    const query = new URLSearchParams(periodQuery({ from: '2026-12-04', to: '2026-12-07' }));
    expect(askedPeriod(query.get('from'), query.get('to'))).toEqual({
      kind: 'period',
      period: { from: '2026-12-04', to: '2026-12-07' },
    });
    expect(periodQuery(null)).toEqual({});
  });

  it('carries a zip to deliver to, as typed, into the hire the cart is asked for and back to the query', () => {
    const asked = askedPeriod('2026-12-04', '2026-12-07', ' 114 46 ');
    expect(asked).toEqual({
      kind: 'period',
      period: { from: '2026-12-04', to: '2026-12-07' },
      deliveryZip: '114 46',
    });
    expect(rentalRequestOf(asked)).toEqual({ from: '2026-12-04', to: '2026-12-07', deliveryZip: '114 46' });
    expect(periodQuery({ from: '2026-12-04', to: '2026-12-07' }, '114 46')).toEqual({
      from: '2026-12-04',
      to: '2026-12-07',
      zip: '114 46',
    });
    expect(askedPeriod('2026-12-04', '', '11446')).toMatchObject({
      kind: 'incomplete',
      deliveryZip: '11446',
    });
    expect(rentalRequestOf(askedPeriod('2026-12-04', '2026-12-07', ''))).toEqual({
      from: '2026-12-04',
      to: '2026-12-07',
    });
    expect(askedPeriod(null, null, '9'.repeat(500)).deliveryZip).toHaveLength(20);
  });

  it('writes a five-digit zip as Swedish writes it, anything else as it is', () => {
    expect(zipText('11446')).toBe('114 46');
    expect(zipText('1144')).toBe('1144');
  });
});

describe('months', () => {
  it('are the first seven characters of a date', () => {
    expect(monthOf('2026-12-07')).toBe('2026-12');
  });
  it.each([
    ['2026-12', 1, '2027-01'],
    ['2027-01', -1, '2026-12'],
    ['2026-03', 12, '2027-03'],
    ['2026-03', 0, '2026-03'],
  ])('%s moved %i months is %s', (month, count, moved) => {
    expect(shiftMonth(month, count)).toBe(moved);
  });
});

describe('days', () => {
  it('are Stockholm’s: past 23:00 UTC on a winter evening it is the next day there', () => {
    expect(stockholmToday(new Date('2026-12-06T22:59:00Z'))).toBe('2026-12-06');
    expect(stockholmToday(new Date('2026-12-06T23:00:00Z'))).toBe('2026-12-07');
    expect(stockholmToday(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
  });

  it('go to the browser’s calendar and back unchanged, across the changes of the clock', () => {
    for (const date of ['2027-03-28', '2026-10-25', '2026-12-31', '2028-02-29']) {
      expect(dateOfDay(dayOfDate(date))).toBe(date);
    }
  });

  it('are written as a range in the language asked for', () => {
    // ICU's spacing around the dash differs between versions: the words and their order count.
    const text = (from: string, to: string, tag: string) => periodText({ from, to }, tag).replace(/\s/g, '');
    expect(text('2026-12-04', '2026-12-07', 'en-GB')).toBe('4–7Dec2026');
    expect(text('2026-12-04', '2026-12-07', 'sv-SE')).toMatch(/^4–7dec\.?2026$/);
    expect(text('2026-12-30', '2027-01-02', 'en-GB')).toBe('30Dec2026–2Jan2027');
  });
});
