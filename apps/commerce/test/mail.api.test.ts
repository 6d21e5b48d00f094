import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '#src/db/schema.ts';
import { createMailer, type MailContent } from '#src/modules/mail/index.ts';
import { recipientOf, type SmtpInbox, startSmtpInbox } from './smtp-inbox.ts';
import { useTestApi } from './suite.ts';

const { db } = useTestApi({ products: 10 });

let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(() => inbox?.close());

const content = (subject: string): MailContent => ({
  languageCode: 'fi',
  subject,
  greeting: 'Hei!',
  paragraphs: ['Ensimmäinen kappale <b>ei</b> ole HTML:ää.'],
  action: { label: 'Avaa', url: 'https://shop.example/fi/x?a=1&b=2' },
  footer: ['Pientä tekstiä.'],
  signature: 'Terveisin\nMaskinbutiken',
});

const rowOf = async (id: number) => (await db().select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

describe('the mailer', () => {
  it('sends over SMTP in the background: plain text and HTML in the language, and marks the row sent', async () => {
    const mailer = createMailer(db(), { smtpUrl: inbox.url, from: 'Maskinbutiken <no-reply@shop.example>' });
    try {
      const id = await mailer.send({ kind: 'test', to: 'kund@example.se', content: content('Ensimmäinen') });
      const mail = await inbox.next((m) => m.subject === 'Ensimmäinen');
      expect(recipientOf(mail)).toBe('kund@example.se');
      expect(mail.from?.value).toEqual([{ name: 'Maskinbutiken', address: 'no-reply@shop.example' }]);
      expect(mail.headers.get('content-language')).toBe('fi');
      expect(mail.text).toContain('Avaa:\nhttps://shop.example/fi/x?a=1&b=2');
      expect(mail.text).toContain('Ensimmäinen kappale <b>ei</b> ole HTML:ää.');
      expect(mail.html).toContain('href="https://shop.example/fi/x?a=1&amp;b=2"');
      expect(mail.html).toContain('&lt;b&gt;ei&lt;/b&gt;');
      expect(mail.html).toContain('<html lang="fi">');
      await mailer.deliverDue();
      await expect.poll(async () => (await rowOf(id))?.status).toBe('sent');
    } finally {
      await mailer.close();
    }
  });

  it('keeps the mail when the SMTP server is down, retries after a pause, and delivers once it is back', async () => {
    const downInbox = await startSmtpInbox();
    const { port, url } = downInbox;
    await downInbox.close();
    let now = Date.now();
    const mailer = createMailer(db(), { smtpUrl: url, clock: () => now, retryPausesSeconds: [60, 300] });
    try {
      const started = performance.now();
      const id = await mailer.send({ kind: 'test', to: 'kund@example.se', content: content('Toinen') });
      console.log(
        `send() with the SMTP server down returned in ${(performance.now() - started).toFixed(1)} ms`,
      );
      expect(performance.now() - started).toBeLessThan(1000);
      // The round send() started has ended once a round asked for after it has.
      await mailer.deliverDue();
      const failed = await rowOf(id);
      expect(failed).toMatchObject({
        status: 'queued',
        attempts: 1,
        lastError: expect.stringMatching(/ECONNREFUSED/),
      });
      expect(failed?.nextAttemptAt.getTime()).toBe(now + 60_000);

      const back = await startSmtpInbox(port);
      try {
        await mailer.deliverDue();
        expect((await rowOf(id))?.attempts).toBe(1);
        now += 61_000;
        await mailer.deliverDue();
        await back.next((m) => m.subject === 'Toinen');
        expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
      } finally {
        await back.close();
      }
    } finally {
      await mailer.close();
    }
  });

  it('gives up after the last pause and marks the mail failed', async () => {
    let now = Date.now();
    const mailer = createMailer(db(), {
      smtpUrl: 'smtp://127.0.0.1:1',
      clock: () => now,
      retryPausesSeconds: [10],
    });
    try {
      const id = await mailer.send({ kind: 'test', to: 'kund@example.se', content: content('Kolmas') });
      // The round send() started has ended once a round asked for after it has.
      await mailer.deliverDue();
      now += 11_000;
      await mailer.deliverDue();
      expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 2 });
    } finally {
      await mailer.close();
    }
  });

  it('keeps mail in the outbox table and folder when no SMTP server is set', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'outbox-'));
    const mailer = createMailer(db(), { outboxDir: folder });
    try {
      const id = await mailer.send({
        kind: 'password-reset',
        to: 'kund@example.se',
        content: content('Neljäs'),
      });
      expect(await rowOf(id)).toMatchObject({
        status: 'kept',
        recipient: 'kund@example.se',
        languageCode: 'fi',
      });
      expect(readdirSync(folder)).toEqual([`${id}-password-reset.eml`]);
      const eml = readFileSync(join(folder, `${id}-password-reset.eml`), 'utf8');
      expect(eml).toMatch(/^Content-Language: fi$/m);
      expect(eml).toMatch(/^To: kund@example.se$/m);
    } finally {
      await mailer.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
