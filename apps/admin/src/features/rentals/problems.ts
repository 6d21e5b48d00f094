import { param, type SearchParams } from '@/ui/data-table';

/**
 * A refusal's words from the address a form came back to (`problem`, and for a block over a
 * booking `conflictId`, `conflictState`, `conflictFrom`, `conflictTo`), or null. `problems` holds
 * the desk's refusal texts and the common form errors; `states` names a conflict's state.
 */
export function problemText(
  problems: Record<string, string>,
  params: SearchParams,
  states: Record<string, string> = {},
): string | null {
  const code = param(params, 'problem');
  if (!code) return null;
  const text = problems[code] ?? problems.UNKNOWN ?? code;
  const state = param(params, 'conflictState') ?? '';
  const values: Record<string, string> = {
    id: param(params, 'conflictId') ?? '',
    state: states[state] ?? state,
    from: param(params, 'conflictFrom') ?? '',
    to: param(params, 'conflictTo') ?? '',
  };
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
