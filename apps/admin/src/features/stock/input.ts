/** What staff type in the desk's fields, read as the API takes it. */

/**
 * An amount typed as people write it ("1 299,50", "1299.5", "12 990") in minor units, or null when
 * it is not one: digits with spaces between thousands and at most two decimals after a comma or point.
 */
export function minorOf(typed: string): number | null {
  const text = typed.replace(/[\s\u00a0\u202f]/g, '').replace(/(kr|sek|dkk|nok|eur|€)$/i, '');
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A whole number typed (an optional minus, then digits), or null. */
export function wholeOf(typed: string): number | null {
  const text = typed.trim();
  return /^-?\d{1,9}$/.test(text) ? Number(text) : null;
}

function stockholmOffsetMinutes(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Stockholm',
    timeZoneName: 'longOffset',
  }).formatToParts(at);
  const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT+01:00';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 60;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/**
 * The moment a date and time typed in Stockholm names (`2026-12-01T06:00`, as a datetime-local
 * field sends it), as ISO 8601, or null when it names none.
 */
export function stockholmMoment(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})$/.exec(local.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(year, month - 1, day, hour, minute);
  const back = new Date(utc);
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // The offset that moment has there: taken at the guess, then at the moment it gives (around a change of time).
  const guess = utc - stockholmOffsetMinutes(back) * 60_000;
  return new Date(utc - stockholmOffsetMinutes(new Date(guess)) * 60_000).toISOString();
}
