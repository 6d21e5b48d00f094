import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A file sent along with a mail (an invoice PDF), its bytes in base64. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'kept'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * Every mail the shop sends, written before it is sent: `queued` until the SMTP server takes it
 * (`sent`), retried with growing pauses and `failed` after the last try; `kept` when no SMTP server
 * is configured (the mail stays here, and in the outbox folder when one is set).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** What the mail is for, e.g. password-reset. */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    languageCode: text('language_code').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    status: text('status', { enum: MAIL_STATUSES }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    check('mail_outbox_status_known', sql`${t.status} in ('queued', 'sending', 'sent', 'failed', 'kept')`),
  ],
);
