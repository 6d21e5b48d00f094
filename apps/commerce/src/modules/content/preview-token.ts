import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from '#src/config.ts';
import type { Database } from '#src/db/client.ts';
import { storedSecret } from '#src/modules/auth/index.ts';

/** How long a preview link from the desk shows its page's draft: an editor's sitting. */
export const PREVIEW_LINK_MINUTES = 60;

const keys = new WeakMap<Database, Promise<Buffer>>();

/**
 * The key preview links are signed with: from AUTH_SECRET when given, else a secret made once and
 * kept in the database, so every instance on it agrees (as invoice links, ADR 78).
 */
function previewKey(db: Database): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = config.authSecret
      ? Promise.resolve(createHmac('sha256', config.authSecret).update('content-preview').digest())
      : storedSecret(db, 'content-preview').then((secret) => Buffer.from(secret, 'base64url'));
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}

const signatureOf = (key: Buffer, pageId: number, expires: number) =>
  createHmac('sha256', key).update(`content-preview.${pageId}.${expires}`).digest('base64url');

/** A token that lets the storefront show one page's draft until `expiresAt`: `{page}.{expires}.{signature}`. */
export async function previewToken(db: Database, pageId: number, expiresAt: Date): Promise<string> {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${pageId}.${expires}.${signatureOf(await previewKey(db), pageId, expires)}`;
}

const TOKEN = /^(\d{1,10})\.(\d{1,12})\.([\w-]{43})$/;

/** The page a preview token opens now; null for a token forged, expired or malformed. */
export async function previewTokenPage(db: Database, token: string, now: number): Promise<number | null> {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const pageId = Number(match[1]);
  const expires = Number(match[2]);
  if (expires * 1000 <= now) return null;
  const given = Buffer.from(match[3] as string);
  const wanted = Buffer.from(signatureOf(await previewKey(db), pageId, expires));
  return given.length === wanted.length && timingSafeEqual(given, wanted) ? pageId : null;
}
