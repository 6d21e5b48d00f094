import type { Transaction } from '#src/db/client.ts';
import { type OrderEventData, type OrderEventKind, orderEvents, orderMails } from '#src/db/schema.ts';

export type OrderEventRow = typeof orderEvents.$inferSelect;

/** Writes one event on an order's timeline, in the transaction of what it tells. */
export async function addEvent(
  tx: Transaction,
  event: {
    orderId: number;
    kind: OrderEventKind;
    staffId?: number | null;
    body?: string;
    data?: OrderEventData;
  },
): Promise<void> {
  await tx.insert(orderEvents).values({
    orderId: event.orderId,
    kind: event.kind,
    staffId: event.staffId ?? null,
    body: event.body ?? null,
    data: event.data ?? {},
  });
}

/**
 * Queues a mail the order owes its customer (`order_mails`, one per order and kind), which the
 * order mail sender composes in the order's language and hands to the outbox after the commit.
 */
export async function queueMail(
  tx: Transaction,
  orderId: number,
  kind: string,
  staffId: number | null,
): Promise<void> {
  await tx.insert(orderMails).values({ orderId, kind }).onConflictDoNothing();
  await addEvent(tx, { orderId, kind: 'mail-queued', staffId, data: { mail: kind } });
}
