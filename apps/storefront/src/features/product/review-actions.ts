'use server';

import { updateTag } from 'next/cache';
import { productTag } from '@/lib/graphql/cache-tags';
import { GraphQLRequestError } from '@/lib/graphql/errors';
import { mutate } from '@/lib/graphql/server';
import { PostProductReviewMutation } from './queries';
import { problemsOfApiCode, type ReviewProblems, readReviewForm, reviewProblems } from './review-rules';

export interface ReviewFormState {
  status: 'idle' | 'invalid' | 'failed' | 'saved';
  problems: ReviewProblems;
  /** Changes with every answer, so the form can tell a new one from the last. */
  answered: number;
}

/**
 * Posts a review of the product. The form's fields are checked here as in the browser; the commerce
 * API checks them once more and answers typed errors. Nothing is saved unless all is well.
 */
export async function postReview(
  alias: string,
  _previous: ReviewFormState,
  form: FormData,
): Promise<ReviewFormState> {
  const answered = Date.now();
  const fields = readReviewForm(form);
  const problems = reviewProblems(fields);
  if (Object.keys(problems).length > 0 || fields.rating === null) {
    return { status: 'invalid', problems, answered };
  }
  try {
    await mutate(PostProductReviewMutation, {
      alias,
      rating: fields.rating,
      author: fields.author,
      comment: fields.comment,
    });
  } catch (error) {
    const fromApi = error instanceof GraphQLRequestError ? problemsOfApiCode(error.codes[0]) : null;
    if (fromApi) return { status: 'invalid', problems: fromApi, answered };
    console.error('Posting a review failed', error);
    return { status: 'failed', problems: {}, answered };
  }
  // The shopper sees the new review at once; other storefronts hear it from the commerce API.
  updateTag(productTag(alias));
  return { status: 'saved', problems: {}, answered };
}
