import { and, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { orderEvents, orderMails, orders, rentalBookings } from '#src/db/schema.ts';
import type { Mailer } from '#src/modules/mail/index.ts';
import { findOrderById, loadOrder } from '#src/modules/orders/index.ts';
import { oneRoundAtATime } from '#src/modules/rounds/index.ts';
import { bookingById } from './customer-bookings.ts';
import { type ReminderKind, reminderMail } from './reminder-mail.ts';
import { reminderDay } from './timing.ts';

export interface RentalReminderOptions {
  clock?: () => number;
  /** How often reminders due are looked for; a day's are due from the reminder hour on. */
  pollSeconds?: number;
}

export interface RentalReminders {
  /** Sends every reminder due now (the poll does this; tests await it). */
  handOverDue(): Promise<void>;
  /** Stops the poll and waits for the round under way. */
  close(): Promise<void>;
}

/** The order mail a reminder is kept as: one per booking and kind. */
const mailKind = (kind: ReminderKind, bookingId: number) => `rental-${kind}-${bookingId}`;

interface Due {
  bookingId: number;
  orderId: number;
  kind: ReminderKind;
}

/** Bookings of live orders picked up or returned on `day` whose reminder has not gone out. */
async function dueOn(db: Database, day: string): Promise<Due[]> {
  const rows = await db
    .select({
      id: rentalBookings.id,
      orderId: rentalBookings.orderId,
      pickup: sql<boolean>`${rentalBookings.fromDate} = ${day} and ${rentalBookings.state} = 'confirmed'`,
    })
    .from(rentalBookings)
    // A cancelled or credited order's hire is not handed over, whatever its booking still says.
    .innerJoin(orders, eq(orders.id, rentalBookings.orderId))
    .where(
      and(
        notInArray(orders.stage, ['cancelled', 'credited']),
        or(
          and(eq(rentalBookings.fromDate, day), eq(rentalBookings.state, 'confirmed')),
          and(eq(rentalBookings.toDate, day), inArray(rentalBookings.state, ['confirmed', 'out'])),
        ),
      ),
    )
    .orderBy(rentalBookings.id);
  // A booking is picked up before the day it is returned, so a row is one or the other on a day.
  const wanted = rows.map(
    (row): Due => ({
      bookingId: row.id,
      orderId: row.orderId as number,
      kind: row.pickup ? 'pickup' : 'return',
    }),
  );
  if (wanted.length === 0) return [];
  const sent = await db
    .select({ orderId: orderMails.orderId, kind: orderMails.kind })
    .from(orderMails)
    .where(
      and(
        inArray(orderMails.orderId, [...new Set(wanted.map((w) => w.orderId))]),
        sql`${orderMails.kind} like 'rental-%'`,
      ),
    );
  const done = new Set(sent.map((row) => `${row.orderId}:${row.kind}`));
  return wanted.filter((w) => !done.has(`${w.orderId}:${mailKind(w.kind, w.bookingId)}`));
}

/**
 * Reminders of a hire the day before its pickup and the day before its return (ADR 64). Each is
 * kept as the order's mail of its own kind (`order_mails`, one row per order and kind), written in
 * the transaction that hands the mail to the outbox: of two instances sending it at once, the
 * second's row conflicts with the first's and it sends nothing. The outbox sends over SMTP and
 * retries (ADR 26); a reminder that fails to compose is tried again at the next poll.
 */
export function createRentalReminders(
  db: Database,
  mailer: Mailer,
  options: RentalReminderOptions = {},
): RentalReminders {
  const clock = options.clock ?? Date.now;

  async function send(due: Due, now: Date) {
    const booking = await bookingById(db, due.bookingId, now);
    const order = await findOrderById(db, due.orderId);
    if (!booking || !order) return;
    const content = reminderMail(await loadOrder(db, order), booking, due.kind);
    const kind = mailKind(due.kind, due.bookingId);
    const mailId = await db.transaction(async (tx) => {
      const [kept] = await tx
        .insert(orderMails)
        .values({ orderId: order.id, kind, state: 'sent', attempts: 1, sentAt: now })
        .onConflictDoNothing()
        .returning({ orderId: orderMails.orderId });
      if (!kept) return null;
      const id = await mailer.sendWithin(tx, {
        kind: `rental-${due.kind}-reminder`,
        to: order.email,
        content,
      });
      await tx
        .update(orderMails)
        .set({ mailId: id })
        .where(and(eq(orderMails.orderId, order.id), eq(orderMails.kind, kind)));
      await tx.insert(orderEvents).values({ orderId: order.id, kind: 'mail-sent', data: { mail: kind } });
      return id;
    });
    if (mailId !== null) await mailer.release(mailId);
  }

  async function round() {
    const now = new Date(clock());
    const day = reminderDay(now);
    if (!day) return;
    for (const due of await dueOn(db, day)) {
      try {
        await send(due, now);
      } catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        console.error(`Rental reminder ${due.kind} of booking ${due.bookingId} not sent: ${reason}`);
      }
    }
  }

  const rounds = oneRoundAtATime(round);
  const report = (error: unknown) => console.error('Rental reminders failed:', error);
  const poll = setInterval(() => rounds.run().catch(report), (options.pollSeconds ?? 300) * 1000);
  poll.unref();
  return {
    handOverDue: rounds.run,
    close: async () => {
      clearInterval(poll);
      await rounds.idle();
    },
  };
}
