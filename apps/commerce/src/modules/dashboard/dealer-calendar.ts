/**
 * The dealer's calendar: "today" and "this week" are days in Stockholm, whatever the server's zone.
 * Dates are YYYY-MM-DD; the database turns a date into the instant its day starts (DST included).
 */
export const DEALER_TIME_ZONE = 'Europe/Stockholm';

const DAY_MS = 86_400_000;
const dateInStockholm = new Intl.DateTimeFormat('sv-SE', { timeZone: DEALER_TIME_ZONE });

/** The Stockholm date of an instant. */
export const dealerDate = (at: Date): string => dateInStockholm.format(at);

/** The date `days` after `date` on the calendar (negative: before). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Monday of the ISO week holding `date`. */
export function isoWeekStart(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/** The `count` dates that end with `last`, oldest first. */
export const datesEnding = (last: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => addDays(last, i - count + 1));
