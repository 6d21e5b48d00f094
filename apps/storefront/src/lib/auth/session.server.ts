import 'server-only';
import { cookies, headers } from 'next/headers';
import { TIMING } from '@/lib/config';
import { secureCookies } from '@/lib/config.server';
import { COOKIES } from '@/lib/cookies';
import { REQUEST_ID_HEADER } from '@/lib/request-id.server';
import { shopperHeaders } from '@/lib/shopper-address.server';
import { type AuthOutcome, type Call, refreshSession, revokeSession } from './auth-api.server';
import { knownUserSeconds, SESSION_COOKIE_NAMES, sessionCookieWrites } from './session-cookies';
import { refreshDue, secondsLeft, tokenClaims } from './token-claims';

/**
 * Whom a call to the API is made for: the shopper's address, from the connection (the API counts
 * failed sign-ins and changes per address), and the request's id.
 */
export async function caller(): Promise<Call> {
  const incoming = await headers();
  return { shopper: shopperHeaders(incoming), requestId: incoming.get(REQUEST_ID_HEADER) };
}

/** The sign-in token of this request, when it has one that has not expired. */
export async function sessionToken(): Promise<string | null> {
  const token = (await cookies()).get(COOKIES.auth)?.value;
  return token && secondsLeft(token, Date.now()) > 0 ? token : null;
}

/** Whether the request can stay signed in: a token, or a refresh token for a new one. */
/** The token for a change, renewed first when it has expired; null: not signed in. */
export async function tokenForChange(): Promise<string | null> {
  return (await sessionToken()) ?? ((await renewSession()) ? sessionToken() : null);
}

export async function hasSession(): Promise<boolean> {
  const jar = await cookies();
  // A cookie deleted earlier in this request (a server action signing out) reads as empty.
  return Boolean(jar.get(COOKIES.auth)?.value || jar.get(COOKIES.authRefresh)?.value);
}

type Granted = Extract<AuthOutcome, { ok: true }>;

/** The customer type the token names (the account's own), if any. */
export function customerTypeOf(outcome: Granted): string | undefined {
  const claimed = tokenClaims(outcome.token).customerType;
  return typeof claimed === 'string' ? claimed : undefined;
}

/**
 * Writes the cookies of a session the API granted (from a server action). The customer type is
 * written only on sign-in: a refresh must not undo the shopper's own choice in the header.
 */
export async function startSession(
  outcome: Granted,
  email: string,
  userSeconds: number,
  customerType?: string,
): Promise<void> {
  const jar = await cookies();
  for (const write of sessionCookieWrites({ ...outcome, email, userSeconds, customerType }, secureCookies()))
    jar.set(write.name, write.value, write.options);
}

/** The signed-in email, its refresh token and how long the shopper asked to stay; null: a guest. */
export async function sessionHolder(): Promise<{
  email: string;
  refreshToken: string | undefined;
  userSeconds: number;
} | null> {
  const jar = await cookies();
  const email = jar.get(COOKIES.user)?.value;
  if (!email) return null;
  return {
    email,
    refreshToken: jar.get(COOKIES.authRefresh)?.value || undefined,
    userSeconds: knownUserSeconds(jar.get(COOKIES.userMaxAge)?.value),
  };
}

/** Removes every cookie of the session (the API's session is ended separately, if at all). */
export async function clearSession(): Promise<void> {
  const jar = await cookies();
  for (const name of SESSION_COOKIE_NAMES) jar.delete(name);
}

/**
 * Keeps the session going: the seconds the token has left, after a refresh once it is due (900 x
 * maxAge ms after it was issued, as the reference schedules it) or expired. A refresh the API
 * refuses signs the shopper out quietly; one it could not answer keeps a live token. Null: not
 * signed in.
 */
export async function renewSession(): Promise<{ secondsLeft: number; renewed: boolean } | null> {
  const jar = await cookies();
  const token = jar.get(COOKIES.auth)?.value;
  const now = Date.now();
  const left = token ? secondsLeft(token, now) : 0;
  if (token && left > 0 && !refreshDue(token, now, TIMING.refreshFactor)) {
    return { secondsLeft: left, renewed: false };
  }
  const refreshToken = jar.get(COOKIES.authRefresh)?.value;
  const email = jar.get(COOKIES.user)?.value;
  if (!refreshToken || !email) {
    if (token || email) await clearSession();
    return null;
  }
  const outcome = await refreshSession(refreshToken, await caller());
  if (!outcome.ok) {
    // A network failure is not the shopper's fault: keep the session for the next try.
    if (outcome.code !== 'UNAVAILABLE') await clearSession();
    else if (left > 0) return { secondsLeft: left, renewed: false };
    return null;
  }
  await startSession(outcome, email, knownUserSeconds(jar.get(COOKIES.userMaxAge)?.value));
  return { secondsLeft: outcome.maxAge, renewed: true };
}

/** Ends the session at the API and removes its cookies. */
export async function endSession(): Promise<void> {
  const refreshToken = (await cookies()).get(COOKIES.authRefresh)?.value;
  if (refreshToken) await revokeSession(refreshToken, await caller());
  await clearSession();
}
