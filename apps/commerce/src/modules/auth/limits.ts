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
} as const;

/** How many failures a key may have in its window before it is locked, and for how long. */
export interface ThrottleRule {
  name: 'account' | 'ip' | 'challenge-ip';
  maxFailures: number;
  windowSeconds: number;
  lockSeconds: number;
}

export const THROTTLE_RULES = {
  /** Wrong passwords for one account, from anywhere: slows guessing one customer's password. */
  account: { name: 'account', maxFailures: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
  /** Wrong passwords from one address, for any accounts: slows trying one password on many accounts. */
  ip: { name: 'ip', maxFailures: 20, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
  /** Challenges asked for by one address: a shopper needs one or two, a flood fills the table. */
  challengeIp: { name: 'challenge-ip', maxFailures: 60, windowSeconds: 60, lockSeconds: 60 },
} as const satisfies Record<string, ThrottleRule>;
