import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an Authorization header carries the revalidation secret (`Bearer {REVALIDATE_SECRET}`).
 * Compared in constant time over digests, so neither the secret's content nor its length leaks
 * through timing. With no secret configured nothing matches.
 */
export function holdsRevalidateSecret(
  authorization: string | null,
  secret = process.env.REVALIDATE_SECRET,
): boolean {
  if (!secret || !authorization?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(authorization.slice('Bearer '.length)), digest(secret));
}
