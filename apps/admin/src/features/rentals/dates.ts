/** Local dates YYYY-MM-DD, as the rental desk's API speaks them (Stockholm dates). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD of this century or the last. */
export function isDate(value: string | null): value is string {
  if (!value || !ISO_DATE.test(value) || value < '1900-01-01' || value >= '2100-01-01') return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** The date `days` after `date` (negative: before). */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The dealer's today. */
export const stockholmToday = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());

const tag = (locale: string) => (locale === 'sv' ? 'sv-SE' : 'en-GB');

/** Dates and times as the desk writes them in the member's language. */
export function dateTexts(locale: string) {
  const day = new Intl.DateTimeFormat(tag(locale), { dateStyle: 'medium', timeZone: 'UTC' });
  const weekday = new Intl.DateTimeFormat(tag(locale), { weekday: 'short', timeZone: 'UTC' });
  const dayMonth = new Intl.DateTimeFormat(tag(locale), {
    day: 'numeric',
    month: 'numeric',
    timeZone: 'UTC',
  });
  const full = new Intl.DateTimeFormat(tag(locale), { dateStyle: 'full', timeZone: 'UTC' });
  const moment = new Intl.DateTimeFormat(tag(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Stockholm',
  });
  const at = (date: string) => new Date(`${date}T00:00:00Z`);
  return {
    /** "28 Nov 2026" */
    date: (date: string) => day.format(at(date)),
    /** "Sat" and "28/11", a calendar column's head */
    weekday: (date: string) => weekday.format(at(date)),
    dayMonth: (date: string) => dayMonth.format(at(date)),
    /** "Saturday 28 November 2026" */
    full: (date: string) => full.format(at(date)),
    /** An instant in Stockholm: "28 Nov 2026, 07:00" */
    moment: (iso: string) => moment.format(new Date(iso)),
  };
}

export type DateTexts = ReturnType<typeof dateTexts>;
