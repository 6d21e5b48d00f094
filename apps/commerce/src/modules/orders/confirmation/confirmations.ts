import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { orderEvents, orderMails } from '#src/db/schema.ts';
import type { Mailer } from '#src/modules/mail/index.ts';
import { oneRoundAtATime } from '#src/modules/rounds/index.ts';
import { invoiceFileName, renderInvoicePdf } from '../invoice/invoice-pdf.ts';
import { INVOICE_LINK_DAYS, signedInvoicePath } from '../invoice/links.ts';
import { loadOrder } from '../order-cart.ts';
import { outboxKindOf, statusMailContent } from '../status-mail/status-mail-content.ts';
import { findOrderById } from '../store.ts';
import { confirmationContent } from './confirmation-content.ts';

export interface ConfirmationOptions {
  clock?: () => number;
  /** Pauses before the second, third, ... try to hand a confirmation over; after the last it is `failed`. */
  retryPausesSeconds?: readonly number[];
  /** How often confirmations left behind (a crash, a failure) are looked for. */
  pollSeconds?: number;
  /** The key of the mail's signed invoice link; without it the mail has no such link. */
  invoiceLinkKey?: () => Promise<Buffer>;
}

export interface Confirmations {
  /** An order's mail was queued (a placement, a desk change): it is handed to the mailer now, behind the request. */
  mailQueued(): void;
  /** Hands over every confirmation due now (the poll does this; tests await it). */
  handOverDue(): Promise<void>;
  close(): void;
}

const KIND = 'confirmation';
/** How long one instance has a claimed confirmation before another may take it over. */
const CLAIM_MS = 5 * 60 * 1000;
const ROUND = 20;
/** 1 min, 5 min, 30 min, 2 h: composing fails only on a bug or a database outage. */
const DEFAULT_PAUSES = [60, 300, 1800, 7200];
/** How long after an order its round waits for others to hand over with it. */
const GATHER_MS = 50;

/** Why a try failed, in a line: a database error's own message rather than the query it broke. */
function reasonOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return (cause instanceof Error ? cause.message : String(cause)).slice(0, 500);
}

/** The reason staff gave for cancelling the order, if any. */
async function cancelReasonOf(db: Database, orderId: number): Promise<string | undefined> {
  const [event] = await db
    .select({ data: orderEvents.data })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, orderId),
        eq(orderEvents.kind, 'stage'),
        sql`${orderEvents.data}->>'to' = 'cancelled'`,
      ),
    )
    .orderBy(desc(orderEvents.id))
    .limit(1);
  return event?.data.reason;
}

/**
 * Order mails (ADR 28, 47): the confirmation and the mails of later stages. The transaction of the
 * order or of its change writes an `order_mails` row, so an order never lacks its mail; after the
 * commit the mail is composed (the confirmation with the invoice PDF) and handed to the mail outbox
 * in one transaction that also marks the row sent and writes the timeline's event, so it is handed
 * over once however many instances try. The outbox sends it over SMTP and retries (ADR 26); a
 * failure to mail never touches the order.
 */
