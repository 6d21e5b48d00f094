import type { VariablesOf } from 'gql.tada';
import { param, type SearchParams } from '@/ui/data-table';
import type { OrderRow, OrdersQuery } from './documents';

export type OrderStage = OrderRow['stage'];

/** Every stage, in the order an order moves. */
export const ORDER_STAGES: readonly OrderStage[] = [
  'PLACED',
  'CONFIRMED',
  'PICKING',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'RETURNED',
  'CREDITED',
];

/** The ways the shop is paid (the checkout's payment types); STANDARD is the invoice. */
export const PAYMENT_TYPES = ['STANDARD', 'KLARNA', 'SVEA', 'WALLEY', 'AVARDA'] as const;
export const CUSTOMER_TYPES = ['PERSON', 'ORGANIZATION'] as const;
export const MARKETS = ['se', 'dk', 'no', 'fi', 'eu', 'ax'] as const;

/** The list's sortable columns and the API's sort field of each. */
export const SORTS = { date: 'DATE', total: 'TOTAL', number: 'NUMBER' } as const;
export type SortKey = keyof typeof SORTS;

export const PAGE_SIZE = 50;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Stockholm',
  timeZoneName: 'longOffset',
});

/** The instant a Stockholm day starts (summer time changes after local midnight, at 01:00 UTC). */
export function stockholmDayStart(date: string): Date {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  const zone = offsetFormat.formatToParts(utcMidnight).find((part) => part.type === 'timeZoneName')?.value;
  const [, sign, hours, minutes] = /GMT([+-])(\d{2}):(\d{2})/.exec(zone ?? '') ?? [];
  const offset = sign ? (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000 : 0;
  return new Date(utcMidnight - offset);
}

/** YYYY-MM-DD of a day the calendar has (not 2026-02-30, which Date would roll over). */
const isCalendarDate = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return DATE.test(value) && !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
};

const dateParam = (params: SearchParams, name: string) => {
  const value = param(params, name);
  return value && isCalendarDate(value) ? value : null;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

/** Every value of a repeated search param. */
const all = (params: SearchParams, name: string) => {
  const value = params[name];
  return (Array.isArray(value) ? value : value ? [value] : []).filter(Boolean);
};

/**
 * What the list's address asks for (the same params the CSV export reads on the API): `stage`
 * (repeated, lower case), `from` and `to` (Stockholm dates, both included), `market`,
 * `customerType`, `payment`, `q`, `sort` and `dir`, and the cursor `after`.
 */
export function readListParams(params: SearchParams) {
  const stages = ORDER_STAGES.filter((stage) => all(params, 'stage').includes(stage.toLowerCase()));
  const sort = oneOf(Object.keys(SORTS) as SortKey[], param(params, 'sort')) ?? 'date';
  return {
    stages,
    from: dateParam(params, 'from'),
    to: dateParam(params, 'to'),
    market: oneOf(MARKETS, param(params, 'market')),
    customerType: oneOf(CUSTOMER_TYPES, param(params, 'customerType')),
    payment: oneOf(PAYMENT_TYPES, param(params, 'payment')),
    q: param(params, 'q')?.trim().slice(0, 100) ?? null,
    sort,
    dir: param(params, 'dir') === 'asc' ? ('asc' as const) : ('desc' as const),
    after: param(params, 'after'),
  };
}

export type ListParams = ReturnType<typeof readListParams>;

const nextDate = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** The API's variables for the list's params. */
export function listVariables(list: ListParams): VariablesOf<typeof OrdersQuery> {
  return {
    filter: {
      stages: list.stages.length > 0 ? [...list.stages] : null,
      from: list.from ? stockholmDayStart(list.from).toISOString() : null,
      to: list.to ? stockholmDayStart(nextDate(list.to)).toISOString() : null,
      market: list.market,
      customerType: list.customerType,
      paymentType: list.payment,
      search: list.q,
    },
    sort: { field: SORTS[list.sort], descending: list.dir === 'desc' },
    first: PAGE_SIZE,
    after: list.after,
  };
}

/** The list's filters and sort as a query string (no paging): for the CSV export's address. */
export function exportQuery(list: ListParams): string {
  const query = new URLSearchParams();
  for (const stage of list.stages) query.append('stage', stage.toLowerCase());
  for (const name of ['from', 'to', 'market', 'customerType', 'payment', 'q', 'sort', 'dir'] as const) {
    const value = list[name];
    if (value) query.set(name, value);
  }
  return query.toString();
}
