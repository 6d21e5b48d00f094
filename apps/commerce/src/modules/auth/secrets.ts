import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { serverSecrets } from '#src/db/schema.ts';

/** Keys derived from the one auth secret, one per use, so that a token can never pass as a challenge. */
export interface AuthKeys {
  token: Uint8Array;
  challenge: Buffer;
}

const SECRET_NAME = 'auth';
const MIN_SECRET_LENGTH = 32;

const derive = (secret: string, use: string) => createHmac('sha256', secret).update(use).digest();

/**
 * The auth keys: from `secret` (AUTH_SECRET) when given, else from a secret made once and kept in
 * the database, so that every instance on it agrees and a restart keeps customers signed in.
 */
export async function loadAuthKeys(db: Database, secret: string | undefined): Promise<AuthKeys> {
  if (secret !== undefined && secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`AUTH_SECRET must be at least ${MIN_SECRET_LENGTH} characters.`);
  }
  const value = secret ?? (await storedSecret(db, SECRET_NAME));
  return { token: new Uint8Array(derive(value, 'access-token')), challenge: derive(value, 'challenge') };
}

/** A random secret of the service's, made once and kept in the database: every instance reads the same. */
export async function storedSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`The ${name} secret could not be stored.`);
  return row.value;
}
