import { z } from 'zod';

/** Limits of a review, checked before anything is written. */
export const REVIEW_LIMITS = { authorMax: 60, commentMax: 2000, ratingMin: 1, ratingMax: 5 } as const;

export const REVIEW_ERROR_CODES = ['INVALID_RATING', 'INVALID_AUTHOR', 'INVALID_COMMENT'] as const;
export type ReviewErrorCode = (typeof REVIEW_ERROR_CODES)[number];

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

const { ratingMin, ratingMax, authorMax, commentMax } = REVIEW_LIMITS;

/** The problem each field's refusal is reported as, whichever of its checks failed. */
const PROBLEMS: Record<keyof ReviewInput, Omit<ReviewProblem, 'field'>> = {
  rating: {
    code: 'INVALID_RATING',
    message: `The rating must be a whole number from ${ratingMin} to ${ratingMax}.`,
  },
  author: {
    code: 'INVALID_AUTHOR',
    message: `The author's name is required and may be at most ${authorMax} characters.`,
  },
  comment: {
    code: 'INVALID_COMMENT',
    message: `The comment is required and may be at most ${commentMax} characters.`,
  },
};

// Control characters other than line breaks and tabs have no place in shown text.
const CONTROL = /[^\P{Cc}\n\t]/gu;

const shownText = (max: number, clean: (text: string) => string) =>
  z
    .string()
    .refine((text) => text.isWellFormed())
    .transform(clean)
    .pipe(z.string().min(1).max(max));

/** A review as saved: texts trimmed and without control characters. */
export const reviewSchema = z.object({
  rating: z.number().int().min(ratingMin).max(ratingMax),
  author: shownText(authorMax, (text) => text.replace(/\s+/g, ' ').replace(CONTROL, '').trim()),
  comment: shownText(commentMax, (text) => text.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim()),
});

/** The review cleaned for saving, or every field's problem; nothing may be saved with problems. */
export function parseReview(input: ReviewInput): { review: ReviewInput } | { problems: ReviewProblem[] } {
  const result = reviewSchema.safeParse(input);
  if (result.success) return { review: result.data };
  const fields = new Set(result.error.issues.map((issue) => issue.path[0] as keyof ReviewInput));
  return {
    problems: (Object.keys(PROBLEMS) as (keyof ReviewInput)[])
      .filter((field) => fields.has(field))
      .map((field) => ({ field, ...PROBLEMS[field] })),
  };
}
