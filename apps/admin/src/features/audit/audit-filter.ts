import { stockholmDay } from '@/lib/typed-input';
import { param, type SearchParams } from '@/ui/data-table';

/** The filter fields the audit page's form sends, as the address carries them. */
export const AUDIT_FILTER_FIELDS = ['action', 'entityType', 'entityId', 'staffId', 'from', 'to'] as const;
export type AuditFilterField = (typeof AUDIT_FILTER_FIELDS)[number];

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
