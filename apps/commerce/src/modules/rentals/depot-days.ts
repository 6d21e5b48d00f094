import Holidays from 'date-holidays';

/**
 * Swedish holidays from date-holidays: its 'public' days (the red days) and its 'bank' days, which
 * for Sweden are exactly midsummer eve, Christmas eve and New Year's eve, the eves the law on
 * holidays (semesterlagen 3 a §) counts with Sundays and businesses close. Its 'observance' and
 * 'optional' days (Easter Saturday, Whit Monday, the half-day eves) are working days.
 */
const CLOSED_TYPES: ReadonlySet<string> = new Set(['public', 'bank']);

let swedishHolidays: Holidays | undefined;
const closedByYear = new Map<number, ReadonlySet<string>>();

function holidaysOf(year: number): ReadonlySet<string> {
  let days = closedByYear.get(year);
  if (!days) {
    swedishHolidays ??= new Holidays('SE');
    // `date` is the holiday's local date and time, "YYYY-MM-DD hh:mm:ss".
    const holidays = swedishHolidays.getHolidays(year).filter((holiday) => CLOSED_TYPES.has(holiday.type));
    days = new Set(holidays.map((holiday) => holiday.date.slice(0, 10)));
    closedByYear.set(year, days);
  }
  return days;
}

/**
 * Whether the depot hands machines out and takes them back on a date (YYYY-MM-DD, a real date):
 * every day but Sundays and Swedish holidays.
 */
export function isDepotOpen(date: string): boolean {
  // This module sits below period.ts, so it reads the weekday itself: 0 is Sunday.
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (Number.isNaN(day)) throw new RangeError(`Not a calendar date: ${date}`);
  if (day === 0) return false;
  return !holidaysOf(Number(date.slice(0, 4))).has(date);
}
