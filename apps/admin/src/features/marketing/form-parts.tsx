import type { ReactNode } from 'react';
import { formStyles } from '@/ui/form';
import styles from './marketing.module.css';

/** Which field of a form a refusal belongs beside; one not named here is said above the form. */
export const PROBLEM_FIELDS: Record<string, string> = {
  BAD_ALIAS: 'alias',
  DUPLICATE_ALIAS: 'alias',
  BAD_CODE: 'code',
  DUPLICATE_CODE: 'code',
  NAME_REQUIRED: 'name-sv',
  BAD_PERCENTAGE: 'percentage',
  BAD_AMOUNT: 'amounts',
  AMOUNT_REQUIRED: 'amounts',
  UNKNOWN_CURRENCY: 'amounts',
  MARKET_NOT_FOUND: 'market',
  CATEGORY_NOT_FOUND: 'categoryId',
  BRAND_NOT_FOUND: 'brandId',
  UNKNOWN_PRODUCTS: 'articleNumbers',
  TARGET_REQUIRED: 'articleNumbers',
  BAD_START: 'startsAt',
  END_BEFORE_START: 'endsAt',
  ENDS_IN_THE_PAST: 'endsAt',
  BAD_END: 'endsAt',
  BAD_LIMIT: 'maxUses',
};

/** A field's problem text, tied to its input by id for screen readers. */
export function FieldProblem({ id, text }: { id: string; text: string | null }) {
  return text ? (
    <span id={`${id}-problem`} className={formStyles.problem}>
      {text}
    </span>
  ) : null;
}

/** A group of fields with its legend, hint and problem (texts per language, amounts per currency). */
export function Group({
  id,
  legend,
  hint,
  problem,
  className,
  children,
}: {
  id: string;
  legend: string;
  hint?: string;
  problem?: string | null;
  className?: string;
  children: ReactNode;
}) {
  const described = [hint ? `${id}-hint` : null, problem ? `${id}-problem` : null].filter(Boolean).join(' ');
  return (
    <fieldset className={styles.fieldset} aria-describedby={described || undefined}>
      <legend>{legend}</legend>
      {hint ? (
        <span id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </span>
      ) : null}
      <FieldProblem id={id} text={problem ?? null} />
      <div className={className}>{children}</div>
    </fieldset>
  );
}

/** The three kinds of discount as radio buttons. */
export function KindChoice({
  value,
  labels,
}: {
  value: string;
  labels: Record<'PERCENTAGE' | 'FIXED_AMOUNT' | 'FREE_SHIPPING', string>;
}) {
  return (
    <div className={styles.choices}>
      {(['PERCENTAGE', 'FIXED_AMOUNT', 'FREE_SHIPPING'] as const).map((kind) => (
        <label key={kind} className={styles.choice}>
          <input type="radio" name="kind" value={kind} defaultChecked={value === kind} />
          {labels[kind]}
        </label>
      ))}
    </div>
  );
}
