/**
 * The back office's own cookies, apart from the storefront's: the session's token, and while a
 * member still owes the two-factor code, the token that waits for it. HttpOnly (only this server
 * sends them on), SameSite=Strict (no other site's link or form carries them), Secure in production.
 */
export const SESSION_COOKIE = 'shop_admin_session';
export const PENDING_COOKIE = 'shop_admin_pending';

/** Minutes a member has to give the code from their app after the password. */
export const PENDING_MINUTES = 5;

export interface AdminCookieOptions {
  httpOnly: true;
  sameSite: 'strict';
  secure: boolean;
  path: '/';
  maxAge: number;
}

export function adminCookieOptions(maxAgeSeconds: number, secure: boolean): AdminCookieOptions {
  return {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/',
    maxAge: Math.max(0, Math.floor(maxAgeSeconds)),
  };
}

/** Seconds from now until an API's `expiresAt`, or the fallback when it names no time. */
export function secondsUntil(expiresAt: string | null | undefined, now: number, fallback: number): number {
  const at = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  return Number.isFinite(at) ? Math.max(0, Math.round((at - now) / 1000)) : fallback;
}
