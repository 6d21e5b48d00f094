'use server';

import { updateTag } from 'next/cache';
import { productTag } from '@/lib/graphql/cache-tags';
import { GraphQLRequestError } from '@/lib/graphql/errors';
import { mutate } from '@/lib/graphql/server';
import { PostProductReviewMutation } from './queries';
import { problemsOfApiCode, type ReviewProblems, readReviewForm } from './review-rules';

export interface ReviewFormState {
  status: 'idle' | 'invalid' | 'failed' | 'saved';
  problems: ReviewProblems;
  /** Changes with every answer, so the form can tell a new one from the last. */
  answered: number;
}

/**
 * Posts a review of the product. The commerce API judges it (the browser checks first only to answer
 * at once) and names each field it refuses; nothing is saved unless all is well.
 */
export async function postReview(
  alias: string,
  _previous: ReviewFormState,
  form: FormData,
): Promise<ReviewFormState> {
  const answered = Date.now();
  const fields = readReviewForm(form);
  try {
    await mutate(PostProductReviewMutation, {
      alias,
      // No rating chosen: 0, which the API refuses as it should.
      rating: fields.rating ?? 0,
      author: fields.author,
      comment: fields.comment,
    });
  } catch (error) {
    // The API names every refused field in `problems`, the first also as the error's code.
    const codes =
      error instanceof GraphQLRequestError
        ? error.errors.flatMap((e) => {
            const problems = e.extensions?.problems;
            return Array.isArray(problems) ? problems.map(String) : [String(e.extensions?.code)];
          })
        : [];
    const fromApi = Object.assign({}, ...codes.map((code) => problemsOfApiCode(code) ?? {}));
    if (Object.keys(fromApi).length > 0) return { status: 'invalid', problems: fromApi, answered };
    console.error('Posting a review failed', error);
    return { status: 'failed', problems: {}, answered };
  }
  // The shopper sees the new review at once; other storefronts hear it from the commerce API.
  updateTag(productTag(alias));
  return { status: 'saved', problems: {}, answered };
}
