/** The numbers of staff sign-in, each with the reason it is what it is. */
export const STAFF_LIMITS = {
  /** A session ends after this long without a request: a working day, so a desk left over night signs in again. */
  sessionIdleMinutes: 10 * 60,
  /** However busy, a session ends this long after sign-in. */
  sessionAbsoluteHours: 7 * 24,
  /** The last-seen moment (and so the idle expiry) is written at most this often, not on every request. */
  touchEverySeconds: 60,
  /** A session waiting for its TOTP code: long enough to open the app on the phone. */
  totpPendingMinutes: 5,
  /** A set-password link (a new member's, or a reset): a day, used once. */
  passwordLinkHours: 24,
  /** Staff passwords: long enough to resist guessing offline, short enough for a manager. */
  passwordMin: 12,
  passwordMax: 200,
  nameMax: 100,
  emailMax: 254,
  tokenNameMax: 100,
} as const;
