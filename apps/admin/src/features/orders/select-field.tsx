import type { SelectHTMLAttributes } from 'react';
import { formStyles } from '@/ui/form';

/** A labelled select for the list's filters. */
export function FilterSelect({
  name,
  label,
  children,
  ...select
}: { name: string; label: string } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id'>) {
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={name}>
        {label}
      </label>
      <select id={name} name={name} className={formStyles.input} {...select}>
        {children}
      </select>
    </div>
  );
}
