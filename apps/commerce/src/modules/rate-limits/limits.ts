/** How many requests one subject may make in a window; each with the reason it is what it is. */
export interface RateRule {
  name:
    | 'mutations-ip'
    | 'mutations-key'
    | 'reviews-ip'
    | 'contact-ip'
    | 'subscriptions-ip'
    | 'verdicts-id'
    | 'email-confirm-account';
  max: number;
  windowSeconds: number;
}

export const RATE_LIMITS = {
  /**
   * Changes from one shopper's address: filling in the checkout sends one per field (debounced),
   * a busy cart a few a second; 300 a minute is far above that and far below a script.
   */
  mutationsPerAddress: { name: 'mutations-ip', max: 300, windowSeconds: 60 },
  /** Changes with one API key, from every shopper together: a ceiling for a leaked or looping key. */
  mutationsPerApiKey: { name: 'mutations-key', max: 30_000, windowSeconds: 60 },
  /** Reviews from one address: a household reviews a few products, not a hundred an hour. */
  reviewsPerAddress: { name: 'reviews-ip', max: 10, windowSeconds: 3600 },
  /**
   * Contact forms from one address: a shopper asks about a few machines and parts; each form is a
   * mail in the dealer's inbox, with up to 2 MB attached, so a script must not fill it.
   */
  contactFormsPerAddress: { name: 'contact-ip', max: 10, windowSeconds: 3600 },
  /**
   * Notify-me and newsletter sign-ups from one address: a shopper asks about a few products, not
   * twenty an hour; each may mail someone, so a script must not drive them.
   */
  subscriptionsPerAddress: { name: 'subscriptions-ip', max: 20, windowSeconds: 3600 },
  /**
   * Placements the invoice refused for one identity number (the invoice's customer), from any
   * address: each tells that it is blocked or, by its amount, how much credit is left (ADR 29). A
   * refused buyer tries again once or twice; a probe that narrows the credit left needs many. Past
   * the limit the number is not judged at all (an order placed would tell as much).
   */
  refusedVerdictsPerIdentityNumber: { name: 'verdicts-id', max: 5, windowSeconds: 3600 },
  /**
   * New links that confirm an account's email, asked for by its signed-in customer: one lost in a
   * spam folder is asked for again once or twice, and each is a mail in their inbox (ADR 69).
   */
  emailConfirmationsPerAccount: { name: 'email-confirm-account', max: 3, windowSeconds: 3600 },
} as const satisfies Record<string, RateRule>;

/** The longest window: counters older than this are of no use. */
export const LONGEST_WINDOW_SECONDS = Math.max(
  ...Object.values(RATE_LIMITS).map((rule) => rule.windowSeconds),
);
