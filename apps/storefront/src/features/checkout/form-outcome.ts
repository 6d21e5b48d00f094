import { CHECKOUT_FIELDS, FIELD_PROBLEMS, type FieldProblems } from './field-problems';

/**
 * What a checkout form posted without JavaScript tells the page it lands on, in its query
 * (`page-query-keys.ts` names `error` and `problems` for the checkout's route): the form's error
 * and each refused field with its problem (`email.INVALID_EMAIL~zip.REQUIRED`).
 */
export interface CheckoutPageOutcome {
  error?: 'fields' | 'failed' | 'tooLarge';
  problems?: FieldProblems;
}

const ERRORS = ['fields', 'failed', 'tooLarge'] as const;

export function printOutcome({ error, problems }: CheckoutPageOutcome): Record<string, string | undefined> {
  const listed = Object.entries(problems ?? {}).map(([field, problem]) => `${field}.${problem}`);
  return { error, problems: listed.length > 0 ? listed.join('~') : undefined };
}

/** The outcome a page's query holds; anything unknown is left out. */
export function readOutcome(query: URLSearchParams): CheckoutPageOutcome {
  const problems: FieldProblems = {};
  for (const item of (query.get('problems') ?? '').split('~')) {
    const [field, problem] = item.split('.');
    const known = CHECKOUT_FIELDS.find((f) => f === field);
    const said = FIELD_PROBLEMS.find((p) => p === problem);
    if (known && said) problems[known] = said;
  }
  const error = ERRORS.find((e) => e === query.get('error'));
  return { ...(error ? { error } : {}), problems };
}
