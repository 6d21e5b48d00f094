import { describe, expect, it } from 'vitest';
import { isDepotOpen } from './depot-days.ts';

describe("the depot's days", () => {
  it('is closed on Swedish public holidays, whatever their weekday', () => {
    for (const holiday of [
      '2026-12-25', // Christmas Day, a Friday
      '2026-12-26', // Boxing Day, a Saturday
      '2027-01-01', // New Year's Day, a Friday
      '2027-01-06', // Epiphany, a Wednesday
      '2027-03-26', // Good Friday
      '2027-03-29', // Easter Monday
      '2027-05-06', // Ascension Day, a Thursday
      '2026-06-06', // National Day, a Saturday
      '2027-06-06', // National Day, a Sunday
      '2027-06-26', // Midsummer Day, a Saturday
    ]) {
      expect(isDepotOpen(holiday), holiday).toBe(false);
    }
  });

  it('is closed on the eves Swedish businesses close: midsummer, Christmas and New Year', () => {
    for (const eve of ['2027-06-25', '2026-12-24', '2026-12-31', '2027-12-24', '2027-12-31']) {
      expect(isDepotOpen(eve), eve).toBe(false);
    }
  });

  it('is closed on every Sunday', () => {
    for (const sunday of ['2026-12-06', '2027-03-28', '2027-10-31', '2028-01-02']) {
      expect(isDepotOpen(sunday), sunday).toBe(false);
    }
  });

  it('is open on ordinary days, Saturdays and the days that are only observed', () => {
    for (const open of [
      '2026-12-08', // an ordinary Tuesday
      '2026-12-05', // an ordinary Saturday
      '2027-03-25', // Maundy Thursday
      '2027-03-27', // Easter Saturday
      '2027-04-30', // Walpurgis Eve, a half day
      '2027-05-17', // Whit Monday, no holiday since 2005
      '2026-12-23',
      '2026-12-28',
    ]) {
      expect(isDepotOpen(open), open).toBe(true);
    }
  });

  it('knows each year by its own holidays', () => {
    expect(isDepotOpen('2026-06-19')).toBe(false); // midsummer eve 2026
    expect(isDepotOpen('2027-06-18')).toBe(true); // a Friday a week before midsummer eve 2027
    expect(isDepotOpen('2026-04-03')).toBe(false); // Good Friday 2026
    expect(isDepotOpen('2027-04-02')).toBe(true);
  });
});
