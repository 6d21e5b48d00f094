'use client';

import { useActionState, useRef } from 'react';
import { commitReset, type ResetFormState } from './account-actions';
import styles from './account-forms.module.css';
import type { CredentialProblem } from './credentials';
import { FormField, FormMessage } from './form-field';
import { useFocusFirstProblem } from './use-focus-problem';

export interface ResetTexts {
  password: string;
  passwordConfirm: string;
  passwordHint: string;
  save: string;
  sending: string;
  done: string;
  keyExpired: string;
  failed: string;
  problems: Record<CredentialProblem, string>;
}

/** A new password for the key from the reset mail; an expired key asks for a new mail. */
export function ResetPasswordForm({
  resetKey,
  texts,
  signInHref,
  signInLabel,
  forgotHint,
}: {
  resetKey: string;
  texts: ResetTexts;
  signInHref: string;
  signInLabel: string;
  forgotHint: string;
}) {
  const [state, action, pending] = useActionState(commitReset, {
    status: 'idle',
    problems: {},
  } as ResetFormState);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstProblem(form, state, state.status === 'invalid');
  if (state.status === 'done') {
    return (
      <>
        <FormMessage kind="success" text={texts.done} />
        <p>
          <a href={signInHref}>{signInLabel}</a>
        </p>
      </>
    );
  }
  const problem = (field: 'password' | 'passwordConfirm') => {
    const key = state.problems[field];
    return key ? texts.problems[key] : undefined;
  };
  return (
    <form ref={form} action={action} className={styles.form} noValidate>
      <input type="hidden" name="resetKey" value={resetKey} />
      <FormMessage
        kind="error"
        text={
          state.status === 'expired' ? texts.keyExpired : state.status === 'failed' ? texts.failed : undefined
        }
      />
      {state.status === 'expired' && (
        <p>
          <a href={signInHref}>{forgotHint}</a>
        </p>
      )}
      <FormField
        idPrefix="reset"
        name="password"
        type="password"
        autoComplete="new-password"
        label={texts.password}
        hint={texts.passwordHint}
        error={problem('password')}
        required
      />
      <FormField
        idPrefix="reset"
        name="passwordConfirm"
        type="password"
        autoComplete="new-password"
        label={texts.passwordConfirm}
        error={problem('passwordConfirm')}
        required
      />
      <div>
        <button type="submit" className="button-primary" disabled={pending}>
          {pending ? texts.sending : texts.save}
        </button>
      </div>
    </form>
  );
}
