'use client';

import { type FormEvent, useActionState, useId, useState } from 'react';
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
  sending: string;
  thanks: string;
  failed: string;
  invalid: string;
  /** What each problem says, with the API's length limits already in. */
  problems: Record<ReviewFieldProblem, string>;
}

/**
 * The review form: a star rating (radio group), a name and a comment, all required. It works without
 * JavaScript too: the server answers with the page, the form's state and the values sent.
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
      <button type="submit" className={`button-primary ${styles.submit}`} disabled={pending}>
        {pending ? texts.sending : texts.submit}
      </button>
      <p role="status" className={state.status === 'saved' ? styles.saved : styles.error}>
        {state.status === 'saved' && texts.thanks}
        {state.status === 'failed' && texts.failed}
        {state.status === 'invalid' && texts.invalid}
      </p>
    </form>
  );
}
