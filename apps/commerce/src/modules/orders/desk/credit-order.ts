import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { type CreditNoteLine, creditNotes, orderLines, orders } from '#src/db/schema.ts';
import { type AuditActor, recordAudit } from '#src/modules/audit/index.ts';
import { allocateRefund, shareOf, shippingRateBp, vatsOf } from '../credit-math.ts';
import { MAX_TEXT, SHIPPED_STAGES } from '../stages.ts';
import type { OrderLineRow, OrderRow } from '../store.ts';
import { drawsLeft, restock, returnDraws } from './give-back.ts';
import { DeskRefusal, type DeskResult, deskTransaction, lockedOrder } from './refusals.ts';
import { addEvent, queueMail } from './timeline.ts';

export type CreditNoteRow = typeof creditNotes.$inferSelect;

export interface CreditRequest {
  orderId: number;
  /** Units of lines to credit; none: everything still uncredited, shipping included. */
  lines: readonly { position: number; quantity: number }[];
  reason: string;
  actor: AuditActor;
  /**
   * A hire cancelled before its pickup (ADR 64): its lines are credited while the order has not
   * shipped, since a hire is handed over at the depot, not shipped.
   */
  beforeHandover?: boolean;
}

/** The units of each line a credit takes, judged against what is left uncredited. */
function creditedUnits(lines: readonly OrderLineRow[], asked: CreditRequest['lines']) {
  if (asked.length === 0) {
    return lines
      .map((line) => ({ line, units: line.quantity - line.creditedQuantity }))
      .filter(({ units }) => units > 0);
  }
  const wanted = new Map<number, number>();
  for (const { position, quantity } of asked) {
    if (!Number.isInteger(quantity) || quantity < 1) throw new DeskRefusal('QUANTITY_NOT_CREDITABLE');
    wanted.set(position, (wanted.get(position) ?? 0) + quantity);
  }
  return [...wanted].map(([position, units]) => {
    const line = lines.find((l) => l.position === position);
    if (!line) throw new DeskRefusal('UNKNOWN_LINE');
    if (units > line.quantity - line.creditedQuantity) throw new DeskRefusal('QUANTITY_NOT_CREDITABLE');
    return { line, units };
  });
}

/** The credit note's parts: each line's share of its amount, and with a whole credit what is left of the order (shipping). */
function creditParts(order: OrderRow, parts: ReturnType<typeof creditedUnits>, whole: boolean) {
  const lines: CreditNoteLine[] = parts.map(({ line, units }) => {
    const to = line.creditedQuantity + units;
    const share = (amount: number, n: number) => shareOf(amount, line.quantity, n);
    return {
      position: line.position,
      quantity: units,
      amountIncVat: share(line.totalIncVat, to) - share(line.totalIncVat, line.creditedQuantity),
      amountExVat: share(line.totalExVat, to) - share(line.totalExVat, line.creditedQuantity),
      vatRateBp: line.vatRateBp,
    };
  });
  if (whole) {
    const sum = (pick: (line: CreditNoteLine) => number) => lines.reduce((s, line) => s + pick(line), 0);
    const restIncVat = order.orderValueIncVat - order.creditedIncVat - sum((l) => l.amountIncVat);
    const restExVat = order.orderValueExVat - order.creditedExVat - sum((l) => l.amountExVat);
    if (restIncVat > 0 || restExVat > 0) {
      const rates = order.totals.vats.map((vat) => vat.rateBp);
      lines.push({
        position: 0,
        quantity: 1,
        amountIncVat: restIncVat,
        amountExVat: restExVat,
        vatRateBp: shippingRateBp(order.shippingFeeIncVat, order.shippingFeeExVat, rates),
      });
    }
  }
  return lines;
}

/** The next credit note number: the table locked against other writers until the commit, so numbers have no gaps. */
async function nextNumber(tx: Transaction): Promise<number> {
  await tx.execute(sql`lock table ${creditNotes} in exclusive mode`);
  const [row] = await tx.select({ last: sql<number | null>`max(${creditNotes.number})` }).from(creditNotes);
  return Number(row?.last ?? 0) + 1;
}

/**
 * Credits units of a shipped order's lines (or all that is left, shipping included) with a reason,
 * inside the caller's transaction with the order locked: a numbered credit note with its amounts
 * and VAT per rate, the units back in stock (each once), the money back (the invoice first, then
 * the balance, then the gift card), the event, the mail and the audit row. Crediting everything
 * left makes the order `credited`.
 */
