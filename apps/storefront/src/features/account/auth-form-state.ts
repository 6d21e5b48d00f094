import type { CredentialProblems } from './credentials';

/** A form error of the `auth` namespace: what the API refused, told in the shopper's words. */
export type AuthFormError = 'wrongCredentials' | 'accountExists' | 'tooManyAttempts' | 'failed';

/** What an auth form's action answers; the form shows it and the panel acts on `done`. */
export interface AuthFormState {
  status: 'idle' | 'invalid' | 'refused' | 'done';
  problems: CredentialProblems;
  formError?: AuthFormError;
  /** The email sent, filled in again when refused. */
  email: string;
  /** After a sign-in: the account's customer type, which the shop switches to. */
  customerType?: string;
}

export const IDLE_AUTH_FORM: AuthFormState = { status: 'idle', problems: {}, email: '' };

/** The API's refusal codes (ADR 25) as form errors; anything unexpected is 'failed'. */
export function authFormError(code: string): AuthFormError {
  if (code === 'WRONG_CREDENTIALS') return 'wrongCredentials';
  if (code === 'ACCOUNT_EXISTS') return 'accountExists';
  if (code === 'TOO_MANY_ATTEMPTS') return 'tooManyAttempts';
  return 'failed';
}
