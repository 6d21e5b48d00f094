'use client';

import { useActionState } from 'react';
import { Button, formStyles, TextField } from '@/ui/form';
import { Notice } from '@/ui/notice';
import { EMPTY_AUTH_FORM } from './form-state';
import { PASSWORD_MIN } from './password-rules';
import { setPasswordAction } from './set-password-actions';

export interface SetPasswordTexts {
  password: string;
  passwordHint: string;
  confirm: string;
  submit: string;
  problems: Record<string, string>;
}

/** The new password twice; posts without JavaScript too. */
export function SetPasswordForm({
  texts,
  locale,
  token,
}: {
  texts: SetPasswordTexts;
  locale: string;
  token: string;
}) {
  const [state, action, pending] = useActionState(setPasswordAction, EMPTY_AUTH_FORM);
  const problem = state.problem ? (texts.problems[state.problem] ?? texts.problems.UNKNOWN) : null;
  const field = state.problem === 'mismatch' ? 'confirm' : state.problem === 'tooShort' ? 'password' : null;
  return (
    <form action={action} className={formStyles.form}>
      {problem && !field ? <Notice tone="error">{problem}</Notice> : null}
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="token" value={token} />
      <TextField
        name="password"
        type="password"
        label={texts.password}
        hint={texts.passwordHint}
        autoComplete="new-password"
        minLength={PASSWORD_MIN}
        required
        problem={field === 'password' ? problem : null}
      />
      <TextField
        name="confirm"
        type="password"
        label={texts.confirm}
        autoComplete="new-password"
        minLength={PASSWORD_MIN}
        required
        problem={field === 'confirm' ? problem : null}
      />
      <Button disabled={pending}>{texts.submit}</Button>
    </form>
  );
}
