/**
 * A rental's days as the address, the date fields and the API write them: the pickup day `from` and
 * the return day `to`, local dates in Stockholm, YYYY-MM-DD (ADR 60). Whether a period can be
 * booked, and what it costs, is the API's to say; this only reads and writes the dates.
 */
export interface RentalPeriod {
  from: string;
  to: string;
}

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a text is a real calendar date written YYYY-MM-DD (2027-02-29 is not). */
export function isLocalDate(text: string): boolean {
  const match = LOCAL_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * What the address asks for with `?from=…&to=…`: nothing; one day of the two (the other not chosen
 * yet); dates that are no dates (the API's BAD_DATE, said without asking it); or a period to ask
 * the API about. A key given twice counts by its first value.
 */
export type AskedPeriod = (
  | { kind: 'none' }
  | { kind: 'incomplete'; from: string; to: string }
  | { kind: 'bad'; from: string; to: string }
  | { kind: 'period'; period: RentalPeriod }
) & {
  /** A zip to have the hire delivered to (`?zip=…`, ADR 66), as typed; the API judges it. */
  deliveryZip?: string;
};

const first = (value: string | string[] | null): string =>
  (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).trim();

export function askedPeriod(
  from: string | string[] | null,
  to: string | string[] | null,
  zip: string | string[] | null = null,
): AskedPeriod {
  const dates = { from: first(from), to: first(to) };
  // As long a zip as the API takes at all; it says what is wrong with one.
  const deliveryZip = first(zip).slice(0, 20);
  const delivery = deliveryZip ? { deliveryZip } : {};
  if (!dates.from && !dates.to) return { kind: 'none', ...delivery };
  if ((dates.from && !isLocalDate(dates.from)) || (dates.to && !isLocalDate(dates.to))) {
    return { kind: 'bad', ...dates, ...delivery };
  }
  if (!dates.from || !dates.to) return { kind: 'incomplete', ...dates, ...delivery };
  return { kind: 'period', period: dates, ...delivery };
}

/** A Swedish zip of five digits as it is written, "114 46"; anything else as it is. */
export const zipText = (zip: string): string =>
  /^\d{5}$/.test(zip) ? `${zip.slice(0, 3)} ${zip.slice(3)}` : zip;

/**
 * A hire as the cart takes it: its days, the zip it is delivered to when it is (ADR 66), and
 * whether the damage waiver is taken (ADR 68).
 */
export type RentalRequest = RentalPeriod & { deliveryZip?: string; damageWaiver?: boolean };

/** The hire an address or a form asks for, when its days are a period. */
export function rentalRequestOf(asked: AskedPeriod): RentalRequest | null {
  if (asked.kind !== 'period') return null;
  return { ...asked.period, ...(asked.deliveryZip ? { deliveryZip: asked.deliveryZip } : {}) };
}

/**
 * The address's query for what is asked: `from` and `to` of a period, and `zip`, as the form
 * without JavaScript sends them.
 */
export function periodQuery(period: RentalPeriod | null, deliveryZip?: string): Record<string, string> {
  return {
    ...(period ? { from: period.from, to: period.to } : {}),
    ...(deliveryZip ? { zip: deliveryZip } : {}),
  };
}

/** The month of a date, YYYY-MM, as `rentalCalendar` takes it. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The month `count` months after (before, when negative) a month YYYY-MM. */
export function shiftMonth(month: string, count: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const shifted = new Date(Date.UTC(year, index - 1 + count, 1));
  return shifted.toISOString().slice(0, 7);
}

/** Today in Stockholm, YYYY-MM-DD: the day the API counts pickups from. */
export function stockholmToday(now: Date): string {
  // Swedish writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Stockholm',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * A local date as the browser's calendar holds days: that day at noon, wherever the browser is, so
 * that no change of the clock moves it to another day.
 */
export function dayOfDate(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day, 12);
}

/** The local date YYYY-MM-DD of a calendar day in the browser. */
export function dateOfDay(day: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** A period as words: "7–10 Dec 2026", in a language's own way of writing a range of days. */
export function periodText(period: RentalPeriod, languageTag: string): string {
  const utc = (date: string) => new Date(`${date}T12:00:00Z`);
  return new Intl.DateTimeFormat(languageTag, { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(
    utc(period.from),
    utc(period.to),
  );
}
