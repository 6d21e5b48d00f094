import { inflateSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox, orderMails, orderPayments, orders } from '#src/db/schema.ts';
import { CHECKOUT_SESSION_HEADER } from '#src/modules/checkout/session.ts';
import { testClock } from './auth-client.ts';
import {
  CHECKOUT_DOCUMENTS,
  COMPANY_BUYER,
  checkoutClient,
  newCheckoutSecret,
  PERSON_BUYER,
} from './checkout-client.ts';
import { recipientOf, type SmtpInbox, startSmtpInbox } from './smtp-inbox.ts';
import { useTestApi } from './suite.ts';

// A real SMTP server: the API mails the confirmation over SMTP_URL as it would in production.
let inbox: SmtpInbox = await startSmtpInbox();
const port = inbox.port;
afterAll(() => inbox.close());
const clock = testClock();
const suite = useTestApi({
  products: 60,
  server: {
    auth: { clock: clock.now },
    mail: { smtpUrl: inbox.url, pollSeconds: 0.2 },
    confirmations: { pollSeconds: 0.2 },
  },
});
const checkout = checkoutClient(suite);
const { cart } = checkout;
const db = () => suite.db();

/** The text a PDF shows: its streams inflated, the strings of its text operators read. */
function pdfText(pdf: Buffer): string {
  const text: string[] = [];
  const raw = pdf.toString('latin1');
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] as string, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const shown of content.matchAll(/\[(.*?)\]\s*TJ/g)) {
      const hex = [...(shown[1] as string).matchAll(/<([0-9a-f]*)>/gi)].map((h) => h[1]).join('');
      text.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return text.join(' ').replace(/\u00a0/g, ' ');
}

async function placed(buyer: Record<string, unknown> = PERSON_BUYER, more: Record<string, unknown> = {}) {
  const sku = await cart.skuWithStock(10);
  await cart.setPrice(sku.productId, 10_000);
  await cart.setPrice(sku.productId, 1_000, 4);
  await checkout.setWeight(sku.productId, null);
  const cartId = await checkout.cartWith(sku.id, 1, (more.marketId as string) ?? 'se');
  const answer = await checkout.place(cartId, buyer, more);
  expect(answer.status).toBe('OK');
  const [order] = await db().select().from(orders).where(eq(orders.cartId, cartId));
  return { cartId, orderId: order?.id as number, email: order?.email as string };
}

const confirmationOf = (orderId: number, email: string) =>
  inbox.next((mail) => recipientOf(mail) === email && (mail.subject ?? '').includes(String(orderId)));

const outboxRows = (orderId: number) =>
  db()
    .select()
    .from(mailOutbox)
    .where(
      and(eq(mailOutbox.kind, 'order-confirmation'), eq(mailOutbox.subject, `Orderbekräftelse ${orderId}`)),
    );

