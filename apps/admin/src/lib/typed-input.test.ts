import { describe, expect, it } from 'vitest';
import { minorOf, percentOf, stockholmDay, stockholmLocal, stockholmMoment, wholeOf } from './typed-input';

describe('minorOf', () => {
  it('reads amounts as Swedish and English staff type them', () => {
    expect(minorOf('1 299,50')).toBe(129_950);
    expect(minorOf('1299.5')).toBe(129_950);
    expect(minorOf('12\u00a0990 kr')).toBe(1_299_000);
    expect(minorOf('100 kr')).toBe(10_000);
    expect(minorOf(' 7 ')).toBe(700);
    expect(minorOf('0,07')).toBe(7);
  });
  it('refuses what is not an amount of whole öre', () => {
    for (const typed of ['', 'abc', '-5', '1,234', '1.2.3', '12e3', '1,5,0', '1e12', '9'.repeat(10)])
      expect(minorOf(typed), typed).toBeNull();
  });
});

describe('percentOf', () => {
  it('reads percentages with at most two decimals', () => {
    expect(percentOf('20')).toBe(20);
    expect(percentOf('12,5 %')).toBe(12.5);
    expect(percentOf('abc')).toBeNull();
  });
});

describe('wholeOf', () => {
  it('reads whole numbers and nothing else', () => {
    expect(wholeOf(' 12 ')).toBe(12);
    expect(wholeOf('-3')).toBe(-3);
    expect(wholeOf('1.5')).toBeNull();
    expect(wholeOf('')).toBeNull();
    expect(wholeOf('2147483648')).toBeNull();
  });
});

describe('stockholmMoment', () => {
  it('names the moment in Stockholm, winter and summer', () => {
    expect(stockholmMoment('2026-12-01T06:00')).toBe('2026-12-01T05:00:00.000Z');
    expect(stockholmMoment('2027-07-01T06:00')).toBe('2027-07-01T04:00:00.000Z');
    expect(stockholmMoment('2026-07-01T12:00')).toBe('2026-07-01T10:00:00.000Z');
  });
  it('is right on either side of a change of time', () => {
    expect(stockholmMoment('2027-03-28T01:30')).toBe('2027-03-28T00:30:00.000Z');
    expect(stockholmMoment('2027-03-28T04:00')).toBe('2027-03-28T02:00:00.000Z');
  });
  it('refuses what names no moment', () => {
    for (const typed of ['', '2026-02-30T06:00', '2026-12-01', '2026-12-01T25:00', 'i morgon']) {
      expect(stockholmMoment(typed), typed).toBeNull();
    }
  });
  it('is shown back as it was typed', () => {
    expect(stockholmLocal('2026-12-01T05:00:00.000Z')).toBe('2026-12-01T06:00');
    expect(stockholmLocal(stockholmMoment('2027-07-01T06:00') as string)).toBe('2027-07-01T06:00');
  });
});

describe('stockholmDay', () => {
  it('starts and ends a whole day in Stockholm, winter and summer', () => {
    expect(stockholmDay('2026-01-15', false)).toBe('2026-01-14T23:00:00.000Z');
    expect(stockholmDay('2026-01-15', true)).toBe('2026-01-15T23:00:00.000Z');
    expect(stockholmDay('2026-07-01', false)).toBe('2026-06-30T22:00:00.000Z');
  });
  it('refuses what names no day', () => {
    for (const typed of ['', 'yesterday', '2026-02-30', '2026-13-01', '2026-1-5']) {
      expect(stockholmDay(typed, false), typed).toBeNull();
    }
  });
});
