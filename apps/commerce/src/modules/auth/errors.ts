import { AUTH_LIMITS } from './limits.ts';

/** Every way the auth endpoint refuses a request; the storefront translates the code. */
export const AUTH_ERRORS = {
  UNKNOWN_ACTION: { status: 404, message: 'No such auth action.' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'This auth action does not take this method.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Send the body as application/json.' },
  BODY_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  MALFORMED_JSON: { status: 400, message: 'The request body is not a JSON object.' },
  INVALID_USERNAME: { status: 400, message: 'The username must be an email address.' },
  INVALID_PASSWORD: { status: 400, message: 'The password must be base64(SHA-384(password + salt)).' },
  INVALID_SESSION_LIFETIME: {
    status: 400,
    message: `sessionLifetime must be whole minutes from 1 to ${AUTH_LIMITS.maxSessionMinutes}.`,
  },
  INVALID_SIGNATURE: { status: 401, message: 'The signature is not valid.' },
  CHALLENGE_EXPIRED: {
    status: 401,
    message: 'The challenge has expired or was already used; ask for a new one.',
  },
  UNKNOWN_API_KEY: { status: 401, message: 'Unknown API key.' },
  WRONG_CREDENTIALS: { status: 401, message: 'Wrong email or password.' },
  WRONG_PASSWORD: { status: 401, message: 'Wrong current password: the session is signed out.' },
  ACCOUNT_EXISTS: { status: 409, message: 'An account with this email already exists.' },
  NO_SESSION: { status: 401, message: 'No valid refresh token: sign in again.' },
  REFRESH_TOKEN_REUSED: {
    status: 401,
    message: 'The refresh token was already used: its session is revoked. Sign in again.',
  },
  TOO_MANY_ATTEMPTS: { status: 429, message: 'Too many failed attempts; try again later.' },
} as const;

export type AuthErrorCode = keyof typeof AUTH_ERRORS;

/** A refusal of the auth endpoint: answered as `{ error: { code, message, retryAfter? } }`. */
export class AuthError extends Error {
  readonly code: AuthErrorCode;
  readonly status: number;
  /** Seconds until another attempt may succeed (TOO_MANY_ATTEMPTS); also sent as Retry-After. */
  readonly retryAfter: number | undefined;

  constructor(code: AuthErrorCode, retryAfter?: number) {
    super(AUTH_ERRORS[code].message);
    this.code = code;
    this.status = AUTH_ERRORS[code].status;
    this.retryAfter = retryAfter;
  }
}
