import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { orderLines, orders } from '#src/db/schema.ts';
import { MAX_TEXT, type StageRefusal } from '../stages.ts';
import type { OrderLineRow, OrderRow } from '../store.ts';

/** What each refusal tells staff (the admin app shows its own words by the code). */
export const REFUSAL_MESSAGES: Record<StageRefusal, string> = {
  ORDER_NOT_FOUND: 'There is no such order.',
  TRANSITION_NOT_ALLOWED: 'The order cannot go to that status from the one it has.',
  CARRIER_REQUIRED: 'Name the carrier to ship the order.',
  TRACKING_NUMBER_REQUIRED: 'Give the tracking number to ship the order.',
  REASON_REQUIRED: 'Give the reason for the credit.',
  TEXT_TOO_LONG: `Too long: a carrier or tracking number has at most ${MAX_TEXT.carrier} characters, a reason ${MAX_TEXT.reason}, a note ${MAX_TEXT.note}.`,
  NOT_SHIPPED: 'Only a shipped order can be credited; cancel it instead.',
  UNKNOWN_LINE: 'The order has no such line.',
  QUANTITY_NOT_CREDITABLE: 'A line cannot be credited for more units than are left uncredited, nor for none.',
  NOTHING_TO_CREDIT: 'Everything on the order is already credited.',
  NOTE_REQUIRED: 'Write the note first.',
};

/** A change refused: thrown inside the transaction, which rolls back, and answered as a value. */
export class DeskRefusal extends Error {
  readonly refusal: StageRefusal;
  constructor(refusal: StageRefusal) {
    super(REFUSAL_MESSAGES[refusal]);
    this.refusal = refusal;
  }
}

export type DeskResult<T> = { ok: true; value: T } | { ok: false; refusal: StageRefusal; message: string };

/** Runs a staff change in one transaction; a refusal rolls it back and is answered, anything else is thrown. */
export async function deskTransaction<T>(
  db: Database,
  run: (tx: Transaction) => Promise<T>,
): Promise<DeskResult<T>> {
  try {
    return { ok: true, value: await db.transaction(run) };
  } catch (error) {
    if (error instanceof DeskRefusal) return { ok: false, refusal: error.refusal, message: error.message };
    throw error;
  }
}

/**
 * The order's row locked for the change (`FOR UPDATE`), with its lines: a second change of the
 * same order waits here until the first commits, then judges the stage the first left.
 */
export async function lockedOrder(
  tx: Transaction,
  orderId: number,
): Promise<{ order: OrderRow; lines: OrderLineRow[] }> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new DeskRefusal('ORDER_NOT_FOUND');
  const lines = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.position);
  return { order, lines };
}
