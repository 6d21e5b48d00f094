import { param, type SearchParams } from '@/ui/data-table';

/** What a form of the SKU's page came back with: done, or a refusal in words and what was typed. */
export interface FormOutcome {
  done: string | null;
  problem: { code: string; text: string } | null;
  /** The values the form posted, by field, to fill it again after a refusal. */
  typed: Record<string, string>;
}

const TYPED = ['market', 'selling', 'regular', 'startsAt', 'reason', 'quantity', 'note', 'threshold'];

/** The outcome the address holds for one form (`form=price`), or an empty one for the others. */
export function outcomeOf(params: SearchParams, form: string, problems: Record<string, string>): FormOutcome {
  if (param(params, 'form') !== form) return { done: null, problem: null, typed: {} };
  const code = param(params, 'problem');
  const typed = Object.fromEntries(
    TYPED.flatMap((name) => (param(params, name) ? [[name, param(params, name) as string]] : [])),
  );
  return {
    done: code ? null : param(params, 'done'),
    problem: code ? { code, text: problems[code] ?? problems.UNKNOWN ?? code } : null,
    typed: code ? typed : {},
  };
}

/** The refusal's words beside `field` when the refusal is one of that field's, else null. */
export function problemBeside(
  outcome: FormOutcome,
  fieldOf: Record<string, string>,
  field: string,
): string | null {
  return outcome.problem && fieldOf[outcome.problem.code] === field ? outcome.problem.text : null;
}

/** The refusal's words when no field of the form explains it (said above the fields), else null. */
export function problemAbove(outcome: FormOutcome, fieldOf: Record<string, string>): string | null {
  return outcome.problem && !fieldOf[outcome.problem.code] ? outcome.problem.text : null;
}
