import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '#src/db/client.ts';
import { storedSecret } from '#src/modules/auth/index.ts';

/** How long the order mail's link to the invoice opens it: a month, about the invoice's term. */
export const INVOICE_LINK_DAYS = 30;

const SECRET_NAME = 'invoice-links';

/**
 * The key invoice links are signed with, loaded once: from AUTH_SECRET when given, else a secret made once and
 * kept in the database, so that every instance on it agrees and a restart keeps mailed links valid.
 */
export function invoiceLinkKey(db: Database, authSecret: string | undefined): () => Promise<Buffer> {
  let key: Promise<Buffer> | undefined;
  return () => {
    key ??= loadInvoiceLinkKey(db, authSecret);
    key.catch(() => {
      key = undefined;
    });
    return key;
  };
}

async function loadInvoiceLinkKey(db: Database, authSecret: string | undefined): Promise<Buffer> {
  if (authSecret) return createHmac('sha256', authSecret).update('invoice-link').digest();
  return Buffer.from(await storedSecret(db, SECRET_NAME), 'base64url');
}

const signatureOf = (key: Buffer, publicId: string, expires: number) =>
  createHmac('sha256', key).update(`${publicId}.${expires}`).digest('base64url');

/** The invoice's path with a signature that opens it until `expiresAt` (the order mail's link). */
export function signedInvoicePath(key: Buffer, publicId: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `/invoices/${publicId}.pdf?expires=${expires}&signature=${signatureOf(key, publicId, expires)}`;
}

/** Whether the address's `expires` and `signature` open this invoice now. */
export function signedLinkOpens(key: Buffer, publicId: string, query: URLSearchParams, now: number): boolean {
  const expires = Number(query.get('expires'));
  const given = Buffer.from(query.get('signature') ?? '');
  if (!Number.isSafeInteger(expires) || expires * 1000 <= now) return false;
  const wanted = Buffer.from(signatureOf(key, publicId, expires));
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** An identity number as printed on the invoice: every digit but the last four hidden. */
export function maskedIdentityNumber(value: string): string {
  const digits = value.replace(/\D/g, '').length;
  let seen = 0;
  return value.replace(/\d/g, (digit) => (++seen <= digits - 4 ? '*' : digit));
}
