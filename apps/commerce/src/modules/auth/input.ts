import { z } from 'zod';
import type { AuthAction } from '#src/db/schema.ts';
import type { SignedChallenge } from './challenges.ts';
import { AuthError } from './errors.ts';
import { AUTH_LIMITS } from './limits.ts';
import { isClientDigest } from './password.ts';

/** The first step: only a username, answered with a challenge. */
export interface ChallengeRequest {
  step: 'challenge';
  username: string;
}

/** The second step: the signed challenge and the credentials the action needs. */
export interface CredentialsRequest {
  step: 'credentials';
  username: string;
  signature: SignedChallenge;
  /** The client digest of the (current) password; absent only for logout. */
  password: string | undefined;
  /** The new password's digest (password action only). */
  newPassword: string | undefined;
  /** Minutes each refresh token lives; the default when absent (remember-me). */
  sessionLifetime: number;
}

const username = z
  .string()
  .max(AUTH_LIMITS.usernameMax)
  .transform((value) => value.trim().toLowerCase())
  .pipe(z.email());

const signature = z.object({
  identity: z.string().min(1).max(100),
  signature: z.string().min(1).max(100),
  timestamp: z.number().int().nonnegative(),
});

const sessionLifetime = z.number().int().min(1).max(AUTH_LIMITS.maxSessionMinutes);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body of a POST to /auth/{action}, checked field by field; the first problem refuses it. */
export function parseAuthBody(action: AuthAction, body: unknown): ChallengeRequest | CredentialsRequest {
  if (!isObject(body)) throw new AuthError('MALFORMED_JSON');
  const name = username.safeParse(body.username);
  if (!name.success) throw new AuthError('INVALID_USERNAME');
  if (body.signature === undefined || body.signature === null) {
    return { step: 'challenge', username: name.data };
  }
  const signed = signature.safeParse(body.signature);
  if (!signed.success) throw new AuthError('INVALID_SIGNATURE');
  const needsPassword = action !== 'logout';
  if (needsPassword && !isClientDigest(body.password)) throw new AuthError('INVALID_PASSWORD');
  if (action === 'password' && !isClientDigest(body.newPassword)) throw new AuthError('INVALID_PASSWORD');
  let lifetime: number = AUTH_LIMITS.defaultSessionMinutes;
  if (body.sessionLifetime !== undefined && body.sessionLifetime !== null) {
    const parsed = sessionLifetime.safeParse(body.sessionLifetime);
    if (!parsed.success) throw new AuthError('INVALID_SESSION_LIFETIME');
    lifetime = parsed.data;
  }
  return {
    step: 'credentials',
    username: name.data,
    signature: signed.data,
    password: needsPassword ? (body.password as string) : undefined,
    newPassword: action === 'password' ? (body.newPassword as string) : undefined,
    sessionLifetime: lifetime,
  };
}
