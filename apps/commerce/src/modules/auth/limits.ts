/** The numbers of signing in; each with the reason it is what it is. */
export const AUTH_LIMITS = {
  /** A challenge is signed and sent back within a second or two; a minute leaves room for slow phones. */
  challengeSeconds: 60,
  /** The access token (JWT). The client refreshes at 90 % of it (900 x maxAge ms). */
  accessTokenSeconds: 900,
  /** Refresh tokens live this long after issue unless the client asks for less (remember-me: 7 days). */
  defaultSessionMinutes: 7 * 24 * 60,
  /** `sessionLifetime` is accepted from 1 minute up to the default (the client sends 30 without remember-me). */
  maxSessionMinutes: 7 * 24 * 60,
  /** However often it is refreshed, a session ends this long after sign-in. */
  sessionAbsoluteDays: 30,
  /** RFC 5321 caps an address at 254 characters; a longer username is refused unread. */
  usernameMax: 254,
  /** A sign-in body holds a username, a signature and two 64-character digests: well under 1 kB. */
  bodyBytes: 4 * 1024,
  /**
   * An address the account signed in from is its owner's for this long: the account's own budget
   * (THROTTLE_RULES.account) does not hold it back, so a guesser elsewhere cannot shut the owner out.
   */
  knownAddressDays: 30,
  /**
   * A refresh token used again this soon after its first use is the same client asking twice (two
   * tabs, a retried request): it gets tokens of its own in the same session instead of ending it.
   */
  refreshGraceSeconds: 30,
} as const;

/**
 * How many failures a key may have in its window before it is locked, and for how long. With
 * `backoff`, reaching the maximum locks for one second, each further failure for twice as long as
 * the one before, up to `lockSeconds`: a slowing, never a long lock at once.
 */
export interface ThrottleRule {
  name: 'account-address' | 'account' | 'ip' | 'challenge-ip';
  maxFailures: number;
  windowSeconds: number;
  lockSeconds: number;
  backoff?: boolean;
}

export const THROTTLE_RULES = {
  /**
   * Wrong passwords for one account from one address: the guesser at that address is stopped, the
   * owner elsewhere is not (a lock of the whole account would let anyone shut any customer out).
   */
  accountAddress: { name: 'account-address', maxFailures: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
  /**
   * Wrong passwords for one account from every address: a larger budget, then a delay that doubles
   * with each failure, so guessing from many addresses is slowed to a few tries an hour. Addresses
   * the account signed in from lately are not held back by it (knownAddressDays).
   */
  account: { name: 'account', maxFailures: 30, windowSeconds: 60 * 60, lockSeconds: 15 * 60, backoff: true },
  /** Wrong passwords from one address, for any accounts: slows trying one password on many accounts. */
  ip: { name: 'ip', maxFailures: 20, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
  /** Challenges asked for by one address: a shopper needs one or two, a flood fills the table. */
  challengeIp: { name: 'challenge-ip', maxFailures: 60, windowSeconds: 60, lockSeconds: 60 },
} as const satisfies Record<string, ThrottleRule>;

/** Seconds a key is locked for after its `failures`-th failure (0: not locked). */
export function lockSecondsAfter(rule: ThrottleRule, failures: number): number {
  if (failures < rule.maxFailures) return 0;
  if (!rule.backoff) return rule.lockSeconds;
  return Math.min(2 ** Math.min(failures - rule.maxFailures, 30), rule.lockSeconds);
}
