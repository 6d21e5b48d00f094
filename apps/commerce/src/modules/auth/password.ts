import { createHash } from 'node:crypto';
import { argon2id, hash, verify } from 'argon2';

/** OWASP's argon2id parameters: 19 MiB of memory, 2 passes, 1 lane (about 50 ms here). */
const ARGON2_OPTIONS = { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** What the client sends as a password: base64 of a SHA-384 digest (48 bytes, 64 characters, no padding). */
const CLIENT_DIGEST = /^[A-Za-z0-9+/]{64}$/;

/** Whether `value` has the form of base64(SHA-384(password + salt)). */
export function isClientDigest(value: unknown): value is string {
  return typeof value === 'string' && CLIENT_DIGEST.test(value);
}

/** What the storefront sends for a password: base64(SHA-384(password + salt)). */
export function clientPasswordDigest(password: string, salt: string): string {
  return createHash('sha384')
    .update(password + salt, 'utf8')
    .digest('base64');
}

/** The stored form of a client digest: an argon2id PHC string with its own random salt. */
export function hashPassword(digest: string): Promise<string> {
  return hash(digest, ARGON2_OPTIONS);
}

let unknownAccountHash: Promise<string> | undefined;

/**
 * Whether `digest` is the password of `storedHash`. Without a stored hash (no such account) it
 * spends the same time on a hash nobody has, so the answer's timing does not tell who has an account.
 */
export async function verifyPassword(storedHash: string | undefined, digest: string): Promise<boolean> {
  if (storedHash === undefined) {
    unknownAccountHash ??= hashPassword('no account has this password');
    await verify(await unknownAccountHash, digest);
    return false;
  }
  return verify(storedHash, digest);
}
