import { addDays, RENTAL_LIMITS, stockholmDate } from '#src/modules/rentals/index.ts';

const HOUR_MS = 3_600_000;
const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Stockholm',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** What a Stockholm wall clock shows at an instant, as if it were UTC: the instant's local offset added. */
function wallClock(at: number): number {
  const p = Object.fromEntries(parts.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
}

/**
 * The instant a Stockholm date and time 'HH:MM' name. A handover hour is never inside the hour
 * summer time skips (02:00-03:00 on a Sunday, when the depot is closed anyway).
 */
export function stockholmInstant(date: string, time: string): Date {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  // The offset of the instant the wall clock names, found from a first guess and checked once more.
  let at = asUtc - (wallClock(asUtc) - asUtc);
  at = asUtc - (wallClock(at) - at);
  return new Date(at);
}

/**
 * Until when a booking may be cancelled by the shopper (ADR 64): the rule's hours before the pickup
 * day's handover, counted in real hours across a change of the clock.
 */
export const cancellableUntil = (pickup: string, handoverTime: string): Date =>
  new Date(
    stockholmInstant(pickup, handoverTime).getTime() - RENTAL_LIMITS.cancelHoursBeforePickup * HOUR_MS,
  );

/** From this Stockholm hour the day before a pickup or return its reminder goes out, not at midnight. */
const REMINDER_FROM_HOUR = 8;

/**
 * The day whose pickups and returns are reminded at `now`: tomorrow in Stockholm, once the
 * reminder hour has come; null before it.
 */
export function reminderDay(now: Date): string | null {
  const hour = new Date(wallClock(now.getTime())).getUTCHours();
  return hour < REMINDER_FROM_HOUR ? null : addDays(stockholmDate(now), 1);
}
