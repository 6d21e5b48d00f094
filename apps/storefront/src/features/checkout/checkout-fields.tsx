'use client';

import type { ReactNode, Ref } from 'react';
import styles from './checkout.module.css';
import type { CheckoutField } from './field-problems';

/** The id of a field's control: where the focus goes when the API marks it. */
export const fieldId = (field: CheckoutField) => `checkout-${field}`;
const errorId = (field: CheckoutField) => `checkout-${field}-error`;

/** A field's problem, tied to its control by aria-describedby. */
export function FieldError({ field, text }: { field: CheckoutField; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={errorId(field)} className={styles.error}>
      {text}
    </p>
  );
}

/** aria props of a control whose field may be in error. */
export const errorProps = (field: CheckoutField, error: string | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': errorId(field) } : {};

export function TextField({
  field,
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
  required = true,
  requiredText,
  wide,
}: {
  field: CheckoutField;
  label: string;
  value: string;
  onChange(value: string): void;
  error: string | undefined;
  hint?: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  inputMode?: 'numeric' | 'text';
  required?: boolean;
  requiredText: string;
  wide?: boolean;
}) {
  const id = fieldId(field);
  const hintId = hint ? `${id}-hint` : undefined;
  const described = [hintId, error ? errorId(field) : undefined].filter(Boolean).join(' ');
  return (
    <div className={styles.field} data-wide={wide || undefined}>
      <label htmlFor={id}>
        {label}
        {required && <span className="visually-hidden"> ({requiredText})</span>}
      </label>
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      <input
        id={id}
        name={field}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError field={field} text={error} />
    </div>
  );
}

/** A titled group of fields. */
export function Section({
  title,
  children,
  sectionRef,
}: {
  title: string;
  children: ReactNode;
  sectionRef?: Ref<HTMLFieldSetElement>;
}) {
  return (
    <fieldset className={styles.section} ref={sectionRef}>
      <legend className={styles.legend}>{title}</legend>
      {children}
    </fieldset>
  );
}
