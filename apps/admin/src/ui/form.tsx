import type {
  ButtonHTMLAttributes,
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import styles from './form.module.css';

export const formStyles = styles;

interface FieldProps {
  /** The input's name and the base of its id. */
  name: string;
  label: string;
  hint?: string;
  /** The field's problem, translated; it marks the input invalid and is read with it. */
  problem?: string | null;
}

/** What each of the kit's inputs carries: its id and name, its look, and its hint and problem tied to it. */
function control(name: string, hint?: string, problem?: string | null) {
  const ids = [hint ? `${name}-hint` : null, problem ? `${name}-problem` : null].filter(Boolean);
  return {
    id: name,
    name,
    className: styles.input,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
  };
}

function FieldFrame({ name, label, hint, problem, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={name}>
        {label}
      </label>
      {hint ? (
        <span id={`${name}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {children}
      {problem ? (
        <span id={`${name}-problem`} className={styles.problem}>
          {problem}
        </span>
      ) : null}
    </div>
  );
}

/** A labelled input with its hint and problem tied to it for screen readers. */
export function TextField({
  name,
  label,
  hint,
  problem,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>) {
  return (
    <FieldFrame name={name} label={label} hint={hint} problem={problem}>
      <input {...control(name, hint, problem)} {...input} />
    </FieldFrame>
  );
}

/** A labelled text area, as a text field. */
export function TextAreaField({
  name,
  label,
  hint,
  problem,
  ...area
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'>) {
  return (
    <FieldFrame name={name} label={label} hint={hint} problem={problem}>
      <textarea {...control(name, hint, problem)} {...area} />
    </FieldFrame>
  );
}

/** A labelled select. */
export function SelectField({
  name,
  label,
  hint,
  problem,
  children,
  ...select
}: FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id'>) {
  return (
    <FieldFrame name={name} label={label} hint={hint} problem={problem}>
      <select {...control(name, hint, problem)} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
}

/** A button; `kind` picks its weight. */
export function Button({
  kind = 'primary',
  className,
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { kind?: 'primary' | 'secondary' | 'danger' }) {
  const look = kind === 'primary' ? styles.button : `${styles.button} ${styles[kind]}`;
  return <button type="submit" className={className ? `${look} ${className}` : look} {...button} />;
}
