import type { InputHTMLAttributes, SelectHTMLAttributes } from 'react';
import styles from './account-forms.module.css';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  /** The field's problem, already in words. */
  error?: string;
  hint?: string;
  /** Unique on the page: the panel and a page may both hold a field of one name. */
  idPrefix: string;
}

/** A labelled input whose problem is announced with it (aria-invalid, aria-describedby). */
export function FormField({ name, label, error, hint, idPrefix, ...input }: FormFieldProps) {
  const id = `${idPrefix}-${name}`;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        className="text-input"
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}

/** A labelled choice of a few options, each a value and its words. */
export function SelectField({
  name,
  label,
  error,
  idPrefix,
  options,
  ...select
}: Omit<FormFieldProps, keyof InputHTMLAttributes<HTMLInputElement>> &
  SelectHTMLAttributes<HTMLSelectElement> & { options: readonly { value: string; label: string }[] }) {
  const id = `${idPrefix}-${name}`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        className="text-input"
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}

/** A checkbox with its label beside it. */
export function CheckField({ name, label, idPrefix, ...input }: Omit<FormFieldProps, 'error' | 'hint'>) {
  const id = `${idPrefix}-${name}`;
  return (
    <div className={styles.check}>
      <input id={id} name={name} type="checkbox" {...input} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** A form's own message: an error announced at once, or a quiet confirmation. */
export function FormMessage({ text, kind }: { text: string | undefined; kind: 'error' | 'success' }) {
  return (
    <p
      role={kind === 'error' ? 'alert' : 'status'}
      className={kind === 'error' ? styles.formError : styles.success}
    >
      {text}
    </p>
  );
}
