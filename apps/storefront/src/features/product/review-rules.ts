import type { EnumValues } from '@/lib/graphql/graphql';
import type { ProblemFields } from '@/lib/graphql/mutation-result';

/** The lengths the commerce API accepts (its reviewLimits field). */
export interface ReviewLimits {
  authorMax: number;
  commentMax: number;
}

export interface ReviewFields {
  rating: number | null;
  author: string;
  comment: string;
}

export const EMPTY_REVIEW: ReviewFields = { rating: null, author: '', comment: '' };

export type ReviewFieldProblem =
  | 'ratingRequired'
  | 'authorRequired'
  | 'authorTooLong'
  | 'commentRequired'
  | 'commentTooLong';

export type ReviewProblems = Partial<Record<keyof ReviewFields, ReviewFieldProblem>>;

/** Reads the review form; a rating that is not 1-5 counts as none. */
export function readReviewForm(form: FormData): ReviewFields {
  const rating = Number(form.get('rating'));
  return {
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null,
    author: String(form.get('author') ?? '').trim(),
    comment: String(form.get('comment') ?? '').trim(),
  };
}

/** What is missing or wrong, per field: every input and a star rating are needed. */
export function reviewProblems(fields: ReviewFields, limits: ReviewLimits): ReviewProblems {
  const problems: ReviewProblems = {};
  if (fields.rating === null) problems.rating = 'ratingRequired';
  if (!fields.author) problems.author = 'authorRequired';
  else if (fields.author.length > limits.authorMax) problems.author = 'authorTooLong';
  if (!fields.comment) problems.comment = 'commentRequired';
  else if (fields.comment.length > limits.commentMax) problems.comment = 'commentTooLong';
  return problems;
}

/** The API's refusal codes, as the field and problem the form shows. */
export const REVIEW_API_PROBLEMS: ProblemFields<
  keyof ReviewFields,
  ReviewFieldProblem,
  EnumValues<'ReviewRefusalCode'>
> = {
  INVALID_RATING: { field: 'rating', problem: 'ratingRequired' },
  INVALID_AUTHOR: { field: 'author', problem: 'authorRequired' },
  INVALID_COMMENT: { field: 'comment', problem: 'commentRequired' },
};
