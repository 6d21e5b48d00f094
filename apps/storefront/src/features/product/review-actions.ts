'use server';

import { updateTag } from 'next/cache';
import { tokenForChange } from '@/lib/auth/session.server';
import { productTag } from '@/lib/cache-manifest';
import { mutateResult } from '@/lib/graphql/server';
import { PostProductReviewMutation } from './queries';
import {
  EMPTY_REVIEW,
  REVIEW_API_PROBLEMS,
  type ReviewFields,
  type ReviewProblems,
  readReviewForm,
} from './review-rules';

export interface ReviewFormState {
  status: 'idle' | 'invalid' | 'failed' | 'signedOut' | 'saved';
  problems: ReviewProblems;
  /** What was sent, shown again when it was refused (also where the browser runs no script). */
  values: ReviewFields;
}

/**
 * Posts a signed-in customer's review of the product named by the form's `alias` field. The commerce
 * API judges it (the browser checks first only to answer at once), names each field it refuses and
 * the author from the account; nothing is saved unless all is well. The product comes from the form, not from a bound argument: an action bound
 * in a client component never finishes a post sent without JavaScript.
 */
export async function postReview(_previous: ReviewFormState, form: FormData): Promise<ReviewFormState> {
  const alias = String(form.get('alias') ?? '');
  const values = readReviewForm(form);
  const token = await tokenForChange();
  if (!token) return { status: 'signedOut', problems: {}, values };
  const result = await mutateResult(
    PostProductReviewMutation,
    // No rating chosen: 0, which the API refuses as it should.
    { alias, rating: values.rating ?? 0, author: values.author, comment: values.comment },
    REVIEW_API_PROBLEMS,
    { token },
  );
  if (!result.ok) {
    if (result.formError === 'UNAUTHENTICATED') return { status: 'signedOut', problems: {}, values };
    const status = result.formError === null ? 'invalid' : 'failed';
    return { status, problems: result.fieldErrors, values };
  }
  // The shopper sees the new review at once; other storefronts hear it from the commerce API.
  updateTag(productTag(alias));
  return { status: 'saved', problems: {}, values: EMPTY_REVIEW };
}
