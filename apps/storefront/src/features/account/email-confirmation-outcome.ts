/** The account pages that show the notice of an unconfirmed email. */
export const NOTICE_PAGES = ['settings', 'orders'] as const;

/** The query key an account page reads how asking for a new link went by. */
export const EMAIL_LINK_KEY = 'emailLink';

/** How asking for a new confirmation link went: mailed, too many asked for this hour, or not asked. */
export type EmailLinkOutcome = 'sent' | 'busy' | 'failed';

const OUTCOMES: readonly EmailLinkOutcome[] = ['sent', 'busy', 'failed'];

/** The outcome an address names, if it names one. */
export const emailLinkOutcome = (value: string | null): EmailLinkOutcome | null =>
  OUTCOMES.find((outcome) => outcome === value) ?? null;
