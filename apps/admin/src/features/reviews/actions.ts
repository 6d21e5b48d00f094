'use server';

import { redirect } from 'next/navigation';
import { staffMutation } from '@/lib/graphql/server';
import { DEFAULT_LOCALE, isLocale } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import {
  ApproveReviewMutation,
  RejectReviewMutation,
  ReplyToReviewMutation,
  SetReviewModerationMutation,
} from './documents';
import { listQuery } from './list-address';

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

const idOf = (form: FormData) => {
  const id = Number(text(form, 'reviewId'));
  return Number.isSafeInteger(id) && id > 0 && id < 2 ** 31 ? id : null;
};

/**
 * Back to the list the form was posted from (its tab, product and page), with what happened or why
 * not; what was typed in a refused form is kept in the address, and the page scrolls to the review.
 */
function backToList(form: FormData, outcome: Record<string, string>, reviewId: number | null): never {
  const locale = isLocale(form.get('locale')) ? (form.get('locale') as string) : DEFAULT_LOCALE;
  const query = listQuery(text(form, 'back'));
  for (const [key, value] of Object.entries(outcome)) query.set(key, value);
  if (reviewId) query.set('review', String(reviewId));
  const anchor = reviewId && outcome.problem ? `#review-${reviewId}` : '#outcome';
  redirect(`${href(locale as 'sv' | 'en', '/reviews')}?${query}${anchor}`);
}

type Answer = { ok: true; refusal: string | null } | { ok: false; formError: string | null };
const problemOf = (answer: Answer) => (answer.ok ? answer.refusal : (answer.formError ?? 'UNKNOWN'));

/** Approves a review: it shows in the shop at once. */
export async function approveAction(form: FormData): Promise<void> {
  const id = idOf(form);
  if (id === null) backToList(form, { problem: 'REVIEW_NOT_FOUND' }, null);
  const result = await staffMutation(ApproveReviewMutation, { id });
  const problem = problemOf(result.ok ? { ok: true, refusal: result.data.approveReview.refusal } : result);
  backToList(form, problem ? { problem, form: 'approve' } : { done: 'approved' }, id);
}

/** Rejects a review with the reason typed; without one the form comes back saying it is needed. */
export async function rejectAction(form: FormData): Promise<void> {
  const id = idOf(form);
  const reason = text(form, 'reason').slice(0, 2000);
  if (id === null) backToList(form, { problem: 'REVIEW_NOT_FOUND' }, null);
  if (reason.trim() === '') backToList(form, { problem: 'REASON_REQUIRED', form: 'reject' }, id);
  const result = await staffMutation(RejectReviewMutation, { id, reason });
  const problem = problemOf(result.ok ? { ok: true, refusal: result.data.rejectReview.refusal } : result);
  backToList(form, problem ? { problem, form: 'reject', reason } : { done: 'rejected' }, id);
}

/** Writes, edits or (left empty) removes the shop's reply under a review. */
export async function replyAction(form: FormData): Promise<void> {
  const id = idOf(form);
  const reply = text(form, 'reply').slice(0, 8000);
  if (id === null) backToList(form, { problem: 'REVIEW_NOT_FOUND' }, null);
  const result = await staffMutation(ReplyToReviewMutation, { id, reply });
  const problem = problemOf(result.ok ? { ok: true, refusal: result.data.replyToReview.refusal } : result);
  const done = reply.trim() === '' ? 'replyRemoved' : 'replied';
  backToList(form, problem ? { problem, form: 'reply', reply } : { done }, id);
}

/** Whether new reviews wait for approval (`moderate` = on) or show at once. */
export async function moderationAction(form: FormData): Promise<void> {
  const moderate = text(form, 'moderate') === 'on';
  const result = await staffMutation(SetReviewModerationMutation, { moderate });
  backToList(
    form,
    result.ok ? { done: moderate ? 'moderated' : 'unmoderated' } : { problem: result.formError ?? 'UNKNOWN' },
    null,
  );
}
