import {
  COOKIES,
  cookieOptions,
  LONG_LIVED_SECONDS,
  REMEMBERED_USER_SECONDS,
  SESSION_USER_SECONDS,
} from '@/lib/cookies';

/** Minutes a session lives after its last use without remember-me (sent as `sessionLifetime`). */
export const SHORT_SESSION_MINUTES = 30;

export interface CookieWrite {
  name: string;
  value: string;
  options: {
    maxAge: number;
    path: '/';
    httpOnly: boolean;
    secure: boolean;
    sameSite: 'lax';
  };
}

/** What a sign-in, register or refresh answered, and how long the shopper asked to stay. */
export interface SessionGrant {
  token: string;
  /** Seconds the token is valid (the API's `maxAge`). */
  maxAge: number;
  refreshToken: string | null;
  email: string;
  /** Seconds the user's cookies live: REMEMBERED_USER_SECONDS or SESSION_USER_SECONDS. */
  userSeconds: number;
  /** The account's customer type, which the shop then shows prices for. */
  customerType?: string;
}

export const userCookieSeconds = (remember: boolean) =>
  remember ? REMEMBERED_USER_SECONDS : SESSION_USER_SECONDS;

/** The lifetime a user max-age cookie names, or the short one when it names none we set. */
export function knownUserSeconds(value: string | undefined): number {
  return Number(value) === REMEMBERED_USER_SECONDS ? REMEMBERED_USER_SECONDS : SESSION_USER_SECONDS;
}

function cookie(
  name: string,
  value: string,
  maxAge: number,
  httpOnly: boolean,
  secure: boolean,
): CookieWrite {
  return { name, value, options: cookieOptions(maxAge, { secure, httpOnly }) };
}

/**
 * The cookies of a signed-in shopper, each on path `/`. The tokens are HttpOnly: only this server
 * sends them on. The auth cookie lives as long as the session (a week with remember-me, the spec's
 * default, half an hour without), not as long as the token: a token past its time is never sent on
 * (`sessionToken`) but renewed from the refresh token. The email is readable, so the page's script
 * knows someone is signed in; the customer type is the shop's own readable cookie, which the
 * header's toggle also writes.
 */
export function sessionCookieWrites(grant: SessionGrant, secure: boolean): CookieWrite[] {
  const writes = [
    cookie(COOKIES.auth, grant.token, grant.userSeconds, true, secure),
    cookie(COOKIES.user, grant.email, grant.userSeconds, false, secure),
    cookie(COOKIES.userMaxAge, String(grant.userSeconds), grant.userSeconds, true, secure),
  ];
  if (grant.refreshToken)
    writes.push(cookie(COOKIES.authRefresh, grant.refreshToken, grant.userSeconds, true, secure));
  if (grant.customerType)
    writes.push(cookie(COOKIES.customerType, grant.customerType, LONG_LIVED_SECONDS, false, secure));
  return writes;
}

/** Every cookie of the session, with the customer type it chose: what signing out removes. */
export const SESSION_COOKIE_NAMES = [
  COOKIES.auth,
  COOKIES.user,
  COOKIES.userMaxAge,
  COOKIES.authRefresh,
  COOKIES.customerType,
] as const;
