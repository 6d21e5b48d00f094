import { isDepotOpen } from './depot-days.ts';

/**
 * A hire period: the machine is picked up on `from` and returned on `to`, both dates in Stockholm
 * as YYYY-MM-DD. Dates, not instants: the handover is always at the depot's opening, so a period
 * is whole dygn whatever the clock does (ADR 60).
 */
export interface RentalPeriod {
  from: string;
  to: string;
}

/** What a period may be; `periodProblem` holds a period to them. */
export const RENTAL_LIMITS = {
  /** Longer hire is agreed through the rentals contact form, not booked. */
  maxDays: 90,
  /** A period being booked is held this long before it is free again. */
  holdMinutes: 15,
  /** A booking may be cancelled until this long before its pickup's handover. */
  cancelHoursBeforePickup: 48,
  /** The furthest a pickup may lie after the dealer's today. */
  furthestAheadDays: 365,
} as const;

export const PERIOD_PROBLEMS = [
  'BAD_DATE',
  'RETURN_NOT_AFTER_PICKUP',
  'PICKUP_IN_THE_PAST',
  'TOO_FAR_AHEAD',
  'SHORTER_THAN_MINIMUM',
  'LONGER_THAN_MAXIMUM',
  'PICKUP_DAY_CLOSED',
  'RETURN_DAY_CLOSED',
] as const;
export type PeriodProblem = (typeof PERIOD_PROBLEMS)[number];

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateInStockholm = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' });

/** Midnight UTC of a date: arithmetic on these never meets a clock change. */
function utcMidnight(date: string): number {
  if (!isLocalDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  return Date.parse(`${date}T00:00:00Z`);
}

/** A real calendar date written YYYY-MM-DD (2027-02-29 and 2026-2-1 are not). */
export function isLocalDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** The date `days` after `date` on the calendar (negative: before). */
export const addDays = (date: string, days: number): string =>
  new Date(utcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10);

/** The weekday of a date: 0 Sunday, 1 Monday ... 6 Saturday. */
export const weekday = (date: string): number => new Date(utcMidnight(date)).getUTCDay();

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
const daysBetween = (from: string, to: string): number => (utcMidnight(to) - utcMidnight(from)) / DAY_MS;

/** The period's dygn: Friday to Monday is 3, a 23- or 25-hour Sunday included. */
export function rentalDays(period: RentalPeriod): number {
  const days = daysBetween(period.from, period.to);
  if (days < 1) throw new RangeError(`The return ${period.to} is not after the pickup ${period.from}`);
  return days;
}

/** The dealer's today: the Stockholm date of an instant. */
export const stockholmDate = (at: Date): string => dateInStockholm.format(at);

/**
 * Why a period cannot be booked, or null: the first rule it breaks, in the order of
 * `PERIOD_PROBLEMS`. `today` is the dealer's date (`stockholmDate`); a pickup today is allowed.
 */
export function periodProblem(
  period: RentalPeriod,
  rules: { minimumDays: number; today: string },
): PeriodProblem | null {
  const { from, to } = period;
  if (!isLocalDate(from) || !isLocalDate(to)) return 'BAD_DATE';
  const days = daysBetween(from, to);
  if (days < 1) return 'RETURN_NOT_AFTER_PICKUP';
  const ahead = daysBetween(rules.today, from);
  if (ahead < 0) return 'PICKUP_IN_THE_PAST';
  if (ahead > RENTAL_LIMITS.furthestAheadDays) return 'TOO_FAR_AHEAD';
  if (days < rules.minimumDays) return 'SHORTER_THAN_MINIMUM';
  if (days > RENTAL_LIMITS.maxDays) return 'LONGER_THAN_MAXIMUM';
  if (!isDepotOpen(from)) return 'PICKUP_DAY_CLOSED';
  if (!isDepotOpen(to)) return 'RETURN_DAY_CLOSED';
  return null;
}
