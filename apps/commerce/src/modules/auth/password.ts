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

let argon2Runs = 0;

/**
 * How many argon2 hashes and checks this process has begun: each takes 19 MiB and about 50 ms, so
 * what a request may start is counted (tests read it; no clock needed).
 */
export const argon2RunsStarted = () => argon2Runs;

/** The stored form of a client digest: an argon2id PHC string with its own random salt. */
export function hashPassword(digest: string): Promise<string> {
  argon2Runs += 1;
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
    const dummy = await unknownAccountHash;
    argon2Runs += 1;
    await verify(dummy, digest);
    return false;
  }
  argon2Runs += 1;
  return verify(storedHash, digest);
}
