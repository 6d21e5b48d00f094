/** Limits of a review, checked before anything is written. */
export const REVIEW_LIMITS = { authorMax: 60, commentMax: 2000, ratingMin: 1, ratingMax: 5 } as const;

export type ReviewErrorCode = 'INVALID_RATING' | 'INVALID_AUTHOR' | 'INVALID_COMMENT';

export interface ReviewInput {
  rating: number;
  author: string;
  comment: string;
}

export interface ReviewProblem {
  code: ReviewErrorCode;
  field: keyof ReviewInput;
  message: string;
}

// Control characters other than line breaks and tabs have no place in shown text.
const CONTROL = /[^\P{Cc}\n\t]/gu;

/** Trims the texts and removes control characters. */
export function normalizeReview(input: ReviewInput): ReviewInput {
  return {
    rating: input.rating,
    author: input.author.replace(/\s+/g, ' ').replace(CONTROL, '').trim(),
    comment: input.comment.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim(),
  };
}

/** Every problem with a (normalized) review; none means it may be saved. */
export function reviewProblems(input: ReviewInput): ReviewProblem[] {
  const problems: ReviewProblem[] = [];
  const { ratingMin, ratingMax, authorMax, commentMax } = REVIEW_LIMITS;
  if (!Number.isInteger(input.rating) || input.rating < ratingMin || input.rating > ratingMax) {
    problems.push({
      code: 'INVALID_RATING',
      field: 'rating',
      message: `The rating must be a whole number from ${ratingMin} to ${ratingMax}.`,
    });
  }
  if (input.author.length === 0 || input.author.length > authorMax) {
    problems.push({
      code: 'INVALID_AUTHOR',
      field: 'author',
      message: `The author's name is required and may be at most ${authorMax} characters.`,
    });
  }
  if (input.comment.length === 0 || input.comment.length > commentMax) {
    problems.push({
      code: 'INVALID_COMMENT',
      field: 'comment',
      message: `The comment is required and may be at most ${commentMax} characters.`,
    });
  }
  return problems;
}
