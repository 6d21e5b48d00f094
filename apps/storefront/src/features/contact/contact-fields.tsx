'use client';

import type { InputHTMLAttributes } from 'react';
import styles from './contact.module.css';
import type {
  ContactFieldName,
  ContactProblem,
  ContactProblems,
  ContactValues,
  DELIVERY_OPTIONS,
  SERVICE_TYPES,
} from './contact-form-state';
import type { PartsRowsTexts } from './parts-rows';

export interface ContactFormTexts {
  requiredNote: string;
  labels: Record<Exclude<ContactFieldName, 'parts'> | 'rentalPeriod' | 'productLink', string>;
  hints: { image: string; imageAgain: string; odometer: string; serialNumber: string; date: string };
  chooseOne: string;
  serviceTypes: Record<(typeof SERVICE_TYPES)[number], string>;
  deliveryOptions: Record<(typeof DELIVERY_OPTIONS)[number], string>;
  parts: PartsRowsTexts;
  submit: string;
  sending: string;
  sent: string;
  invalid: string;
  failed: string;
  problems: Record<ContactProblem, string>;
}

/** What every field of one form shares: the form's id, its texts, the values sent and the problems. */
export interface FieldScope {
  id: string;
  texts: ContactFormTexts;
  values: ContactValues;
  problems: ContactProblems;
}

const errorId = (scope: FieldScope, field: ContactFieldName) => `${scope.id}-${field}-error`;

/** A field's problem in words, tied to its control by `invalidProps`. */
export function FieldMessage({ scope, field }: { scope: FieldScope; field: ContactFieldName }) {
  const problem = scope.problems[field];
  if (!problem) return null;
  return (
    <p id={errorId(scope, field)} className={styles.error}>
      {scope.texts.problems[problem]}
    </p>
  );
}

/** aria-invalid and aria-describedby (the problem, a hint) of a field's control. */
export function invalidProps(scope: FieldScope, field: ContactFieldName, hint?: string) {
  const problem = scope.problems[field];
  const described = [problem ? errorId(scope, field) : null, hint].filter(Boolean).join(' ');
  return {
    ...(problem ? { 'aria-invalid': true as const } : {}),
    ...(described ? { 'aria-describedby': described } : {}),
  };
}

type TextFieldName = Exclude<ContactFieldName, 'parts' | 'image' | 'serviceType' | 'deliveryOption'>;

/** A labelled text input (a text area for the message), with its hint and problem. */
export function ContactField({
  scope,
  name,
  required,
  type = 'text',
  autoComplete,
  maxLength,
  hint,
  extra = {},
}: {
  scope: FieldScope;
  name: TextFieldName;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  maxLength?: number;
  hint?: string;
  /** Further attributes of the input: min, max, inputMode, onChange. */
  extra?: InputHTMLAttributes<HTMLInputElement>;
}) {
  const id = `${scope.id}-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const common = {
    className: 'text-input',
    id,
    name,
    defaultValue: scope.values[name],
    maxLength,
    required,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {scope.texts.labels[name]}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {name === 'message' ? (
        <textarea {...common} rows={5} {...invalidProps(scope, name, hintId)} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          {...extra}
          {...invalidProps(scope, name, hintId)}
        />
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldMessage scope={scope} field={name} />
    </div>
  );
}

/** A required choice from a list, "Choose one" first. */
export function ContactChoice({
  scope,
  name,
  options,
}: {
  scope: FieldScope;
  name: 'serviceType';
  options: Record<string, string>;
}) {
  const id = `${scope.id}-${name}`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {scope.texts.labels[name]}
        <span aria-hidden="true"> *</span>
      </label>
      <select
        className="text-input"
        id={id}
        name={name}
        defaultValue={scope.values[name]}
        required
        {...invalidProps(scope, name)}
      >
        <option value="">{scope.texts.chooseOne}</option>
        {Object.entries(options).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <FieldMessage scope={scope} field={name} />
    </div>
  );
}
