import { eq, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { type OrderStage, orders } from '#src/db/schema.ts';
import { type AuditActor, recordAudit } from '#src/modules/audit/index.ts';
import { cancelOrderBookings } from '#src/modules/rentals/index.ts';
import { MAX_TEXT, type StageChangeInput, stageRefusal } from '../stages.ts';
import type { OrderRow } from '../store.ts';
import { creditWithin } from './credit-order.ts';
import { drawsLeft, restock, returnDraws } from './give-back.ts';
import { DeskRefusal, type DeskResult, deskTransaction, lockedOrder } from './refusals.ts';
import { addEvent, queueMail } from './timeline.ts';

export interface StageChange extends StageChangeInput {
  orderId: number;
  to: OrderStage;
  actor: AuditActor;
}

/** The mail each stage owes the customer; a credit's mail is its credit note's (credit-order.ts). */
const STAGE_MAILS: Partial<Record<OrderStage, string>> = {
  confirmed: 'confirmed',
  shipped: 'shipped',
  cancelled: 'cancelled',
};

/**
 * Moves an order to another stage (ADR 47) in one transaction, the order's row locked so that of
 * two staff changing it at once the second judges what the first left: the stage (with the parcel
 * when shipped), the event, the audit row and the queued mail. Cancelling puts every unit back in
 * stock, frees the hired machines not yet handed out and gives back the gift card's and the balance's draw; a return puts the units back; a
 * credit of the whole order writes its credit note. A refusal changes nothing.
 */
export function changeOrderStage(db: Database, change: StageChange): Promise<DeskResult<OrderRow>> {
  return deskTransaction(db, async (tx) => {
    const locked = await lockedOrder(tx, change.orderId);
    const { order, lines } = locked;
    const refusal = stageRefusal(order.stage, change.to, change);
    if (refusal) throw new DeskRefusal(refusal);
    const staffId = change.actor.staffId;

    // A hire not yet handed out will not be: its machine is free for others at once.
    if (change.to === 'cancelled' || change.to === 'credited')
      await cancelOrderBookings(tx, order.id, new Date());
    if (change.to === 'credited') {
      await creditWithin(tx, locked, {
        orderId: order.id,
        lines: [],
        reason: change.reason ?? '',
        actor: change.actor,
      });
    } else {
      const shipped =
        change.to === 'shipped'
          ? {
              carrier: change.carrier?.trim() ?? '',
              trackingNumber: change.trackingNumber?.trim() ?? '',
              shippedAt: sql`now()`,
            }
          : {};
      await tx
        .update(orders)
        .set({ stage: change.to, updatedAt: sql`now()`, ...shipped })
        .where(eq(orders.id, order.id));
      if (change.to === 'cancelled' || change.to === 'returned') {
        await restock(tx, lines, new Map(lines.map((line) => [line.position, line.quantity])));
      }
      if (change.to === 'cancelled') await returnDraws(tx, order, drawsLeft(order));
      const reason = change.reason?.trim() || undefined;
      await addEvent(tx, {
        orderId: order.id,
        kind: 'stage',
        staffId,
        data: {
          from: order.stage,
          to: change.to,
          ...(change.to === 'shipped'
            ? { carrier: shipped.carrier, trackingNumber: shipped.trackingNumber }
            : {}),
          ...(reason ? { reason } : {}),
        },
      });
      const mail = STAGE_MAILS[change.to];
      if (mail) await queueMail(tx, order.id, mail, staffId);
      await recordAudit(tx, {
        actor: change.actor,
        action: 'order.stage',
        entityType: 'order',
        entityId: order.id,
        before: { stage: order.stage },
        after: {
          stage: change.to,
          ...(change.to === 'shipped'
            ? { carrier: shipped.carrier, trackingNumber: shipped.trackingNumber }
            : {}),
          ...(reason ? { reason } : {}),
        },
      });
    }
    const [after] = await tx.select().from(orders).where(eq(orders.id, order.id));
    return after as OrderRow;
  });
}

/** Writes a staff note on the order's timeline (with its audit row). */
export function addOrderNote(
  db: Database,
  note: { orderId: number; body: string; actor: AuditActor },
): Promise<DeskResult<OrderRow>> {
  return deskTransaction(db, async (tx) => {
    const { order } = await lockedOrder(tx, note.orderId);
    const body = note.body.trim();
    if (body === '') throw new DeskRefusal('NOTE_REQUIRED');
    if (body.length > MAX_TEXT.note) throw new DeskRefusal('TEXT_TOO_LONG');
    await addEvent(tx, { orderId: order.id, kind: 'note', staffId: note.actor.staffId, body });
    await recordAudit(tx, {
      actor: note.actor,
      action: 'order.note',
      entityType: 'order',
      entityId: order.id,
      after: { body },
    });
    return order;
  });
}
