import { and, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { orderEvents, orderMails, orders } from '#src/db/schema.ts';
import { changeOrderStage, creditOrder } from '#src/modules/orders/index.ts';
import { orderDeskFixtures } from './order-desk-fixtures.ts';
import { recipientOf, type SmtpInbox, startSmtpInbox } from './smtp-inbox.ts';
import { useTestApi } from './suite.ts';

// A real SMTP server: each stage's mail goes through the outbox over SMTP_URL as in production.
const inbox: SmtpInbox = await startSmtpInbox();
afterAll(() => inbox.close());
const suite = useTestApi({
  products: 60,
  server: { mail: { smtpUrl: inbox.url, pollSeconds: 0.2 }, confirmations: { pollSeconds: 0.2 } },
});
const desk = orderDeskFixtures(suite);
const db = () => suite.db();

/** What each language's mails say in their subjects, and a line each body holds. */
const EXPECTED = {
  sv: {
    confirmed: 'Din order {n} är bekräftad',
    shipped: 'Din order {n} har skickats',
    track: 'Spåra försändelsen',
    cancelled: 'Din order {n} har avbrutits',
    credited: 'Kreditfaktura {c} för order {n}',
    reason: 'Orsak: ',
  },
  da: {
    confirmed: 'Din ordre {n} er bekræftet',
    shipped: 'Din ordre {n} er afsendt',
    track: 'Følg forsendelsen',
    cancelled: 'Din ordre {n} er annulleret',
    credited: 'Kreditnota {c} for ordre {n}',
    reason: 'Årsag: ',
  },
  en: {
    confirmed: 'Your order {n} is confirmed',
    shipped: 'Your order {n} has shipped',
    track: 'Track your parcel',
    cancelled: 'Your order {n} has been cancelled',
    credited: 'Credit note {c} for order {n}',
    reason: 'Reason: ',
  },
  fi: {
    confirmed: 'Tilauksesi {n} on vahvistettu',
    shipped: 'Tilauksesi {n} on lähetetty',
    track: 'Seuraa lähetystä',
    cancelled: 'Tilauksesi {n} on peruttu',
    credited: 'Hyvityslasku {c} tilaukselle {n}',
    reason: 'Syy: ',
  },
  nb: {
    confirmed: 'Ordren din {n} er bekreftet',
    shipped: 'Ordren din {n} er sendt',
    track: 'Spor sendingen',
    cancelled: 'Ordren din {n} er kansellert',
    credited: 'Kreditnota {c} for ordre {n}',
    reason: 'Årsak: ',
  },
} as const;

const mailTo = (email: string, subject: string): Promise<ParsedMail> =>
  inbox.next((mail) => recipientOf(mail) === email && mail.subject === subject);

/** An order placed in Sweden whose customer reads `language`. */
async function orderIn(language: string) {
  const sku = await desk.sku(25_000, { inStock: 5 });
  const placed = await desk.order([{ skuId: sku.id, quantity: 2 }]);
  await db().update(orders).set({ languageCode: language }).where(eq(orders.id, placed.order.id));
  return placed;
}

describe.each(Object.entries(EXPECTED))("the stages' mails in %s", (language, words) => {
  it('tell the customer it is confirmed, then shipped with the carrier, tracking number and link, then credited', async () => {
    const actor = await desk.staffActor();
    const { order, email } = await orderIn(language);
    const n = String(order.id);
    const change = (to: Parameters<typeof changeOrderStage>[1]['to'], more = {}) =>
      changeOrderStage(db(), { orderId: order.id, to, actor, ...more });

    await change('confirmed');
    const confirmed = await mailTo(email, words.confirmed.replace('{n}', n));
    expect(confirmed.headers.get('content-language')).toBe(language);
    expect(confirmed.html).toContain(`<html lang="${language}">`);

    await change('picking');
    await change('shipped', { carrier: 'PostNord', trackingNumber: `PN${n}SE` });
    const shipped = await mailTo(email, words.shipped.replace('{n}', n));
    const link = `https://tracking.postnord.com/tracking.html?id=PN${n}SE`;
    expect(shipped.text).toContain('PostNord');
    expect(shipped.text).toContain(`PN${n}SE`);
    expect(shipped.text).toContain(`${words.track}: ${link}`);
    expect(shipped.html).toContain(`href="${link}"`);

    const credit = await creditOrder(db(), {
      orderId: order.id,
      lines: [{ position: 1, quantity: 1 }],
      reason: 'Repa i lacken',
      actor,
    });
    if (!credit.ok) throw new Error(credit.message);
    const credited = await mailTo(
      email,
      words.credited.replace('{c}', String(credit.value.number)).replace('{n}', n),
    );
    const text = (credited.text ?? '').replace(/\u00a0/g, ' ');
    expect(text).toContain(`${words.reason}Repa i lacken`);
    expect(text).toMatch(/1 × .+: −(SEK )?250( kr)?\n/);

    // Each mail handed over once, each on the order's timeline as queued and sent.
    await expect
      .poll(async () =>
        (await db().select().from(orderMails).where(eq(orderMails.orderId, order.id))).every(
          (m) => m.state === 'sent',
        ),
      )
      .toBe(true);
    const sent = await db()
      .select({ data: orderEvents.data })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, 'mail-sent')));
    expect(sent.map((e) => e.data.mail).sort()).toEqual(
      ['confirmation', 'confirmed', `credit-note-${credit.value.number}`, 'shipped'].sort(),
    );
  });

  it('tell the customer it is cancelled, with the reason', async () => {
    const actor = await desk.staffActor();
    const { order, email } = await orderIn(language);
    await changeOrderStage(db(), {
      orderId: order.id,
      to: 'cancelled',
      reason: 'Slut hos leverantören',
      actor,
    });
    const cancelled = await mailTo(email, words.cancelled.replace('{n}', String(order.id)));
    expect(cancelled.text).toContain(`${words.reason}Slut hos leverantören`);
    // One cancellation mail, whatever else the customer's address gets (the order's confirmation,
    // the account's email to confirm) and whenever it lands.
    expect(
      inbox.received.filter((m) => recipientOf(m) === email && m.subject === cancelled.subject),
    ).toHaveLength(1);
  });
});
