import { describe, expect, it } from 'vitest';
import { articleNumbersOf, minorOf, percentOf, stockholmLocal, stockholmMoment } from './input';

describe('the marketing desk reads what staff type', () => {
  it('reads amounts as people write them, and refuses the rest', () => {
    expect(minorOf('1 299,50')).toBe(129_950);
    expect(minorOf('100 kr')).toBe(10_000);
    expect(minorOf('-5')).toBeNull();
    expect(minorOf('1,234')).toBeNull();
  });

  it('reads percentages with at most two decimals', () => {
    expect(percentOf('20')).toBe(20);
    expect(percentOf('12,5 %')).toBe(12.5);
    expect(percentOf('abc')).toBeNull();
  });

  it('reads a Stockholm time in summer and winter, and shows it back', () => {
    expect(stockholmMoment('2026-07-01T12:00')).toBe('2026-07-01T10:00:00.000Z');
    expect(stockholmMoment('2026-12-01T06:00')).toBe('2026-12-01T05:00:00.000Z');
    expect(stockholmMoment('2026-02-30T06:00')).toBeNull();
    expect(stockholmLocal('2026-12-01T05:00:00.000Z')).toBe('2026-12-01T06:00');
  });

  it('takes article numbers one per line or separated, once each', () => {
    expect(articleNumbersOf('A-1\nB-2, C-3;A-1  D-4')).toEqual(['A-1', 'B-2', 'C-3', 'D-4']);
  });
});
