import type { CustomerType } from '@/lib/config';

/** The `auth` texts the sign-in panel and the account forms show (ADR 20: texts travel as props). */
export const AUTH_TEXT_KEYS = [
  'signIn',
  'register',
  'panelLabel',
  'forgotPassword',
  'forgotTitle',
  'forgotText',
  'forgotSent',
  'sendLink',
  'backToSignIn',
  'noAccount',
  'haveAccount',
  'email',
  'password',
  'passwordConfirm',
  'passwordHint',
  'rememberMe',
  'newsletter',
  'customerType',
  'myAccount',
  'signOut',
  'signedIn',
  'signedOut',
  'required',
  'invalidEmail',
  'passwordTooShort',
  'passwordsDiffer',
  'wrongCredentials',
  'accountExists',
  'tooManyAttempts',
  'failed',
  'sending',
] as const;

export type AuthTextKey = (typeof AUTH_TEXT_KEYS)[number];

export type AuthTexts = Record<AuthTextKey, string> & {
  close: string;
  customerTypes: Record<CustomerType, string>;
};
