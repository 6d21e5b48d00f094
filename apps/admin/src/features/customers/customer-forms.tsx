'use client';

import { useActionState } from 'react';
import { Button, formStyles } from '@/ui/form';
import { Notice } from '@/ui/notice';
import { addNoteAction, impersonateAction } from './actions';
import styles from './customers.module.css';
import { EMPTY_IMPERSONATION, EMPTY_NOTE_FORM } from './form-state';

const problemText = (problems: Record<string, string>, code: string | null) =>
  code ? (problems[code] ?? problems.UNKNOWN ?? code) : null;

/** A note on the customer, signed by the member; a refused note stays in the field with why. */
export function NoteForm({
  customerId,
  locale,
  texts,
}: {
  customerId: number;
  locale: string;
  texts: { label: string; hint: string; submit: string; problems: Record<string, string> };
}) {
  const [state, action, pending] = useActionState(addNoteAction, EMPTY_NOTE_FORM);
  const problem = problemText(texts.problems, state.problem);
  return (
    <form action={action} className={formStyles.form}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="customerId" value={customerId} />
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="note-body">
          {texts.label}
        </label>
        <span id="note-body-hint" className={formStyles.hint}>
          {texts.hint}
        </span>
        <textarea
          // A new key after each note written empties the field.
          key={state.written}
          id="note-body"
          name="body"
          rows={3}
          maxLength={4000}
          required
          className={`${formStyles.input} ${styles.textarea}`}
          defaultValue={state.body}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'note-body-hint note-body-problem' : 'note-body-hint'}
        />
        {problem ? (
          <span id="note-body-problem" className={formStyles.problem} role="alert">
            {problem}
          </span>
        ) : null}
      </div>
      <div>
        <Button disabled={pending}>{texts.submit}</Button>
      </div>
    </form>
  );
}

/**
 * Signs in as the customer: the button asks the API for a single-use address (recorded in the
 * audit trail), shown as a link that opens the storefront in a new tab.
 */
export function ImpersonateForm({
  customerId,
  locale,
  texts,
}: {
  customerId: number;
  locale: string;
  texts: { submit: string; ready: string; open: string; problems: Record<string, string> };
}) {
  const [state, action, pending] = useActionState(impersonateAction, EMPTY_IMPERSONATION);
  const problem = problemText(texts.problems, state.problem);
  const until = state.expiresAt
    ? new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'Europe/Stockholm' }).format(
        new Date(state.expiresAt),
      )
    : '';
  return (
    <form action={action} className={styles.stack}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="customerId" value={customerId} />
      <div>
        <Button kind="secondary" disabled={pending}>
          {texts.submit}
        </Button>
      </div>
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      {state.url ? (
        <Notice tone="success">
          <p>{texts.ready.replace('{until}', until)}</p>
          <a href={state.url} target="_blank" rel="noopener noreferrer" data-testid="impersonation-link">
            {texts.open}
          </a>
        </Notice>
      ) : null}
    </form>
  );
}
