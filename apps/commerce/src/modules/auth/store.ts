import type { Database } from '#src/db/client.ts';
import type { AuthAction } from '#src/db/schema.ts';
import { challengeIsLive, consumeChallenge, issueChallenge } from './challenges.ts';
import {
  assertNotLocked,
  clearFailures,
  countFailure,
  knowsAddress,
  rememberAddress,
  type ThrottleKey,
} from './throttle.ts';

/**
 * Where sign-in keeps its single-use challenges and its failure counters: in the Redis every
 * instance shares when there is one (ADR 36), else in their database. Either way each use and
 * each count is one atomic step, so two instances at once cannot both use a challenge.
 */
export interface AuthStore {
  /** Starts a sign-in: a random challenge for this action and username, kept until it expires. */
  issueChallenge(now: number, action: AuthAction, username: string): Promise<string>;
  /** Whether a challenge was issued and can still be used. */
  challengeIsLive(now: number, identity: string): Promise<boolean>;
  /** Uses the challenge up: true only for the first use, before it expires, for its action and username. */
  consumeChallenge(now: number, identity: string, action: AuthAction, username: string): Promise<boolean>;
  /** Refuses (TOO_MANY_ATTEMPTS, with the seconds to wait) when any of the keys is locked. */
  assertNotLocked(now: number, keys: readonly ThrottleKey[]): Promise<void>;
  /** Counts one failure against the key; reaching the rule's maximum in its window locks it. */
  countFailure(now: number, key: ThrottleKey): Promise<void>;
  /** Forgets the key's failures and its lock. */
  clearFailures(key: ThrottleKey): Promise<void>;
  /** Remembers that the account signed in from the address (for AUTH_LIMITS.knownAddressDays). */
  rememberAddress(now: number, username: string, address: string): Promise<void>;
  /** Whether the account signed in from the address lately. */
  knowsAddress(now: number, username: string, address: string): Promise<boolean>;
}

export function databaseAuthStore(db: Database): AuthStore {
  return {
    issueChallenge: (now, action, username) => issueChallenge(db, now, action, username),
    challengeIsLive: (now, identity) => challengeIsLive(db, now, identity),
    consumeChallenge: (now, identity, action, username) =>
      consumeChallenge(db, now, identity, action, username),
    assertNotLocked: (now, keys) => assertNotLocked(db, now, keys),
    countFailure: (now, key) => countFailure(db, now, key),
    clearFailures: (key) => clearFailures(db, key),
    rememberAddress: (now, username, address) => rememberAddress(db, now, username, address),
    knowsAddress: (now, username, address) => knowsAddress(db, now, username, address),
  };
}
