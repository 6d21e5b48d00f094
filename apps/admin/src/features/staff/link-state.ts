/** What a form that hands out a one-time set-password link shows after its post. */
export interface LinkFormState {
  /** A refusal code of the API (`EMAIL_TAKEN`, ...), `required`, or a form error (`UNAVAILABLE`, ...). */
  problem: string | null;
  /** The link, shown once in the answer to the post and never again. */
  link?: { url: string; expiresAt: string; email?: string } | null;
  /** What was typed, kept after a refusal. */
  values?: Record<string, string>;
}

export const EMPTY_LINK_FORM: LinkFormState = { problem: null };
