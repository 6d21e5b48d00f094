import type { TextareaHTMLAttributes } from 'react';
import { formStyles } from '@/ui/form';

/** A labelled text area with its hint and problem read with it (the form kit has inputs and selects). */
export function TextArea({
  name,
  id = name,
  label,
  hint,
  problem,
  ...area
}: {
  name: string;
  id?: string;
  label: string;
  hint?: string;
  problem?: string | null;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'>) {
  const described = [hint ? `${id}-hint` : null, problem ? `${id}-problem` : null].filter(Boolean).join(' ');
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <span id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </span>
      ) : null}
      <textarea
        id={id}
        name={name}
        rows={3}
        className={formStyles.input}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described || undefined}
        {...area}
      />
      {problem ? (
        <span id={`${id}-problem`} className={formStyles.problem}>
          {problem}
        </span>
      ) : null}
    </div>
  );
}
