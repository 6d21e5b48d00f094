import 'server-only';
import { apiKey, authPasswordSalt, commerceUrl } from '@/lib/config.server';
import { passwordDigest } from './password-digest';
import { SHORT_SESSION_MINUTES } from './session-cookies';

export type AuthAction = 'login' | 'register' | 'password' | 'logout';

export const REFRESH_HEADER = 'x-auth-refresh-token';

export interface Credentials {
  username: string;
  password: string;
  newPassword?: string;
  rememberUser: boolean;
}

/** The API's answer: a session, or the code of its refusal (`UNAVAILABLE` when it could not be asked). */
export type AuthOutcome =
  | { ok: true; token: string; maxAge: number; refreshToken: string | null }
  | { ok: false; code: string };

export interface Call {
  /**
   * The shopper's address and the secret that proves it (`shopperHeaders`), so the API counts
   * failed sign-ins per shopper rather than per storefront.
   */
  shopper?: Record<string, string>;
  /** The storefront request's id, which the API's log names. */
  requestId?: string | null;
  refreshToken?: string | null;
  /** The page's language: a new account's mails, its email's confirmation first, are written in it. */
  language?: string;
}

function headersOf(call: Call, json: boolean): Record<string, string> {
  return {
    ...(json ? { 'content-type': 'application/json' } : {}),
    ...call.shopper,
    ...(call.requestId ? { 'x-request-id': call.requestId } : {}),
    ...(call.refreshToken ? { [REFRESH_HEADER]: call.refreshToken } : {}),
    ...(call.language ? { 'accept-language': call.language } : {}),
  };
}

async function send(
  path: string,
  init: RequestInit,
): Promise<{ response: Response; body: Record<string, unknown> }> {
  const response = await fetch(`${commerceUrl()}/auth/${path}`, { ...init, cache: 'no-store' });
  const text = await response.text();
  let body: unknown = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = {};
  }
  return { response, body: body && typeof body === 'object' ? (body as Record<string, unknown>) : {} };
}

function outcomeOf(response: Response, body: Record<string, unknown>): AuthOutcome {
  if (response.ok && typeof body.token === 'string' && typeof body.maxAge === 'number')
    return {
      ok: true,
      token: body.token,
      maxAge: body.maxAge,
      refreshToken: response.headers.get(REFRESH_HEADER),
    };
  const error = body.error as { code?: unknown } | undefined;
  return { ok: false, code: typeof error?.code === 'string' ? error.code : 'UNKNOWN' };
}

const post = (action: AuthAction, body: unknown, call: Call) =>
  send(action, { method: 'POST', headers: headersOf(call, true), body: JSON.stringify(body) });

/**
 * The signed-challenge protocol for one action: a challenge for the username, its signature from
 * the sign endpoint, then the credentials with the passwords hashed.
 */
export async function authenticate(
  action: AuthAction,
  credentials: Credentials,
  call: Call = {},
): Promise<AuthOutcome> {
  try {
    const challenge = await post(action, { username: credentials.username }, call);
    if (typeof challenge.body.sign !== 'string') return outcomeOf(challenge.response, challenge.body);
    const signed = await send(
      `sign/${encodeURIComponent(apiKey())}?identity=${encodeURIComponent(challenge.body.sign)}`,
      { headers: headersOf(call, false) },
    );
    if (!signed.response.ok) return outcomeOf(signed.response, signed.body);
    const salt = authPasswordSalt();
    const answer = await post(
      action,
      {
        username: credentials.username,
        signature: signed.body,
        password: passwordDigest(credentials.password, salt),
        ...(credentials.newPassword === undefined
          ? {}
          : { newPassword: passwordDigest(credentials.newPassword, salt) }),
        ...(credentials.rememberUser ? {} : { sessionLifetime: SHORT_SESSION_MINUTES }),
      },
      call,
    );
    return outcomeOf(answer.response, answer.body);
  } catch (error) {
    console.error('The commerce API could not be asked to sign in', error);
    return { ok: false, code: 'UNAVAILABLE' };
  }
}

/** A new token for the refresh token (which the API then replaces). */
export async function refreshSession(refreshToken: string, call: Call = {}): Promise<AuthOutcome> {
  try {
    const { response, body } = await send('login', { headers: headersOf({ ...call, refreshToken }, false) });
    return outcomeOf(response, body);
  } catch (error) {
    console.error('The commerce API could not be asked to refresh a session', error);
    return { ok: false, code: 'UNAVAILABLE' };
  }
}

/** Ends the refresh token's session at the API; the shopper is signed out here whatever it answers. */
export async function revokeSession(refreshToken: string, call: Call = {}): Promise<void> {
  try {
    await send('logout', { headers: headersOf({ ...call, refreshToken }, false) });
  } catch (error) {
    console.error('The commerce API could not be asked to end a session', error);
  }
}
