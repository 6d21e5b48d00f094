import { THROTTLE_RULES } from './limits.ts';
import type { AuthStore } from './store.ts';
import type { ThrottleKey } from './throttle.ts';

export const accountCounter = (username: string): ThrottleKey => ({
  rule: THROTTLE_RULES.account,
  subject: username,
});
const pairCounter = (username: string, address: string): ThrottleKey => ({
  rule: THROTTLE_RULES.accountAddress,
  subject: `${username} ${address}`,
});
export const addressCounter = (address: string): ThrottleKey => ({
  rule: THROTTLE_RULES.ip,
  subject: address,
});

/** One password attempt for an account from an address, counted against the throttle's keys. */
export interface PasswordAttempt {
  /** A wrong password (or no such account): counted on every key. */
  failed(): Promise<void>;
  /** A right password: this address's failures for the account are forgotten and the address known. */
  succeeded(): Promise<void>;
}

/** Counts one failure on each key. */
export async function countFailures(store: AuthStore, now: number, counters: readonly ThrottleKey[]) {
  for (const counter of counters) await store.countFailure(now, counter);
}

/**
 * Starts a password attempt for `username` from `address`; refuses it (AuthError
 * TOO_MANY_ATTEMPTS, with the seconds to wait) while a key is locked. The keys: the account from
 * this address, the address, and the account from everywhere. The last holds back only addresses
 * the account has not signed in from lately, so its owner is never shut out by guessers.
 */
export async function beginPasswordAttempt(
  store: AuthStore,
  now: number,
  username: string,
  address: string,
): Promise<PasswordAttempt> {
  const counters = [pairCounter(username, address), addressCounter(address), accountCounter(username)];
  const known = await store.knowsAddress(now, username, address);
  await store.assertNotLocked(now, known ? counters.slice(0, 2) : counters);
  return {
    failed: () => countFailures(store, now, counters),
    async succeeded() {
      await store.clearFailures(pairCounter(username, address));
      await store.rememberAddress(now, username, address);
    },
  };
}
