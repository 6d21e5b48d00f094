/** What a sign-in form shows after a post: the problem (a message key of `auth.problems`) and what was typed. */
export interface AuthFormState {
  problem: string | null;
  /** Seconds to wait, for THROTTLED. */
  seconds?: number | null;
  email?: string;
}

export const EMPTY_AUTH_FORM: AuthFormState = { problem: null };

/** A form field as text, trimmed unless it is a password. */
export function fieldOf(form: FormData, name: string, { trim = true } = {}): string {
  const value = form.get(name);
  if (typeof value !== 'string') return '';
  return trim ? value.trim() : value;
}
