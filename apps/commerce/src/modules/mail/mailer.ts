import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import type { Database, Transaction } from '#src/db/client.ts';
import { mailOutbox, type StoredAttachment } from '#src/db/schema.ts';
import type { LanguageCode } from '#src/modules/channels/index.ts';
import { oneRoundAtATime } from '#src/modules/rounds/index.ts';
import { html, type MailContent, plainText } from './compose.ts';
import { claimDue, markFailed, markSent } from './outbox.ts';

export interface MailOptions {
  /** smtp:// or smtps:// URL; unset: mail is kept in the outbox and not sent. */
  smtpUrl?: string;
  /** The From header. */
  from?: string;
  /** A folder where kept mail is also written as .eml files; unset: the table only. */
  outboxDir?: string;
  clock?: () => number;
  /** Pauses before the second, third, ... try; after the last the mail is `failed`. */
  retryPausesSeconds?: readonly number[];
  /** How often due mail is looked for (retries, and mail another instance left). */
  pollSeconds?: number;
}

/** A file to send along, such as an invoice PDF. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** One mail to one recipient, in their language. */
export interface OutgoingMail {
  /** What it is for, e.g. password-reset; kept on the outbox row. */
  kind: string;
  to: string;
  content: MailContent;
  attachments?: readonly MailAttachment[];
}

export interface Mailer {
  /**
   * Writes the mail to the outbox and returns its id at once: it is sent behind the request, so a
   * slow or unreachable SMTP server neither delays nor fails the request that sends mail.
   */
  send(mail: OutgoingMail): Promise<number>;
  /**
   * Writes the mail to the outbox in the caller's transaction, so that it is kept exactly when what
   * it tells of is; call `release(id)` once that transaction has committed.
   */
  sendWithin(tx: Transaction, mail: OutgoingMail): Promise<number>;
  /** Sends (or keeps as a file) a mail written by `sendWithin`, after its transaction committed. */
  release(id: number): Promise<void>;
  /** Sends whatever is due now (the poll does this; tests await it). */
  deliverDue(): Promise<void>;
  /** Stops the poll and waits for the round under way. */
  close(): Promise<void>;
}

const DEFAULT_FROM = 'Maskinbutiken <no-reply@maskinbutiken.localhost>';
/** 1 min, 5 min, 30 min, 2 h, 6 h: a day's outage of the mail server loses nothing. */
const DEFAULT_PAUSES = [60, 300, 1800, 7200, 21600];
/** A down server is known in seconds, not after the operating system's minutes. */
const SMTP_TIMEOUT_MS = 10_000;

export function createMailer(db: Database, options: MailOptions = {}): Mailer {
  const clock = options.clock ?? Date.now;
  const from = options.from ?? DEFAULT_FROM;
  const pauses = options.retryPausesSeconds ?? DEFAULT_PAUSES;
  const smtp = options.smtpUrl
    ? createTransport({
        url: options.smtpUrl,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      })
    : undefined;
  const composer = createTransport({ streamTransport: true, buffer: true });

  const message = (row: {
    recipient: string;
    subject: string;
    text: string;
    html: string;
    languageCode: string;
    attachments: readonly StoredAttachment[];
  }) => ({
    from,
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    html: row.html,
    headers: { 'Content-Language': row.languageCode },
    attachments: row.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.contentBase64, 'base64'),
    })),
  });

  async function keepAsFile(id: number, kind: string, row: Parameters<typeof message>[0]) {
    if (!options.outboxDir) return;
    try {
      const { message: eml } = await composer.sendMail(message(row));
      await mkdir(options.outboxDir, { recursive: true });
      await writeFile(join(options.outboxDir, `${id}-${kind}.eml`), eml as Buffer);
    } catch (error) {
      console.error(
        `Mail ${id} is in the outbox table but could not be written to ${options.outboxDir}:`,
        error,
      );
    }
  }

  async function deliverRound() {
    if (!smtp) return;
    for (const row of await claimDue(db, clock())) {
      try {
        await smtp.sendMail(message(row));
        await markSent(db, row.id, clock());
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        console.error(`Mail ${row.id} (${row.kind}) not sent, try ${row.attempts}: ${reason}`);
        await markFailed(db, row, clock(), reason, pauses);
      }
    }
  }
  const delivery = oneRoundAtATime(deliverRound);
  const deliverDue = delivery.run;

  /** Writes the mail to the outbox: queued for SMTP, or kept when no server is set. */
  async function insert(
    writer: Database | Transaction,
    { kind, to, content, attachments = [] }: OutgoingMail,
  ) {
    const now = new Date(clock());
    const [stored] = await writer
      .insert(mailOutbox)
      .values({
        kind,
        recipient: to,
        languageCode: content.languageCode satisfies LanguageCode,
        subject: content.subject,
        text: plainText(content),
        html: html(content),
        attachments: attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          contentBase64: a.content.toString('base64'),
        })),
        status: smtp ? 'queued' : 'kept',
        nextAttemptAt: now,
        createdAt: now,
      })
      .returning({ id: mailOutbox.id });
    return stored?.id as number;
  }

  /** Behind the request: a delivery round, or the kept mail written to the outbox folder. */
  async function release(id: number) {
    if (smtp) {
      deliverDue().catch((error: unknown) => console.error('Mail delivery failed:', error));
      return;
    }
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    if (row) await keepAsFile(id, row.kind, row);
  }

  const poll = smtp
    ? setInterval(
        () => {
          deliverDue().catch((error: unknown) => console.error('Mail delivery failed:', error));
        },
        (options.pollSeconds ?? 30) * 1000,
      )
    : undefined;
  poll?.unref();

  return {
    async send(mail) {
      const id = await insert(db, mail);
      await release(id);
      return id;
    },
    sendWithin: insert,
    release,
    deliverDue,
    async close() {
      if (poll) clearInterval(poll);
      await delivery.idle();
      smtp?.close();
    },
  };
}
