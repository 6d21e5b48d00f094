import type { Database, Transaction } from '#src/db/client.ts';

/** How long staff's texts may be, and the review list's pages. */
export const REVIEW_DESK_LIMITS = {
  reasonMax: 500,
  replyMax: 2000,
  pageDefault: 25,
  pageMax: 100,
} as const;

/** Why the review desk refused a change; nothing changed. */
export const REVIEW_DESK_REFUSALS = [
  'REVIEW_NOT_FOUND',
  'ALREADY_APPROVED',
  'REASON_REQUIRED',
  'REASON_TOO_LONG',
  'REPLY_TOO_LONG',
  'BAD_TEXT',
] as const;
export type ReviewDeskRefusalCode = (typeof REVIEW_DESK_REFUSALS)[number];

const L = REVIEW_DESK_LIMITS;

/** What each refusal tells staff (the admin app shows its own words by the code). */
const MESSAGES: Record<ReviewDeskRefusalCode, string> = {
  REVIEW_NOT_FOUND: 'There is no such review.',
  ALREADY_APPROVED: 'The review is approved already.',
  REASON_REQUIRED: 'Say why the review is rejected.',
  REASON_TOO_LONG: `A reason has at most ${L.reasonMax} characters.`,
  REPLY_TOO_LONG: `A reply has at most ${L.replyMax} characters.`,
  BAD_TEXT: 'The text holds characters that cannot be shown.',
};

/** A change refused: thrown inside the transaction, which rolls back, and answered as a value. */
export class ReviewDeskRefusal extends Error {
  readonly refusal: ReviewDeskRefusalCode;
  constructor(refusal: ReviewDeskRefusalCode) {
    super(MESSAGES[refusal]);
    this.refusal = refusal;
  }
}

export type ReviewDeskResult<T> =
  | { ok: true; value: T }
  | { ok: false; refusal: ReviewDeskRefusalCode; message: string };

/** Runs a staff change in one transaction; a refusal rolls it back and is answered, anything else is thrown. */
export async function reviewTransaction<T>(
  db: Database,
  run: (tx: Transaction) => Promise<T>,
): Promise<ReviewDeskResult<T>> {
  try {
    return { ok: true, value: await db.transaction(run) };
  } catch (error) {
    if (error instanceof ReviewDeskRefusal)
      return { ok: false, refusal: error.refusal, message: error.message };
    throw error;
  }
}

// Control characters but line breaks and tabs have no place in shown text; PostgreSQL text holds no NUL.
const CONTROL = /[^\P{Cc}\n\t]/u;

/**
 * A text staff write, trimmed with its line breaks made \n; empty is null. Refused when too long
 * (`tooLong`) or holding what cannot be shown.
 */
export function staffText(
  value: string,
  max: number,
  tooLong: 'REASON_TOO_LONG' | 'REPLY_TOO_LONG',
): string | null {
  const text = value.replace(/\r\n?/g, '\n').trim();
  if (!text.isWellFormed() || CONTROL.test(text)) throw new ReviewDeskRefusal('BAD_TEXT');
  if (text.length > max) throw new ReviewDeskRefusal(tooLong);
  return text === '' ? null : text;
}
