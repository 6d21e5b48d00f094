/** Password minimum (spec section 9); the API only sees the digest, so this check is the storefront's. */
export const PASSWORD_MIN_LENGTH = 7;

/** Message keys of the `auth` namespace a credentials field can show. */
export type CredentialProblem = 'required' | 'invalidEmail' | 'passwordTooShort' | 'passwordsDiffer';

export type CredentialField = 'email' | 'password' | 'passwordConfirm' | 'currentPassword';

export type CredentialProblems = Partial<Record<CredentialField, CredentialProblem>>;

// The shape of an address only: the API decides what it accepts.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailProblem(email: string): CredentialProblem | undefined {
  if (!email.trim()) return 'required';
  return EMAIL.test(email.trim()) ? undefined : 'invalidEmail';
}

export function passwordProblem(password: string): CredentialProblem | undefined {
  if (!password) return 'required';
  return password.length < PASSWORD_MIN_LENGTH ? 'passwordTooShort' : undefined;
}

function withoutEmpty(problems: CredentialProblems): CredentialProblems {
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem)) as CredentialProblems;
}

/** Sign-in: an email and a password (an old short password still gets its answer from the API). */
export function signInProblems(values: { email: string; password: string }): CredentialProblems {
  return withoutEmpty({
    email: emailProblem(values.email),
    password: values.password ? undefined : 'required',
  });
}

/** A new password and its confirmation. */
export function newPasswordProblems(values: {
  password: string;
  passwordConfirm: string;
}): CredentialProblems {
  return withoutEmpty({
    password: passwordProblem(values.password),
    passwordConfirm: !values.passwordConfirm
      ? 'required'
      : values.passwordConfirm !== values.password
        ? 'passwordsDiffer'
        : undefined,
  });
}

export function registerProblems(values: {
  email: string;
  password: string;
  passwordConfirm: string;
}): CredentialProblems {
  return { ...withoutEmpty({ email: emailProblem(values.email) }), ...newPasswordProblems(values) };
}

/** A form field's text, '' when missing (a file or nothing). */
export function textField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