export async function creditWithin(
  tx: Transaction,
  locked: { order: OrderRow; lines: OrderLineRow[] },
  request: CreditRequest,
): Promise<CreditNoteRow> {
  const { order, lines } = locked;
  if (order.stage === 'credited') throw new DeskRefusal('NOTHING_TO_CREDIT');
  if (!SHIPPED_STAGES.includes(order.stage) && !(request.beforeHandover && order.stage !== 'cancelled')) {
    throw new DeskRefusal('NOT_SHIPPED');
  }
  const reason = request.reason.trim();
  if (reason === '') throw new DeskRefusal('REASON_REQUIRED');
  if (reason.length > MAX_TEXT.reason) throw new DeskRefusal('TEXT_TOO_LONG');

  const whole = request.lines.length === 0;
  const units = creditedUnits(lines, request.lines);
  const parts = creditParts(order, units, whole);
  if (parts.length === 0) throw new DeskRefusal('NOTHING_TO_CREDIT');
  const amountIncVat = parts.reduce((sum, part) => sum + part.amountIncVat, 0);
  const amountExVat = parts.reduce((sum, part) => sum + part.amountExVat, 0);

  const left = drawsLeft(order);
  const invoicePaidBack =
    order.creditedIncVat - order.accountBalanceReturnedIncVat - order.giftCardReturnedIncVat;
  const planned = allocateRefund(amountIncVat, { invoice: order.totalIncVat - invoicePaidBack, ...left });
  const returned = await returnDraws(tx, order, planned);
  const staffId = request.actor.staffId;

  const [note] = await tx
    .insert(creditNotes)
    .values({
      number: await nextNumber(tx),
      orderId: order.id,
      staffId,
      reason,
      lines: parts,
      amountIncVat,
      amountExVat,
      vats: vatsOf(parts),
      toInvoiceIncVat: amountIncVat - returned.accountBalance - returned.giftCard,
      toAccountBalanceIncVat: returned.accountBalance,
      toGiftCardIncVat: returned.giftCard,
    })
    .returning();
  if (!note) throw new Error('The credit note was not written');

  for (const { line, units: n } of units) {
    await tx
      .update(orderLines)
      .set({ creditedQuantity: line.creditedQuantity + n })
      .where(and(eq(orderLines.orderId, order.id), eq(orderLines.position, line.position)));
  }
  await restock(
    tx,
    lines,
    new Map(units.map(({ line, units: n }) => [line.position, line.creditedQuantity + n])),
  );

  const everything =
    order.creditedIncVat + amountIncVat === order.orderValueIncVat &&
    lines.every(
      (line) => line.creditedQuantity + (units.find((u) => u.line === line)?.units ?? 0) === line.quantity,
    );
  await tx
    .update(orders)
    .set({
      creditedIncVat: sql`${orders.creditedIncVat} + ${amountIncVat}`,
      creditedExVat: sql`${orders.creditedExVat} + ${amountExVat}`,
      updatedAt: sql`now()`,
      ...(everything ? { stage: 'credited' as const } : {}),
    })
    .where(eq(orders.id, order.id));

  await addEvent(tx, {
    orderId: order.id,
    kind: 'credit',
    staffId,
    data: { creditNoteId: note.id, amountIncVat, reason },
  });
  if (everything) {
    await addEvent(tx, {
      orderId: order.id,
      kind: 'stage',
      staffId,
      data: { from: order.stage, to: 'credited', reason },
    });
  }
  await queueMail(tx, order.id, `credit-note-${note.number}`, staffId);
  await recordAudit(tx, {
    actor: request.actor,
    action: 'order.credit',
    entityType: 'order',
    entityId: order.id,
    before: { stage: order.stage, creditedIncVat: order.creditedIncVat },
    after: {
      stage: everything ? 'credited' : order.stage,
      creditedIncVat: order.creditedIncVat + amountIncVat,
      creditNote: note.number,
      lines: parts,
      reason,
    },
  });
  return note;
}

/** Credits an order (see creditWithin) in a transaction of its own; a refusal changes nothing. */
export function creditOrder(db: Database, request: CreditRequest): Promise<DeskResult<CreditNoteRow>> {
  return deskTransaction(db, async (tx) => creditWithin(tx, await lockedOrder(tx, request.orderId), request));
}

/** An order's credit notes, oldest first. */
export function creditNotesOf(db: Database, orderId: number): Promise<CreditNoteRow[]> {
  return db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId)).orderBy(creditNotes.number);
}
