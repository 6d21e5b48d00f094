import type { TextareaHTMLAttributes } from 'react';
import { formStyles } from '@/ui/form';

/** A labelled text area with its hint and problem read with it, as the form kit's inputs have them. */
export function TextAreaField({
  name,
  label,
  hint,
  problem,
  ...area
}: {
  name: string;
  label: string;
  hint?: string;
  problem?: string | null;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'>) {
  const described = [hint ? `${name}-hint` : null, problem ? `${name}-problem` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={name}>
        {label}
      </label>
      {hint ? (
        <span id={`${name}-hint`} className={formStyles.hint}>
          {hint}
        </span>
      ) : null}
      <textarea
        id={name}
        name={name}
        className={formStyles.input}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described || undefined}
        {...area}
      />
      {problem ? (
        <span id={`${name}-problem`} className={formStyles.problem}>
          {problem}
        </span>
      ) : null}
    </div>
  );
}
