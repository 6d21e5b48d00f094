import type { Transaction } from '#src/db/client.ts';
import { auditLog } from '#src/db/schema.ts';

/** Who made a change: a member (their id and email then), or the shop itself (a command line run). */
export interface AuditActor {
  staffId: number | null;
  email: string;
  /** The client's address, as the request names it; empty from the command line. */
  address: string;
}

/** The actor of changes the shop makes without a member: `npm run staff` and the first start. */
export const COMMAND_LINE_ACTOR: AuditActor = { staffId: null, email: 'command line', address: '' };

export interface AuditEntry {
  actor: AuditActor;
  /** What was done, e.g. `order.status`, `staff.disable`, `customer.erase`. */
  action: string;
  /** What it was done to, e.g. `order` and its id. */
  entityType: string;
  entityId: string | number;
  /** The values the change replaced and the ones it wrote (JSON), when it has them. */
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one audit row. Call it with the change's own transaction, so the row and the change
 * commit or roll back together; the table refuses every later update and delete.
 */
export async function recordAudit(tx: Transaction, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: entry.actor.staffId,
    actor: entry.actor.email,
    address: entry.actor.address,
    action: entry.action,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
