import type { GiftCard } from './documents';

/** What a campaign or code form shows after its post: the refusal and what was typed, kept. */
export interface DeskFormState {
  problem: string | null;
  /** What the refusal concerns (the article numbers not found). */
  detail?: string | null;
  values?: Record<string, string>;
}

export const EMPTY_FORM: DeskFormState = { problem: null };

/** The shop's languages, in the order the forms show them side by side. */
export const LANGUAGES = ['sv', 'da', 'en', 'fi', 'nb'] as const;

/** The kinds of discount a campaign or a code gives. */
export const DISCOUNT_KINDS = ['PERCENTAGE', 'FIXED_AMOUNT', 'FREE_SHIPPING'] as const;

/** Which field of a form a refusal belongs beside; one not named here is said above the form. */
export const PROBLEM_FIELDS: Record<string, string> = {
  BAD_ALIAS: 'alias',
  DUPLICATE_ALIAS: 'alias',
  BAD_CODE: 'code',
  DUPLICATE_CODE: 'code',
  NAME_REQUIRED: 'name-sv',
  BAD_PERCENTAGE: 'percentage',
  BAD_AMOUNT: 'amounts',
  AMOUNT_REQUIRED: 'amounts',
  UNKNOWN_CURRENCY: 'amounts',
  MARKET_NOT_FOUND: 'market',
  CATEGORY_NOT_FOUND: 'categoryId',
  BRAND_NOT_FOUND: 'brandId',
  UNKNOWN_PRODUCTS: 'articleNumbers',
  TARGET_REQUIRED: 'articleNumbers',
  BAD_START: 'startsAt',
  END_BEFORE_START: 'endsAt',
  ENDS_IN_THE_PAST: 'endsAt',
  BAD_END: 'endsAt',
  BAD_LIMIT: 'maxUses',
};

/** A refused post: its text (with what it concerns), the field it belongs beside, and that field's text. */
export interface Refusal {
  field: string | null;
  text: string | null;
  beside: (name: string) => string | null;
}

/** The refusal a form's post came back with, worded, and placed by `fields`. */
export function refusalOf(
  state: DeskFormState,
  problems: Record<string, string>,
  fields: Record<string, string> = PROBLEM_FIELDS,
): Refusal {
  const field = state.problem ? (fields[state.problem] ?? null) : null;
  const text = state.problem
    ? `${problems[state.problem] ?? problems.UNKNOWN ?? state.problem}${state.detail ? ` ${state.detail}` : ''}`
    : null;
  return { field, text, beside: (name) => (field === name ? text : null) };
}

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