describe('the order confirmation', () => {
  it('arrives over SMTP in Swedish with the lines, totals, VAT, shipping, payment and the invoice as a PDF', async () => {
    const { orderId, email } = await placed({
      ...PERSON_BUYER,
      email: 'mail-sv@example.se',
      message: 'Ring innan',
    });
    const mail: ParsedMail = await confirmationOf(orderId, email);
    expect(mail.subject).toBe(`Orderbekräftelse ${orderId}`);
    expect(mail.headers.get('content-language')).toBe('sv');
    const text = (mail.text ?? '').replace(/\u00a0/g, ' ');
    expect(text).toContain('Hej Anna!');
    expect(text).toMatch(/1 × .+: 100 kr/);
    expect(text).toContain('Varor: 100 kr');
    expect(text).toContain('Frakt – Hemleverans: 69 kr');
    expect(text).toContain('Att betala: 169 kr (exkl. moms 135,20 kr)');
    expect(text).toContain('varav moms 25 %: 33,80 kr');
    expect(text).toContain('Levereras till: Anna Andersson, Storgatan 1, 111 22 Stockholm');
    expect(text).toContain('Ditt meddelande: Ring innan');
    const [payment] = await db().select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
    expect(text).toContain(`OCR-nummer ${payment?.reference}`);
    expect(text).toMatch(/\/checkout\/confirm\?id=[0-9a-f-]{36}&paymentType=STANDARD/);
    expect(mail.html).toContain('<html lang="sv">');

    expect(mail.attachments).toHaveLength(1);
    const [invoice] = mail.attachments;
    expect(invoice).toMatchObject({ filename: `faktura-${orderId}.pdf`, contentType: 'application/pdf' });
    expect(invoice?.content.subarray(0, 5).toString()).toBe('%PDF-');
    const shown = pdfText(invoice?.content as Buffer);
    expect(shown).toContain('FAKTURA');
    expect(shown).toContain(payment?.reference as string);
    expect(shown).toContain('Att betala');
    expect(shown).toContain('169 kr');
    expect(shown).toContain('Anna Andersson');
    // The identity number shows only its last four digits.
    expect(shown).toContain('Personnummer: ********-1239');
    expect(shown).not.toContain('19900101');

    const [row] = await db().select().from(orderMails).where(eq(orderMails.orderId, orderId));
    expect(row).toMatchObject({ state: 'sent', attempts: 1, lastError: null });
    expect(row?.mailId).not.toBeNull();
  });

  it("is written in the shopper's language and currency: English for a company in Finland", async () => {
    const finnish = {
      ...COMPANY_BUYER,
      email: 'mail-en@example.fi',
      identityNumber: '2077474-0',
      billingAddress: { ...COMPANY_BUYER.billingAddress, zip: '00100', city: 'Helsinki', country: 'FI' },
    };
    const { orderId, email } = await placed(finnish, { marketId: 'fi', languageId: 'en-GB' });
    const mail = await confirmationOf(orderId, email);
    expect(mail.subject).toBe(`Order confirmation ${orderId}`);
    expect(mail.headers.get('content-language')).toBe('en');
    expect(mail.text?.replace(/\u00a0/g, ' ')).toContain('To pay: €');
    expect(mail.text).toContain('of which VAT 25.5%');
    expect(pdfText(mail.attachments[0]?.content as Buffer)).toContain('INVOICE');
  });

  it('never holds up or loses the order when the mail server is down, and arrives once when it is back', async () => {
    await inbox.close();
    const { orderId, email, cartId } = await placed({ ...PERSON_BUYER, email: 'mail-down@example.se' });
    // Handed to the outbox at once; the outbox keeps trying the server.
    await expect
      .poll(async () => (await outboxRows(orderId))[0])
      .toMatchObject({ status: 'queued', attempts: 1, lastError: expect.any(String) });
    expect((await checkout.ordersOfCart(cartId)).length).toBe(1);
    // Placing the cart again is refused as completed and mails nothing more.
    const again = await checkout.call(CHECKOUT_DOCUMENTS.place, { cartId, checkout: PERSON_BUYER });
    expect(again.errors.map((e) => e.extensions.code)).toEqual(['CART_COMPLETED']);

    inbox = await startSmtpInbox(port);
    clock.advance(61_000);
    const mail = await confirmationOf(orderId, email);
    expect(mail.subject).toBe(`Orderbekräftelse ${orderId}`);
    await expect.poll(async () => (await outboxRows(orderId))[0]?.status).toBe('sent');
    expect(await outboxRows(orderId)).toHaveLength(1);
    expect(inbox.received.filter((m) => recipientOf(m) === email)).toHaveLength(1);
  });

  it('is tried again when it cannot be composed, and handed over once', async () => {
    await db().execute(`create function checkout_test_no_mail() returns trigger language plpgsql as $$
      begin raise exception 'the outbox is closed'; end $$`);
    await db().execute(`create trigger checkout_test_no_mail before insert on mail_outbox
      for each row execute function checkout_test_no_mail()`);
    let orderId: number;
    let email: string;
    try {
      ({ orderId, email } = await placed({ ...PERSON_BUYER, email: 'mail-later@example.se' }));
      await expect
        .poll(async () => (await db().select().from(orderMails).where(eq(orderMails.orderId, orderId)))[0])
        .toMatchObject({
          state: 'pending',
          attempts: 1,
          lastError: expect.stringContaining('outbox is closed'),
        });
    } finally {
      await db().execute('drop trigger checkout_test_no_mail on mail_outbox');
      await db().execute('drop function checkout_test_no_mail()');
    }
    clock.advance(61_000);
    const mail = await confirmationOf(orderId, email);
    expect(mail.attachments).toHaveLength(1);
    await expect
      .poll(
        async () => (await db().select().from(orderMails).where(eq(orderMails.orderId, orderId)))[0]?.state,
      )
      .toBe('sent');
    expect(await outboxRows(orderId)).toHaveLength(1);
  });

  it('has its invoice at /invoices/{publicId}.pdf for the buyer only, the same as the one mailed', async () => {
    const { orderId, email } = await placed({ ...PERSON_BUYER, email: 'mail-pdf@example.se' });
    const mail = await confirmationOf(orderId, email);
    const mailed = mail.attachments[0]?.content as Buffer;
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    const path = `/invoices/${order?.publicId}.pdf`;
    const get = (target: string, headers: Record<string, string> = {}) =>
      fetch(`${suite.api().url}${target}`, { headers });

    // The public id alone, or with another session, opens nothing: the same 404 as an unknown id.
    expect((await get(path)).status).toBe(404);
    expect((await get(path, { [CHECKOUT_SESSION_HEADER]: newCheckoutSecret() })).status).toBe(404);
    const response = await get(path, { [CHECKOUT_SESSION_HEADER]: checkout.session as string });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const served = Buffer.from(await response.arrayBuffer());
    expect(pdfText(served)).toBe(pdfText(mailed));

    // The mail's link is signed and opens the invoice for 30 days, on the shop's own address.
    const text = (mail.text ?? '').replace(/\u00a0/g, ' ');
    const link = text.match(
      /https?:\/\/\S+\/invoices\/[0-9a-f-]{36}\.pdf\?expires=\d+&signature=[\w-]+/,
    )?.[0];
    expect(link).toBeDefined();
    expect(text).toContain('Fakturan som PDF (länken gäller till och med');
    const signed = new URL(link as string);
    expect(signed.pathname).toBe(path);
    expect((await get(`${path}${signed.search}`)).status).toBe(200);
    const tampered = new URLSearchParams(signed.search);
    tampered.set('expires', String(Number(tampered.get('expires')) + 86_400));
    expect((await get(`${path}?${tampered}`)).status).toBe(404);
    for (const name of ['00000000-0000-4000-8000-000000000000.pdf', `${orderId}.pdf`, '..%2Fsecret.pdf']) {
      expect((await get(`/invoices/${name}${signed.search}`)).status).toBe(404);
    }
    clock.advance(31 * 86_400_000);
    expect((await get(`${path}${signed.search}`)).status).toBe(404);
    // The buyer's own session still opens it.
    expect((await get(path, { [CHECKOUT_SESSION_HEADER]: checkout.session as string })).status).toBe(200);
  });
});
