import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { orderEvents, orderLines, orderMails, orders } from '#src/db/schema.ts';
import { createMailer } from '#src/modules/mail/index.ts';
import { createRentalReminders } from '#src/modules/rental-bookings/index.ts';
import { stockholmInstant } from '#src/modules/rental-bookings/timing.ts';
import { addDays, stockholmDate } from '#src/modules/rentals/period.ts';
import { testClock } from './auth-client.ts';
import { nextOpen, rentalOrders } from './rental-orders.ts';
import { recipientOf, type SmtpInbox, startSmtpInbox } from './smtp-inbox.ts';
import { useTestApi } from './suite.ts';

// A real SMTP server; the service's own round and a second instance's look for reminders at once.
const inbox: SmtpInbox = await startSmtpInbox();
const clock = testClock();
const suite = useTestApi({
  products: 120,
  server: {
    auth: { clock: clock.now },
    mail: { smtpUrl: inbox.url, pollSeconds: 0.2 },
    rentalReminders: { pollSeconds: 0.2 },
  },
});
const hires = rentalOrders(suite);
const db = () => suite.db();

const other = () => {
  const mailer = createMailer(db(), { smtpUrl: inbox.url, clock: clock.now, pollSeconds: 0.2 });
  const reminders = createRentalReminders(db(), mailer, { clock: clock.now, pollSeconds: 0.2 });
  return {
    round: reminders.handOverDue,
    close: async () => {
      await reminders.close();
      await mailer.close();
    },
  };
};
let second: ReturnType<typeof other> | undefined;
afterAll(async () => {
  await second?.close();
  await inbox.close();
});

/** Each language's subjects and a line of the body, {name} the machine. */
const EXPECTED = {
  sv: {
    pickup: 'Påminnelse: hämta {name} i morgon',
    return: 'Påminnelse: lämna tillbaka {name} i morgon',
    at: 'klockan 07:00',
  },
  da: {
    pickup: 'Påmindelse: hent {name} i morgen',
    return: 'Påmindelse: aflever {name} i morgen',
    at: 'klokken 07:00',
  },
  en: {
    pickup: 'Reminder: collect {name} tomorrow',
    return: 'Reminder: return {name} tomorrow',
    at: '07:00',
  },
  fi: {
    pickup: 'Muistutus: nouda {name} huomenna',
    return: 'Muistutus: palauta {name} huomenna',
    at: 'kello 07:00',
  },
  nb: {
    pickup: 'Påminnelse: hent {name} i morgen',
    return: 'Påminnelse: lever {name} tilbake i morgen',
    at: 'klokken 07:00',
  },
} as const;
type Language = keyof typeof EXPECTED;

/** Moves the test clock to a Stockholm date and time (never back). */
function moveTo(date: string, time: string) {
  const target = stockholmInstant(date, time).getTime();
  expect(target).toBeGreaterThan(clock.now());
  clock.advance(target - clock.now());
}

/** Both instances' rounds at once, then time for the service's poll and the outbox to go again. */
async function rounds() {
  await Promise.all([second?.round(), second?.round()]);
  await new Promise((resolve) => setTimeout(resolve, 800));
}

const reminders = (mails: ParsedMail[]) =>
  mails.filter((mail) => /^(Påmin|Remind|Muistu)/.test(mail.subject ?? ''));

describe('the reminders of a hire', () => {
  it('mail each shopper once the day before pickup and the day before return, in the order’s language', async () => {
    second = other();
    const machine = await hires.machine(2, 6);
    const pickup = nextOpen(addDays(stockholmDate(new Date()), 4));
    const period = { from: pickup, to: nextOpen(addDays(pickup, 3)) };
    const languages = Object.keys(EXPECTED) as Language[];
    const placed = new Map<Language, { orderId: number; email: string }>();
    for (const language of languages) {
      const email = `hire-${language}-${pickup}@example.se`;
      const orderId = await hires.place(machine.skuId, period, { email });
      await db().update(orders).set({ languageCode: language }).where(eq(orders.id, orderId));
      placed.set(language, { orderId, email });
    }
    // An order cancelled at the desk: its hire is not handed over, so nobody is reminded of it.
    const cancelledEmail = `hire-cancelled-${pickup}@example.se`;
    const cancelled = await hires.place(machine.skuId, period, { email: cancelledEmail });
    await db().update(orders).set({ stage: 'cancelled' }).where(eq(orders.id, cancelled));
    const [line] = await db()
      .select({ name: orderLines.name })
      .from(orderLines)
      .where(eq(orderLines.orderId, placed.get('sv')?.orderId as number));
    const name = line?.name as string;

    // Not two days before, nor in the night before.
    moveTo(addDays(pickup, -2), '12:00');
    await rounds();
    moveTo(addDays(pickup, -1), '07:30');
    await rounds();
    expect(reminders(inbox.received)).toEqual([]);

    moveTo(addDays(pickup, -1), '10:00');
    await rounds();
    for (const language of languages) {
      const { email } = placed.get(language) as { email: string };
      const mail = await inbox.next(
        (m) => recipientOf(m) === email && m.subject === EXPECTED[language].pickup.replace('{name}', name),
      );
      expect(mail.text).toContain(EXPECTED[language].at);
      expect(mail.text).toContain('Verkstadsvägen 14, 125 30 Älvsjö');
      expect(mail.html).toContain(`lang="${language}"`);
    }
    await rounds();
    expect(reminders(inbox.received)).toHaveLength(5);

    moveTo(addDays(period.to, -1), '09:00');
    await rounds();
    for (const language of languages) {
      const { email } = placed.get(language) as { email: string };
      await inbox.next(
        (m) => recipientOf(m) === email && m.subject === EXPECTED[language].return.replace('{name}', name),
      );
    }
    await rounds();
    expect(reminders(inbox.received)).toHaveLength(10);
    expect(
      inbox.received.filter((m) => recipientOf(m) === cancelledEmail && reminders([m]).length > 0),
    ).toEqual([]);

    // Each is kept as the order's mail and on its timeline, once.
    const { orderId } = placed.get('fi') as { orderId: number };
    const kept = await db().select().from(orderMails).where(eq(orderMails.orderId, orderId));
    expect(kept.filter((m) => m.kind.startsWith('rental-')).map((m) => m.state)).toEqual(['sent', 'sent']);
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.filter((e) => e.kind === 'mail-sent' && e.data.mail?.startsWith('rental-'))).toHaveLength(
      2,
    );
  });
});
