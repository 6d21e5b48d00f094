import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { Database } from '#src/db/client.ts';
import { storedSecret } from '#src/modules/auth/index.ts';

/**
 * The key TOTP secrets are sealed with: derived from AUTH_SECRET when it is set (then a copy of
 * the database alone cannot read them), else from the secret the auth module keeps in the database.
 */
export async function totpSealKey(db: Database, authSecret: string | undefined): Promise<Buffer> {
  const secret = authSecret ?? (await storedSecret(db, 'auth'));
  return createHmac('sha256', secret).update('staff-totp-seal').digest();
}

/** A TOTP secret as the database keeps it: AES-256-GCM, `v1.iv.tag.ciphertext` in base64url. */
export function sealTotpSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', ...[iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'))].join('.');
}

export function openTotpSecret(key: Buffer, stored: string): string {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !sealed) {
    throw new Error('A TOTP secret in an unknown form');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}
