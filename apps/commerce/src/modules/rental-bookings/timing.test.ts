import { describe, expect, it } from 'vitest';
import { cancellableUntil, reminderDay, stockholmInstant } from './timing.ts';

describe('a Stockholm date and time as an instant', () => {
  it.each([
    ['2026-12-04', '07:00', '2026-12-04T06:00:00.000Z'],
    ['2026-07-03', '07:00', '2026-07-03T05:00:00.000Z'],
    // The days summer time starts (29 March 2026) and ends (25 October 2026).
    ['2026-03-29', '07:00', '2026-03-29T05:00:00.000Z'],
    ['2026-03-28', '07:00', '2026-03-28T06:00:00.000Z'],
    ['2026-10-25', '07:00', '2026-10-25T06:00:00.000Z'],
    ['2026-10-24', '07:00', '2026-10-24T05:00:00.000Z'],
    ['2026-12-31', '23:30', '2026-12-31T22:30:00.000Z'],
    ['2027-01-01', '00:15', '2026-12-31T23:15:00.000Z'],
  ])('%s %s is %s', (date, time, iso) => {
    expect(stockholmInstant(date, time).toISOString()).toBe(iso);
  });
});

describe('until when a booking may be cancelled', () => {
  it('is 48 hours before the pickup day’s handover', () => {
    expect(cancellableUntil('2026-12-04', '07:00').toISOString()).toBe('2026-12-02T06:00:00.000Z');
  });

  it('counts real hours across the change to summer time: a Monday pickup closes on Saturday at 06:00', () => {
    // Monday 30 March 2026 07:00 CEST is 05:00 UTC; 48 hours before is Saturday 28 March 05:00 UTC, 06:00 CET.
    expect(cancellableUntil('2026-03-30', '07:00').toISOString()).toBe('2026-03-28T05:00:00.000Z');
  });

  it('and across the change back: a Monday pickup closes on Saturday at 08:00', () => {
    // Monday 26 October 2026 07:00 CET is 06:00 UTC; 48 hours before is Saturday 24 October 06:00 UTC, 08:00 CEST.
    expect(cancellableUntil('2026-10-26', '07:00').toISOString()).toBe('2026-10-24T06:00:00.000Z');
  });
});

describe('the day reminded', () => {
  it('is tomorrow in Stockholm from 08:00', () => {
    expect(reminderDay(new Date('2026-12-03T07:00:00Z'))).toBe('2026-12-04');
    expect(reminderDay(new Date('2026-12-03T22:59:00Z'))).toBe('2026-12-04');
  });

  it('is none before 08:00, so nobody is reminded in the night', () => {
    expect(reminderDay(new Date('2026-12-03T06:59:00Z'))).toBeNull();
    expect(reminderDay(new Date('2026-12-02T23:30:00Z'))).toBeNull();
  });

  it('follows summer time', () => {
    expect(reminderDay(new Date('2026-07-03T06:00:00Z'))).toBe('2026-07-04');
    expect(reminderDay(new Date('2026-07-03T05:59:00Z'))).toBeNull();
  });
});
