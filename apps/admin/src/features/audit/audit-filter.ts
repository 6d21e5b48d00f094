import { param, type SearchParams } from '@/ui/data-table';

/** The filter fields the audit page's form sends, as the address carries them. */
export const AUDIT_FILTER_FIELDS = ['action', 'entityType', 'entityId', 'staffId', 'from', 'to'] as const;
export type AuditFilterField = (typeof AUDIT_FILTER_FIELDS)[number];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight starting a Stockholm date, or the one ending it (`to` includes its whole day). */
function stockholmDay(date: string, end: boolean): string | null {
  if (!DATE.test(date)) return null;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(year, month - 1, day + (end ? 1 : 0));
  if (Number.isNaN(utc)) return null;
  // Stockholm is UTC+1 in winter and UTC+2 in summer: take the offset that day has there.
  const offset = stockholmOffsetMinutes(new Date(utc));
  return new Date(utc - offset * 60_000).toISOString();
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

/** The form's values as typed (to show them again), and the API's filter made of them. */
export function readAuditFilter(params: SearchParams) {
  const values = Object.fromEntries(
    AUDIT_FILTER_FIELDS.map((field) => [field, param(params, field) ?? '']),
  ) as Record<AuditFilterField, string>;
  const staffId = Number(values.staffId);
  const filter = {
    action: values.action || null,
    entityType: values.entityType || null,
    entityId: values.entityId || null,
    staffId: values.staffId && Number.isSafeInteger(staffId) ? staffId : null,
    from: values.from ? stockholmDay(values.from, false) : null,
    to: values.to ? stockholmDay(values.to, true) : null,
  };
  return { values, filter };
}
