import { and, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { auditLog } from '#src/db/schema.ts';

export interface AuditFilter {
  staffId?: number | null;
  action?: string | null;
  entityType?: string | null;
  entityId?: string | null;
  /** From this moment, inclusive. */
  from?: Date | null;
  /** Up to this moment, exclusive. */
  to?: Date | null;
}

export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditPage {
  nodes: AuditRow[];
  endCursor: string | null;
  hasNextPage: boolean;
}

/** A position in the newest-first list: the last row's moment and id. */
function cursorOf(row: AuditRow): string {
  return Buffer.from(`${row.at.toISOString()}|${row.id}`).toString('base64url');
}

/** The position a cursor names, or undefined for one this API did not make. */
export function parseAuditCursor(cursor: string): { at: Date; id: number } | undefined {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const moment = new Date(at ?? '');
  const number = Number(id);
  if (Number.isNaN(moment.getTime()) || !Number.isSafeInteger(number)) return undefined;
  return { at: moment, id: number };
}

/**
 * The audit trail newest first, filtered, a page at a time: keyset paging on (at, id), which the
 * audit_log_at_idx index serves, so a deep page costs what the first does.
 */
export async function auditEntries(
  db: Database,
  filter: AuditFilter,
  first: number,
  after: { at: Date; id: number } | undefined,
): Promise<AuditPage> {
  const where: (SQL | undefined)[] = [
    filter.staffId != null ? eq(auditLog.staffId, filter.staffId) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.entityType ? eq(auditLog.entityType, filter.entityType) : undefined,
    filter.entityId ? eq(auditLog.entityId, filter.entityId) : undefined,
    filter.from ? gte(auditLog.at, filter.from) : undefined,
    filter.to ? lt(auditLog.at, filter.to) : undefined,
    after
      ? or(lt(auditLog.at, after.at), and(eq(auditLog.at, after.at), lt(auditLog.id, after.id)))
      : undefined,
  ];
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(first + 1);
  const nodes = rows.slice(0, first);
  const last = nodes.at(-1);
  return { nodes, endCursor: last ? cursorOf(last) : null, hasNextPage: rows.length > first };
}