export function createConfirmations(
  db: Database,
  mailer: Mailer,
  options: ConfirmationOptions = {},
): Confirmations {
  const clock = options.clock ?? Date.now;
  const pauses = options.retryPausesSeconds ?? DEFAULT_PAUSES;

  async function invoiceLinkOf(publicId: string) {
    if (!options.invoiceLinkKey) return undefined;
    const expiresAt = new Date(clock() + INVOICE_LINK_DAYS * 86_400_000);
    return { path: signedInvoicePath(await options.invoiceLinkKey(), publicId, expiresAt), expiresAt };
  }

  async function claimDue() {
    const now = clock();
    const due = db
      .select({ orderId: orderMails.orderId, kind: orderMails.kind })
      .from(orderMails)
      .where(and(eq(orderMails.state, 'pending'), lte(orderMails.nextAttemptAt, new Date(now))))
      .orderBy(asc(orderMails.nextAttemptAt), asc(orderMails.orderId))
      .limit(ROUND)
      .for('update', { skipLocked: true });
    return db
      .update(orderMails)
      .set({ attempts: sql`${orderMails.attempts} + 1`, nextAttemptAt: new Date(now + CLAIM_MS) })
      .where(sql`(${orderMails.orderId}, ${orderMails.kind}) in (${due})`)
      .returning();
  }

  /** The mail of one kind for the order: the confirmation with its invoice, or a later stage's. */
  async function compose(loaded: Awaited<ReturnType<typeof loadOrder>>, kind: string) {
    if (kind === KIND) {
      const attachment = {
        filename: invoiceFileName(loaded.order.id),
        contentType: 'application/pdf',
        content: await renderInvoicePdf(loaded),
      };
      const content = confirmationContent(loaded, await invoiceLinkOf(loaded.order.publicId));
      return { outboxKind: 'order-confirmation', content, attachments: [attachment] };
    }
    const outboxKind = outboxKindOf(kind);
    if (!outboxKind) throw new Error(`No order mail of kind ${kind}`);
    const reason = kind === 'cancelled' ? await cancelReasonOf(db, loaded.order.id) : undefined;
    return { outboxKind, content: statusMailContent(loaded, kind, reason), attachments: [] };
  }

  async function handOver(orderId: number, kind: string) {
    const order = await findOrderById(db, orderId);
    if (!order) throw new Error(`Order ${orderId} is gone`);
    const mail = await compose(await loadOrder(db, order), kind);
    const thisMail = and(eq(orderMails.orderId, orderId), eq(orderMails.kind, kind));
    const mailId = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(orderMails)
        .set({ state: 'sent', sentAt: new Date(clock()), lastError: null })
        .where(and(thisMail, eq(orderMails.state, 'pending')))
        .returning();
      if (!claimed) return null;
      const id = await mailer.sendWithin(tx, {
        kind: mail.outboxKind,
        to: order.email,
        content: mail.content,
        attachments: mail.attachments,
      });
      await tx.update(orderMails).set({ mailId: id }).where(thisMail);
      await tx.insert(orderEvents).values({ orderId, kind: 'mail-sent', data: { mail: kind } });
      return id;
    });
    if (mailId !== null) await mailer.release(mailId);
  }

  async function round() {
    for (const row of await claimDue()) {
      try {
        await handOver(row.orderId, row.kind);
      } catch (error) {
        const reason = reasonOf(error);
        console.error(
          `Mail ${row.kind} of order ${row.orderId} not handed over, try ${row.attempts}: ${reason}`,
        );
        const pause = pauses[row.attempts - 1];
        await db
          .update(orderMails)
          .set(
            pause === undefined
              ? { state: 'failed', lastError: reason }
              : { lastError: reason, nextAttemptAt: new Date(clock() + pause * 1000) },
          )
          .where(and(eq(orderMails.orderId, row.orderId), eq(orderMails.kind, row.kind)));
      }
    }
  }

  const rounds = oneRoundAtATime(round);
  const handOverDue = rounds.run;
  const report = (error: unknown) => console.error('Order confirmations failed:', error);
  const poll = setInterval(() => handOverDue().catch(report), (options.pollSeconds ?? 30) * 1000);
  poll.unref();

  // Orders placed close together are handed over in one round a moment later, not one round each.
  let soon: ReturnType<typeof setTimeout> | undefined;
  return {
    mailQueued: () => {
      soon ??= setTimeout(() => {
        soon = undefined;
        handOverDue().catch(report);
      }, GATHER_MS);
    },
    handOverDue,
    /** Stops the poll and waits for the round under way. */
    close: async () => {
      clearInterval(poll);
      if (soon) clearTimeout(soon);
      await rounds.idle();
    },
  };
}
