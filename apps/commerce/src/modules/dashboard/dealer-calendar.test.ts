import { describe, expect, it } from 'vitest';
import { addDays, datesEnding, dealerDate, isoWeekStart } from './dealer-calendar.ts';

describe("the dealer's calendar", () => {
  it('dates an instant in Stockholm: a new day starts at local midnight, in winter and in summer', () => {
    expect(dealerDate(new Date('2026-11-27T22:59:59.999Z'))).toBe('2026-11-27');
    expect(dealerDate(new Date('2026-11-27T23:00:00Z'))).toBe('2026-11-28');
    expect(dealerDate(new Date('2026-07-14T21:59:59Z'))).toBe('2026-07-14');
    expect(dealerDate(new Date('2026-07-14T22:00:00Z'))).toBe('2026-07-15');
  });

  it('keeps the day of the clock changes whole: 23 hours in March, 25 in October', () => {
    expect(dealerDate(new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    expect(dealerDate(new Date('2026-03-29T21:59:59Z'))).toBe('2026-03-29');
    expect(dealerDate(new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
    expect(dealerDate(new Date('2026-10-24T22:00:00Z'))).toBe('2026-10-25');
    expect(dealerDate(new Date('2026-10-25T22:59:59Z'))).toBe('2026-10-25');
    expect(dealerDate(new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
  });

  it('starts an ISO week on Monday, across a month and a year', () => {
    expect(isoWeekStart('2026-11-23')).toBe('2026-11-23');
    expect(isoWeekStart('2026-11-29')).toBe('2026-11-23');
    expect(isoWeekStart('2026-12-01')).toBe('2026-11-30');
    expect(isoWeekStart('2027-01-01')).toBe('2026-12-28');
  });

  it('counts days on the calendar, across a leap day', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    const days = datesEnding('2026-03-31', 30);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-03-02');
    expect(days.at(-1)).toBe('2026-03-31');
  });
});
