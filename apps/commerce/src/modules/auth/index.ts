import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Redis } from 'ioredis';
import type { Database } from '#src/db/client.ts';
import { clearAccountFailures, type OnRegister } from './actions.ts';
import { authRouter } from './http.ts';
import { redeemLoginToken } from './login-tokens.ts';
import { beginPasswordAttempt, type PasswordAttempt } from './password-attempts.ts';
import { type AuthKeys, loadAuthKeys } from './secrets.ts';

export { storedSecret } from './secrets.ts';

import { redisAuthStore } from './redis-store.ts';
import type { IssuedTokens } from './sessions.ts';
import { databaseAuthStore } from './store.ts';
import { type ViewerResult, viewerOf } from './viewer.ts';

export { clientAddress, SHOPPER_ADDRESS_HEADER, SHOPPER_SECRET_HEADER } from './client-address.ts';
export { AuthError } from './errors.ts';
export { AUTH_LIMITS, THROTTLE_RULES } from './limits.ts';
export { LOGIN_TOKEN_LIMITS, loginTokenCustomer, mintLoginToken } from './login-tokens.ts';
export { clientPasswordDigest, hashPassword, isClientDigest, verifyPassword } from './password.ts';
export type { PasswordAttempt } from './password-attempts.ts';
export { revokeCustomerSessions } from './sessions.ts';
export { requireViewer, type ViewerResult } from './viewer.ts';

declare module '#src/graphql/context.ts' {
  interface RequestContext {
    /** Forgets an account's failed sign-ins, wherever the service counts them. */
    clearAccountFailures: Auth['clearAccountFailures'];
    /** Uses a staff-made sign-in link token up and starts its customer's session. */
    redeemLoginToken: Auth['redeemLoginToken'];
  }
}

export interface AuthOptions {
  /** AUTH_SECRET; unset: a secret made once and kept in the database. */
  secret?: string;
  /** Milliseconds since the epoch; tests move it. */
  clock?: () => number;
  /** See config.shopperAddressSecret: with it the storefront names its shopper's address. */
  shopperSecret?: string;
  /** Browser origins allowed to call /auth across origins. */
  corsOrigins?: readonly string[];
  /** Shared with the other instances (REDIS_URL): challenges and failure counters live there. */
  redis?: Redis;
  /** Writes what a new account starts with in its own transaction (the mail that confirms its email). */
  onRegister?: OnRegister;
}

/** Sign-in for one service: the /auth routes and the bearer check GraphQL requests use. */
export interface Auth {
  clock(): number;
  /** Answers a request whose path starts with /auth/. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void>;
  /** The customer an Authorization header signs in, or why none. */
  viewerOf(authorization: string | null | undefined): Promise<ViewerResult>;
  /** Forgets an account's failed sign-ins (its password was just reset by mail). */
  clearAccountFailures(email: string): Promise<void>;
  /** A staff-made sign-in link token's session (once); null for a token unknown, used or expired. */
  redeemLoginToken(token: string): Promise<IssuedTokens | null>;
  /**
   * Starts a password attempt for an account (`username`, which other sign-ins, e.g. staff's,
   * prefix apart) from an address, throttled as customers' are; refuses with AuthError
   * TOO_MANY_ATTEMPTS while locked.
   */
  passwordAttempt(username: string, address: string): Promise<PasswordAttempt>;
}

export function createAuth(db: Database, options: AuthOptions = {}): Auth {
  const clock = options.clock ?? Date.now;
  const store = options.redis ? redisAuthStore(options.redis) : databaseAuthStore(db);
  let keys: Promise<AuthKeys> | undefined;
  const loadKeys = () => {
    keys ??= loadAuthKeys(db, options.secret);
    keys.catch(() => {
      keys = undefined;
    });
    return keys;
  };
  return {
    clock,
    handle: authRouter({
      db,
      store,
      keys: loadKeys,
      clock,
      shopperSecret: options.shopperSecret,
      corsOrigins: options.corsOrigins ?? [],
      onRegister: options.onRegister,
    }),
    viewerOf: async (authorization) => viewerOf(db, await loadKeys(), clock(), authorization),
    clearAccountFailures: (email) => clearAccountFailures(store, email),
    redeemLoginToken: async (token) => redeemLoginToken(db, await loadKeys(), clock(), token),
    passwordAttempt: (username, address) => beginPasswordAttempt(store, clock(), username, address),
  };
}
