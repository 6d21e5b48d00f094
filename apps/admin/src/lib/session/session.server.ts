import 'server-only';
import { cookies } from 'next/headers';
import { secureCookies } from '@/lib/config.server';
import { adminCookieOptions, PENDING_COOKIE, PENDING_MINUTES, SESSION_COOKIE, secondsUntil } from './cookies';

/** Hours a session cookie lives when the API names no expiry; the API's own expiry decides anyway. */
const FALLBACK_SESSION_SECONDS = 12 * 3600;

/** The session token of this request, if it has one. */
export async function sessionToken(): Promise<string | null> {
  return (await cookies()).get(SESSION_COOKIE)?.value || null;
}

/** The token of a sign-in that waits for its two-factor code. */
export async function pendingToken(): Promise<string | null> {
  return (await cookies()).get(PENDING_COOKIE)?.value || null;
}

/** Keeps a new session (the pending one, if any, is done). */
export async function startSession(token: string, expiresAt: string | null | undefined): Promise<void> {
  const jar = await cookies();
  const maxAge = secondsUntil(expiresAt, Date.now(), FALLBACK_SESSION_SECONDS);
  jar.set(SESSION_COOKIE, token, adminCookieOptions(maxAge, secureCookies()));
  jar.delete({ name: PENDING_COOKIE, path: '/' });
}

/** Keeps a sign-in whose password was right until its two-factor code is given. */
export async function awaitTotp(token: string): Promise<void> {
  const jar = await cookies();
  jar.set(PENDING_COOKIE, token, adminCookieOptions(PENDING_MINUTES * 60, secureCookies()));
}

/** Forgets every back office cookie of this browser. */
export async function clearSession(): Promise<void> {
  const jar = await cookies();
  jar.delete({ name: SESSION_COOKIE, path: '/' });
  jar.delete({ name: PENDING_COOKIE, path: '/' });
}
