import type { EnumValues } from '@/lib/graphql/graphql';
import type { MutationResult, ProblemFields } from '@/lib/graphql/mutation-result';

/** How a sign-up post ended, as the page it leads to shows it (one message each). */
export const SIGN_UP_OUTCOMES = ['done', 'invalid', 'busy', 'failed'] as const;
export type SignUpOutcome = (typeof SIGN_UP_OUTCOMES)[number];

/** The refusal a sign-up form knows by field: an address the API does not take. */
export const SIGN_UP_PROBLEMS: ProblemFields<'email', 'invalid', EnumValues<'NewsletterRefusalCode'>> = {
  INVALID_EMAIL: { field: 'email', problem: 'invalid' },
};

/** The outcome of a sign-up: the API's answer, its refusal of the address, its rate limit, or a failure. */
export function signUpOutcome(result: MutationResult<unknown, 'email', 'invalid'>): SignUpOutcome {
  if (result.ok) return 'done';
  if (result.fieldErrors.email) return 'invalid';
  return result.formError === ('RATE_LIMITED' satisfies EnumValues<'NewsletterRefusalCode'>)
    ? 'busy'
    : 'failed';
}

/** An outcome read back from the address; anything else is none. */
export function outcomeOf(value: string | null): SignUpOutcome | null {
  return SIGN_UP_OUTCOMES.find((outcome) => outcome === value) ?? null;
}

/** A posted text field, bounded: past the API's own limits it is refused all the same. */
export function postedText(form: FormData, name: string, max: number): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, max) : '';
}
