import { createHash } from 'node:crypto';

/**
 * The product's fixed password salt (the commerce API's default). Public: it only keeps the plain
 * password off the wire; changing it makes every stored password unusable.
 */
export const DEFAULT_AUTH_PASSWORD_SALT = 'KuGDcQgKvNJOlwPpL9JWAO6V55efX06KSa0/Kobv2XbcWcX2JS1MpgmMtARTXhPq';

/** What the commerce API receives for a password: base64(SHA-384(password + salt)). */
export function passwordDigest(password: string, salt: string): string {
  return createHash('sha384')
    .update(password + salt, 'utf8')
    .digest('base64');
}
