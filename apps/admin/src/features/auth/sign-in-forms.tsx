'use client';

import { useActionState } from 'react';
import { Button, formStyles, TextField } from '@/ui/form';
import { Notice } from '@/ui/notice';
import { signInAction } from './actions';
import { type AuthFormState, EMPTY_AUTH_FORM } from './form-state';
import { verifyTotpAction } from './totp-actions';

/** The texts a sign-in form shows, translated by the page. */
export interface SignInTexts {
  email: string;
  password: string;
  code: string;
  submitSignIn: string;
  submitCode: string;
  /** Messages by problem key; `{seconds}` is filled in. */
  problems: Record<string, string>;
}

function problemText(texts: SignInTexts, state: AuthFormState): string | null {
  if (!state.problem) return null;
  if (state.problem === 'THROTTLED' && state.seconds)
    return (texts.problems.THROTTLED_SECONDS ?? '').replace('{seconds}', String(state.seconds));
  return texts.problems[state.problem] ?? texts.problems.UNKNOWN ?? state.problem;
}

interface FormProps {
  texts: SignInTexts;
  locale: string;
  next: string | null;
}

function Hidden({ locale, next }: { locale: string; next: string | null }) {
  return (
    <>
      <input type="hidden" name="locale" value={locale} />
      {next ? <input type="hidden" name="next" value={next} /> : null}
    </>
  );
}

/** Email and password; a real form that posts without JavaScript too. */
export function SignInForm({ texts, locale, next }: FormProps) {
  const [state, action, pending] = useActionState(signInAction, EMPTY_AUTH_FORM);
  const problem = problemText(texts, state);
  return (
    <form
      action={action}
      className={formStyles.form}
      aria-describedby={problem ? 'sign-in-problem' : undefined}
    >
      {problem ? (
        <Notice tone="error" id="sign-in-problem">
          {problem}
        </Notice>
      ) : null}
      <Hidden locale={locale} next={next} />
      <TextField
        name="email"
        type="email"
        label={texts.email}
        autoComplete="username"
        required
        defaultValue={state.email}
        key={state.email ?? ''}
      />
      <TextField
        name="password"
        type="password"
        label={texts.password}
        autoComplete="current-password"
        required
      />
      <Button disabled={pending}>{texts.submitSignIn}</Button>
    </form>
  );
}

/** The code from the authenticator app, after the password. */
export function TotpForm({ texts, locale, next }: FormProps) {
  const [state, action, pending] = useActionState(verifyTotpAction, EMPTY_AUTH_FORM);
  const problem = problemText(texts, state);
  return (
    <form action={action} className={formStyles.form}>
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      <Hidden locale={locale} next={next} />
      <TextField
        name="code"
        label={texts.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]{6,8}"
        maxLength={8}
        required
        problem={state.problem === 'WRONG_CODE' ? problem : null}
      />
      <Button disabled={pending}>{texts.submitCode}</Button>
    </form>
  );
}
