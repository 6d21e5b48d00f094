'use client';

import { type FormEvent, useActionState, useId, useState } from 'react';
import { askToSignIn } from '@/features/shop/auth-signal';
import type { ReviewFormState } from './review-actions';
import { postReview } from './review-actions';
import {
  EMPTY_REVIEW,
  type ReviewFieldProblem,
  type ReviewLimits,
  type ReviewProblems,
  readReviewForm,
  reviewProblems,
} from './review-rules';
import styles from './reviews.module.css';
import { useReviewer } from './use-reviewer';

const INITIAL: ReviewFormState = { status: 'idle', problems: {}, values: EMPTY_REVIEW };
const FIELD_ORDER = ['rating', 'author', 'comment'] as const;

export interface ReviewFormTexts {
  formTitle: string;
  required: string;
  stars: string;
  /** "1 star" to "5 stars". */
  starLabels: string[];
  author: string;
  comment: string;
  submit: string;
  /** A second review of the product replaces the first. */
  replaces: string;
  sending: string;
  thanks: string;
  failed: string;
  invalid: string;
  signInToReview: string;
  signIn: string;
  /** "Shown with the name {name}". */
  shownAs: string;
  signedOut: string;
  /** What each problem says, with the API's length limits already in. */
  problems: Record<ReviewFieldProblem, string>;
}

/**
 * The review form of a signed-in customer: a star rating (radio group) and a comment, and a name
 * when the account has none. A guest is asked to sign in instead. It works without JavaScript too:
 * the server answers with the page, the form's state and the values sent.
 */
export function ReviewForm({
  alias,
  limits,
  texts,
}: {
  alias: string;
  limits: ReviewLimits;
  texts: ReviewFormTexts;
}) {
  const reviewer = useReviewer();
  const [state, action, pending] = useActionState(postReview, INITIAL);
  // The browser's own check, until the next send; then the server's answer shows.
  const [checked, setChecked] = useState<ReviewProblems | null>(null);
  const problems = checked ?? state.problems;
  const id = useId();

  function check(event: FormEvent<HTMLFormElement>) {
    const found = reviewProblems(readReviewForm(new FormData(event.currentTarget)), limits);
    const first = FIELD_ORDER.find((field) => found[field]);
    setChecked(first ? found : null);
    if (!first) return;
    event.preventDefault();
    event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  const message = (field: keyof ReviewProblems) => {
    const problem = problems[field];
    if (!problem) return null;
    return (
      <p id={`${id}-${field}-error`} className={styles.error}>
        {texts.problems[problem]}
      </p>
    );
  };
  const invalid = (field: keyof ReviewProblems) =>
    problems[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {};

  if (reviewer.kind === 'guest') {
    return (
      <section className={styles.form} aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`}>{texts.formTitle}</h3>
        <p>{texts.signInToReview}</p>
        <button type="button" className="button-primary" onClick={askToSignIn}>
          {texts.signIn}
        </button>
      </section>
    );
  }
  // Named from the account when it has a name; asked for one when it has none or is not known yet
  // (the server's HTML); null while the account's name loads.
  const accountName = reviewer.kind === 'customer' ? reviewer.name : '';

  // After an answer the form resets to these: empty once saved, what was sent when refused.
  const { values } = state;
  return (
    <form action={action} onSubmit={check} noValidate className={styles.form} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{texts.formTitle}</h3>
      <input type="hidden" name="alias" value={alias} />
      <p className={styles.required}>{texts.required}</p>
      <fieldset className={styles.stars} {...invalid('rating')}>
        <legend>{texts.stars}</legend>
        <div className={styles.starOptions}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={styles.star}>
              <input type="radio" name="rating" value={n} required defaultChecked={values.rating === n} />
              <span aria-hidden="true">{'★'.repeat(n)}</span>
              <span className={styles.starText}>{texts.starLabels[n - 1]}</span>
            </label>
          ))}
        </div>
        {message('rating')}
      </fieldset>
      {accountName ? (
        <p>
          <input type="hidden" name="author" value={accountName} />
          {texts.shownAs.replace('{name}', accountName)}
        </p>
      ) : accountName === '' ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-author`}>{texts.author}</label>
          <input
            id={`${id}-author`}
            name="author"
            autoComplete="name"
            defaultValue={values.author}
            maxLength={limits.authorMax}
            required
            {...invalid('author')}
          />
          {message('author')}
        </div>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={`${id}-comment`}>{texts.comment}</label>
        <textarea
          id={`${id}-comment`}
          name="comment"
          rows={4}
          defaultValue={values.comment}
          maxLength={limits.commentMax}
          required
          {...invalid('comment')}
        />
        {message('comment')}
      </div>
      <p className={styles.hint}>{texts.replaces}</p>
      <button type="submit" className={`button-primary ${styles.submit}`} disabled={pending}>
        {pending ? texts.sending : texts.submit}
      </button>
      <p role="status" className={state.status === 'saved' ? styles.saved : styles.error}>
        {state.status === 'saved' && texts.thanks}
        {state.status === 'failed' && texts.failed}
        {state.status === 'invalid' && texts.invalid}
        {state.status === 'signedOut' && texts.signedOut}
      </p>
    </form>
  );
}
