import type { ReactNode } from 'react';
import styles from './email-sign-up.module.css';

export interface EmailSignUpTexts {
  email: string;
  submit: string;
}

/**
 * An email and a button, posted to a server action: a plain form, so it works before (and without)
 * JavaScript and adds none to the page. What the action needs besides the address travels as
 * hidden fields (ADR 14); `children` go before the address (a size to choose, say).
 */
export function EmailSignUp({
  id,
  action,
  texts,
  hidden = {},
  error,
  tone = 'light',
  children,
}: {
  /** Unique on the page. */
  id: string;
  action: (form: FormData) => Promise<void>;
  texts: EmailSignUpTexts;
  hidden?: Record<string, string | number>;
  /** The last post's problem, already in words. */
  error?: string;
  /** `dark` on the footer's dark background. */
  tone?: 'light' | 'dark';
  children?: ReactNode;
}) {
  const inputId = `${id}-email`;
  return (
    <form action={action} className={`${styles.form} ${tone === 'dark' ? styles.dark : ''}`}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <label htmlFor={inputId}>{texts.email}</label>
      <div className={styles.row}>
        <input
          className="text-input"
          id={inputId}
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className={`button-primary ${styles.submit}`}>
          {texts.submit}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
