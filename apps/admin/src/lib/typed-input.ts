/** What staff type in the desks' fields, read as the API takes it. Times are the shop's, in Stockholm. */

/**
 * An amount typed as people write it ("1 299,50", "1299.5", "12 990 kr") in minor units, or null when
 * it is not one: digits with spaces between thousands and at most two decimals after a comma or point.
 */
export function minorOf(typed: string): number | null {
  const text = typed.replace(/[\s\u00a0\u202f]/g, '').replace(/(kr|sek|dkk|nok|eur|€)$/i, '');
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A percentage typed ("20", "12,5", "7.25 %") as a number with at most two decimals, or null. */
export function percentOf(typed: string): number | null {
  const minor = minorOf(typed.replace(/%\s*$/, ''));
  return minor === null ? null : minor / 100;
}

/** A whole number typed (an optional minus, then digits), or null. */
export function wholeOf(typed: string): number | null {
  const text = typed.trim();
  return /^-?\d{1,9}$/.test(text) ? Number(text) : null;
}

/** Stockholm's offset from UTC at a moment, in minutes: 60 in winter, 120 in summer. */
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

/** The UTC moment a wall-clock time in Stockholm names, given as if it were UTC. */
function fromStockholmWallClock(utc: number): string {
  // The offset that moment has there: taken at the guess, then at the moment it gives (around a change of time).
  const guess = utc - stockholmOffsetMinutes(new Date(utc)) * 60_000;
  return new Date(utc - stockholmOffsetMinutes(new Date(guess)) * 60_000).toISOString();
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
  return fromStockholmWallClock(utc);
}

/** Midnight starting a Stockholm date (`2026-12-01`), or the one ending it, as ISO 8601; null when it names none. */
export function stockholmDay(date: string, end: boolean): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const utc = Date.UTC(year, month - 1, day);
  if (new Date(utc).getUTCMonth() !== month - 1) return null;
  return fromStockholmWallClock(utc + (end ? 86_400_000 : 0));
}

/** A moment as a datetime-local field shows it in Stockholm (`2026-12-01T06:00`). */
export function stockholmLocal(iso: string): string {
  const at = new Date(iso);
  const local = new Date(at.getTime() + stockholmOffsetMinutes(at) * 60_000);
  return local.toISOString().slice(0, 16);
}
