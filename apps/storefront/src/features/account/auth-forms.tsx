'use client';

import { useActionState, useEffect, useRef, useState } from 'react';
import { CUSTOMER_TYPES } from '@/lib/config';
import styles from './account-forms.module.css';
import { register, requestReset, signIn } from './auth-actions';
import { type AuthFormState, IDLE_AUTH_FORM } from './auth-form-state';
import type { AuthTexts } from './auth-texts';
import { CheckField, FormField, FormMessage } from './form-field';
import { useFocusFirstProblem } from './use-focus-problem';

interface FormProps {
  texts: AuthTexts;
  /** Called once with the action's answer when it succeeded. */
  onDone?: (state: AuthFormState) => void;
}

function useAuthForm(
  action: (previous: AuthFormState, form: FormData) => Promise<AuthFormState>,
  onDone: FormProps['onDone'],
) {
  const [state, formAction, pending] = useActionState(action, IDLE_AUTH_FORM);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (state.status === 'done') onDone?.(state);
  }, [state, onDone]);
  useFocusFirstProblem(form, state, state.status === 'invalid');
  return { state, formAction, pending, form };
}

const problemText = (texts: AuthTexts, problem: keyof AuthTexts | undefined) =>
  problem ? String(texts[problem]) : undefined;

function SubmitButton({ label, pending, texts }: { label: string; pending: boolean; texts: AuthTexts }) {
  return (
    <button type="submit" className="button-primary" disabled={pending}>
      {pending ? texts.sending : label}
    </button>
  );
}

/**
 * Where a sign-in page's form lands when the page's script has not run (ADR 14): the action sends
 * the browser there; with the script, the page follows the answer itself.
 */
function Landing({ href }: { href: string }) {
  const [scripted, setScripted] = useState('');
  useEffect(() => setScripted('1'), []);
  return (
    <>
      <input type="hidden" name="landing" value={href} />
      <input type="hidden" name="scripted" value={scripted} />
    </>
  );
}

export function SignInForm({ texts, onDone, landing }: FormProps & { landing?: string }) {
  const { state, formAction, pending, form } = useAuthForm(signIn, onDone);
  // A sign-in page's form goes on to its landing once signed in (the whole page, for the header).
  useEffect(() => {
    if (landing && !onDone && state.status === 'done') window.location.assign(landing);
  }, [landing, onDone, state.status]);
  return (
    <form ref={form} action={formAction} className={styles.form} noValidate>
      {landing && <Landing href={landing} />}
      <FormMessage kind="error" text={problemText(texts, state.formError)} />
      <FormField
        idPrefix="sign-in"
        name="email"
        type="email"
        autoComplete="username"
        label={texts.email}
        defaultValue={state.email}
        error={problemText(texts, state.problems.email)}
        required
      />
      <FormField
        idPrefix="sign-in"
        name="password"
        type="password"
        autoComplete="current-password"
        label={texts.password}
        error={problemText(texts, state.problems.password)}
        required
      />
      <CheckField idPrefix="sign-in" name="remember" label={texts.rememberMe} defaultChecked />
      <SubmitButton label={texts.signIn} pending={pending} texts={texts} />
    </form>
  );
}

export function RegisterForm({ texts, onDone }: FormProps) {
  const { state, formAction, pending, form } = useAuthForm(register, onDone);
  return (
    <form ref={form} action={formAction} className={styles.form} noValidate>
      <FormMessage kind="error" text={problemText(texts, state.formError)} />
      <FormField
        idPrefix="register"
        name="email"
        type="email"
        autoComplete="email"
        label={texts.email}
        defaultValue={state.email}
        error={problemText(texts, state.problems.email)}
        required
      />
      <FormField
        idPrefix="register"
        name="password"
        type="password"
        autoComplete="new-password"
        label={texts.password}
        hint={texts.passwordHint}
        error={problemText(texts, state.problems.password)}
        required
        minLength={7}
      />
      <FormField
        idPrefix="register"
        name="passwordConfirm"
        type="password"
        autoComplete="new-password"
        label={texts.passwordConfirm}
        error={problemText(texts, state.problems.passwordConfirm)}
        required
      />
      <fieldset className={styles.choices}>
        <legend>{texts.customerType}</legend>
        {CUSTOMER_TYPES.map(({ type }, index) => (
          <label key={type} className={styles.check}>
            <input type="radio" name="customerType" value={type} defaultChecked={index === 0} />
            {texts.customerTypes[type]}
          </label>
        ))}
      </fieldset>
      <CheckField idPrefix="register" name="newsletter" label={texts.newsletter} />
      <CheckField idPrefix="register" name="remember" label={texts.rememberMe} defaultChecked />
      <SubmitButton label={texts.register} pending={pending} texts={texts} />
    </form>
  );
}

export function ForgotPasswordForm({ texts }: FormProps) {
  const { state, formAction, pending, form } = useAuthForm(requestReset, undefined);
  return (
    <form ref={form} action={formAction} className={styles.form} noValidate>
      <p>{texts.forgotText}</p>
      <FormMessage kind="error" text={problemText(texts, state.formError)} />
      <FormMessage kind="success" text={state.status === 'done' ? texts.forgotSent : undefined} />
      <FormField
        idPrefix="forgot"
        name="email"
        type="email"
        autoComplete="email"
        label={texts.email}
        defaultValue={state.email}
        error={problemText(texts, state.problems.email)}
        required
      />
      <SubmitButton label={texts.sendLink} pending={pending} texts={texts} />
    </form>
  );
}
