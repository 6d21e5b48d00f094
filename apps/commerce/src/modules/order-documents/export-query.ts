import { CUSTOMER_TYPES, type CustomerTypeName, ORDER_STAGES, type OrderStage } from '#src/db/schema.ts';
import type { OrderFilter, OrderSortField } from '#src/modules/orders/index.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Stockholm',
  timeZoneName: 'longOffset',
});

/**
 * The instant a Stockholm day starts. Summer time changes at 01:00 UTC, after the local midnight,
 * so the offset at 00:00 UTC of the date is the one in force at its midnight.
 */
export function stockholmDayStart(date: string): Date {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  const zone = offsetFormat.formatToParts(utcMidnight).find((part) => part.type === 'timeZoneName')?.value;
  const [, sign, hours, minutes] = /GMT([+-])(\d{2}):(\d{2})/.exec(zone ?? '') ?? [];
  const offset = sign ? (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000 : 0;
  return new Date(utcMidnight - offset);
}

const nextDate = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** YYYY-MM-DD of a day the calendar has (not 2026-02-30, which Date would roll over to March). */
const validDate = (value: string | null): value is string => {
  if (value === null || !DATE.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
};

const SORTS: Record<string, OrderSortField> = { date: 'DATE', total: 'TOTAL', number: 'NUMBER' };

/**
 * The order list's filters and sort as its address carries them, the same in the back office's
 * list and in the CSV export: `stage` (repeated), `from` and `to` (Stockholm dates, both
 * included), `market`, `customerType`, `payment`, `q`, `sort` (date, total, number) and `dir`.
 * Unknown values are left out rather than refused: the export gives what the list shows.
 */
export function orderExportQuery(params: URLSearchParams): {
  filter: OrderFilter;
  sort: { field: OrderSortField; descending: boolean };
} {
  const stages = params
    .getAll('stage')
    .filter((stage): stage is OrderStage => (ORDER_STAGES as readonly string[]).includes(stage));
  const from = params.get('from');
  const to = params.get('to');
  const customerType = params.get('customerType');
  return {
    filter: {
      stages: stages.length > 0 ? stages : null,
      from: validDate(from) ? stockholmDayStart(from) : null,
      // Before the day after starts: the whole of the last day is in.
      to: validDate(to) ? stockholmDayStart(nextDate(to)) : null,
      market: params.get('market') || null,
      customerType: (CUSTOMER_TYPES as readonly string[]).includes(customerType ?? '')
        ? (customerType as CustomerTypeName)
        : null,
      paymentType: params.get('payment') || null,
      search: params.get('q')?.trim().slice(0, 100) || null,
    },
    sort: { field: SORTS[params.get('sort') ?? ''] ?? 'DATE', descending: params.get('dir') !== 'asc' },
  };
}
