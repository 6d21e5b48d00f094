import type { GiftCard } from './documents';

/** What a campaign or code form shows after its post: the refusal and what was typed, kept. */
export interface DeskFormState {
  problem: string | null;
  /** What the refusal concerns (the article numbers not found). */
  detail?: string | null;
  values?: Record<string, string>;
}

export const EMPTY_FORM: DeskFormState = { problem: null };

/** The issue form's answer: the new card with its code (shown this once), or why not. */
export interface IssueState {
  problem: string | null;
  code?: string;
  card?: GiftCard | null;
  values?: Record<string, string>;
}

export const EMPTY_ISSUE: IssueState = { problem: null };

/** The look-up form's answer: the card a code names (after a void, as voided), or why not. */
export interface LookupState {
  problem: string | null;
  card?: GiftCard | null;
  /** The void was done. */
  voided?: boolean;
}

export const EMPTY_LOOKUP: LookupState = { problem: null };
