import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { type AuthAction, customers } from '#src/db/schema.ts';
import type { LanguageCode } from '#src/modules/channels/index.ts';
import { checkSignature } from './challenges.ts';
import { AuthError } from './errors.ts';
import type { CredentialsRequest } from './input.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { accountCounter, addressCounter, beginPasswordAttempt, countFailures } from './password-attempts.ts';
import type { AuthKeys } from './secrets.ts';
import {
  type IssuedTokens,
  revokeCustomerSessions,
  revokeSession,
  sessionOfRefreshToken,
  startSession,
} from './sessions.ts';
import type { AuthStore } from './store.ts';

/** One call to the auth endpoint: who asks, from where, with which refresh token. */
export interface AuthCall {
  db: Database;
  /** Where challenges and failure counters are kept (the database's or Redis's). */
  store: AuthStore;
  keys: AuthKeys;
  now: number;
  /** The client's address (see clientAddress), for counting failures per address. */
  address: string;
  /** The x-auth-refresh-token header, when sent. */
  refreshToken: string | undefined;
  /** The language a new account's mails are written in (from Accept-Language). */
  languageCode: LanguageCode;
  onRegister?: OnRegister;
}

/**
 * Runs in the transaction that creates an account (the shop writes the mail that confirms its
 * email there); what it answers runs once that transaction has committed.
 */
export type OnRegister = (
  tx: Transaction,
  account: { id: number; email: string; languageCode: LanguageCode },
  now: number,
) => Promise<() => Promise<void>>;

export type ActionResult = { tokens: IssuedTokens } | { signedOut: true };

async function customerByEmail(db: Database, email: string) {
  const [row] = await db
    .select({
      id: customers.id,
      email: customers.email,
      customerType: customers.customerType,
      passwordHash: customers.passwordHash,
    })
    .from(customers)
    .where(eq(customers.email, email));
  return row;
}

/** Forgets an account's failed sign-ins from everywhere (its password was just reset by mail). */
export const clearAccountFailures = (store: AuthStore, email: string) =>
  store.clearFailures(accountCounter(email));

/** Ends the session of the call's refresh token, if it has one. */
export async function signOut(call: AuthCall, reason: 'logout' | 'wrong-current-password') {
  if (!call.refreshToken) return;
  const sessionId = await sessionOfRefreshToken(call.db, call.refreshToken);
  if (sessionId) await revokeSession(call.db, call.now, sessionId, reason);
}

async function login(call: AuthCall, request: CredentialsRequest): Promise<ActionResult> {
  const attempt = await beginPasswordAttempt(call.store, call.now, request.username, call.address);
  const customer = await customerByEmail(call.db, request.username);
  if (!(await verifyPassword(customer?.passwordHash, request.password as string)) || !customer) {
    await attempt.failed();
    throw new AuthError('WRONG_CREDENTIALS');
  }
  await attempt.succeeded();
  return { tokens: await startSession(call.db, call.keys, call.now, customer, request.sessionLifetime) };
}

async function register(call: AuthCall, request: CredentialsRequest): Promise<ActionResult> {
  const counters = [addressCounter(call.address)];
  await call.store.assertNotLocked(call.now, counters);
  const passwordHash = await hashPassword(request.password as string);
  const { created, afterCommit } = await call.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(customers)
      .values({
        email: request.username,
        passwordHash,
        languageCode: call.languageCode,
        // Unconfirmed until the mailed link is opened (ADR 69).
        emailConfirmedAt: null,
        createdAt: new Date(call.now),
        updatedAt: new Date(call.now),
      })
      .onConflictDoNothing({ target: customers.email })
      .returning({ id: customers.id, email: customers.email, customerType: customers.customerType });
    if (!row) return { created: undefined, afterCommit: undefined };
    const account = { id: row.id, email: row.email, languageCode: call.languageCode };
    return { created: row, afterCommit: await call.onRegister?.(tx, account, call.now) };
  });
  if (!created) {
    // Each refusal tells that an address has an account: counted, so they cannot be listed fast.
    await countFailures(call.store, call.now, counters);
    throw new AuthError('ACCOUNT_EXISTS');
  }
  await call.store.rememberAddress(call.now, request.username, call.address);
  // The account stands whatever befalls its mail: the customer can ask for the mail again.
  await afterCommit?.().catch((error: unknown) => console.error('Email confirmation mail not sent:', error));
  return { tokens: await startSession(call.db, call.keys, call.now, created, request.sessionLifetime) };
}

async function changePassword(call: AuthCall, request: CredentialsRequest): Promise<ActionResult> {
  const attempt = await beginPasswordAttempt(call.store, call.now, request.username, call.address);
  const customer = await customerByEmail(call.db, request.username);
  if (!(await verifyPassword(customer?.passwordHash, request.password as string)) || !customer) {
    await attempt.failed();
    // The spec's rule: a wrong current password signs the session out.
    await signOut(call, 'wrong-current-password');
    throw new AuthError('WRONG_PASSWORD');
  }
  await call.db
    .update(customers)
    .set({ passwordHash: await hashPassword(request.newPassword as string), updatedAt: new Date(call.now) })
    .where(eq(customers.id, customer.id));
  await revokeCustomerSessions(call.db, call.now, customer.id, 'password-changed');
  await attempt.succeeded();
  return { tokens: await startSession(call.db, call.keys, call.now, customer, request.sessionLifetime) };
}

/**
 * The second step of an action: the challenge must be signed by us, fresh, issued for this action
 * and username, and unused (it is used up here, whatever follows); then the action runs.
 */
export async function takeCredentials(
  call: AuthCall,
  action: AuthAction,
  request: CredentialsRequest,
): Promise<ActionResult> {
  const signature = checkSignature(call.keys, request.signature, call.now);
  if (signature === 'forged') throw new AuthError('INVALID_SIGNATURE');
  if (signature === 'expired') throw new AuthError('CHALLENGE_EXPIRED');
  const consumed = await call.store.consumeChallenge(
    call.now,
    request.signature.identity,
    action,
    request.username,
  );
  if (!consumed) throw new AuthError('CHALLENGE_EXPIRED');
  switch (action) {
    case 'login':
      return login(call, request);
    case 'register':
      return register(call, request);
    case 'password':
      return changePassword(call, request);
    case 'logout':
      await signOut(call, 'logout');
      return { signedOut: true };
  }
}
