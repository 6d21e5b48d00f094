import { Button, formStyles } from '@/ui/form';
import { Notice } from '@/ui/notice';
import { approveAction, rejectAction, replyAction } from './actions';
import type { DeskReviewRow } from './documents';
import styles from './reviews.module.css';

export interface ReviewCardTexts {
  title: string;
  stars: string;
  by: string;
  verified: string;
  status: string;
  decided: string | null;
  rejectedBecause: string | null;
  reply: string;
  repliedBy: string | null;
  onlyThisProduct: string;
  forms: {
    approve: string;
    reject: string;
    reason: string;
    reasonHint: string;
    reply: string;
    replyHint: string;
    saveReply: string;
  };
}

/** A refused form of this review, said beside it with what was typed kept. */
interface CardOutcome {
  form: string | null;
  problem: string | null;
  typed: string | null;
}

/** A textarea with its label, hint and problem tied to it. */
function TextArea(props: {
  id: string;
  name: string;
  label: string;
  hint: string;
  max: number;
  value: string;
  problem: string | null;
  required?: boolean;
}) {
  const described = [`${props.id}-hint`, props.problem ? `${props.id}-problem` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={props.id}>
        {props.label}
      </label>
      <span id={`${props.id}-hint`} className={formStyles.hint}>
        {props.hint}
      </span>
      <textarea
        id={props.id}
        name={props.name}
        rows={3}
        maxLength={props.max}
        required={props.required}
        defaultValue={props.value}
        className={`${formStyles.input} ${styles.textarea}`}
        aria-invalid={props.problem ? true : undefined}
        aria-describedby={described}
      />
      {props.problem ? (
        <span id={`${props.id}-problem`} className={formStyles.problem}>
          {props.problem}
        </span>
      ) : null}
    </div>
  );
}

/**
 * One review as staff judge it: the stars, text and author, where it stands and who decided, the
 * shop's reply; and, for a member who may, plain forms to approve, reject with a reason and reply.
 */
export function ReviewCard({
  review,
  locale,
  back,
  canWrite,
  limits,
  productHref,
  outcome,
  texts,
}: {
  review: DeskReviewRow;
  locale: string;
  /** The list's part of the address, posted back so the member lands where they were. */
  back: string;
  canWrite: boolean;
  limits: { reasonMax: number; replyMax: number };
  productHref: string;
  outcome: CardOutcome;
  texts: ReviewCardTexts;
}) {
  const id = `review-${review.id}`;
  const problemOf = (form: string) => (outcome.form === form ? outcome.problem : null);
  const typedIn = (form: string) => (outcome.form === form ? outcome.typed : null);
  const hidden = (
    <>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="back" value={back} />
      <input type="hidden" name="reviewId" value={review.id} />
    </>
  );
  return (
    <article id={id} className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        {texts.title}
      </h2>
      <p className={styles.meta}>
        <span className={`${styles.status} ${styles[review.status]}`}>{texts.status}</span>
        <a href={productHref}>{texts.onlyThisProduct}</a>
      </p>
      <p>
        <span aria-hidden="true" className={styles.stars}>
          {'★'.repeat(review.rating)}
          {'☆'.repeat(5 - review.rating)}
        </span>{' '}
        <span className="visually-hidden">{texts.stars}</span>
      </p>
      <p lang={review.languageCode} className={styles.comment}>
        {review.comment}
      </p>
      <p className={styles.meta}>
        {texts.by}
        {review.verifiedPurchase ? ` · ${texts.verified}` : ''}
      </p>
      {texts.decided ? <p className={styles.meta}>{texts.decided}</p> : null}
      {texts.rejectedBecause ? <p className={styles.reason}>{texts.rejectedBecause}</p> : null}
      {review.reply && !canWrite ? (
        <div className={styles.reply}>
          <h3>{texts.reply}</h3>
          <p className={styles.comment}>{review.reply}</p>
          {texts.repliedBy ? <p className={styles.meta}>{texts.repliedBy}</p> : null}
        </div>
      ) : null}
      {canWrite ? (
        <div className={styles.forms}>
          {outcome.problem && !outcome.form ? <Notice tone="error">{outcome.problem}</Notice> : null}
          {review.status !== 'APPROVED' ? (
            <form action={approveAction} className={styles.approve}>
              {hidden}
              <Button>{texts.forms.approve}</Button>
              {problemOf('approve') ? <Notice tone="error">{problemOf('approve')}</Notice> : null}
            </form>
          ) : null}
          <form action={rejectAction} className={formStyles.form}>
            {hidden}
            <TextArea
              id={`${id}-reason`}
              name="reason"
              label={texts.forms.reason}
              hint={texts.forms.reasonHint}
              max={limits.reasonMax}
              value={
                typedIn('reject') ?? (review.status === 'REJECTED' ? (review.rejectionReason ?? '') : '')
              }
              problem={problemOf('reject')}
              required
            />
            <div>
              <Button kind="danger">{texts.forms.reject}</Button>
            </div>
          </form>
          <form action={replyAction} className={formStyles.form}>
            {hidden}
            <TextArea
              id={`${id}-reply`}
              name="reply"
              label={texts.forms.reply}
              hint={texts.forms.replyHint}
              max={limits.replyMax}
              value={typedIn('reply') ?? review.reply ?? ''}
              problem={problemOf('reply')}
            />
            {texts.repliedBy ? <p className={styles.meta}>{texts.repliedBy}</p> : null}
            <div>
              <Button kind="secondary">{texts.forms.saveReply}</Button>
            </div>
          </form>
        </div>
      ) : null}
    </article>
  );
}
