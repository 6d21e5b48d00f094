'use server';

import { redirect } from 'next/navigation';
import { adoptGuestFavorites, forgetFavorites } from '@/features/favorites/favorites-cookie.server';
import { authenticate } from '@/lib/auth/auth-api.server';
import { caller, customerTypeOf, endSession, renewSession, startSession } from '@/lib/auth/session.server';
import { userCookieSeconds } from '@/lib/auth/session-cookies';
import { isCustomerType } from '@/lib/config';
import { mutate } from '@/lib/graphql/server';
import { sameSitePath } from '@/lib/routing/same-site-path';
import { getShopContext } from '@/lib/shop-context.server';
import { type AuthFormState, authFormError } from './auth-form-state';
import { emailProblem, registerProblems, signInProblems, textField } from './credentials';
import { RequestPasswordResetMutation, UpdateUserMutation } from './queries';

const refused = (email: string, code: string): AuthFormState => ({
  status: 'refused',
  problems: {},
  formError: authFormError(code),
  email,
});

/**
 * Signs in with the form's email and password; the session's cookies last as the shopper chose.
 * A sign-in page's form posted before its script ran lands on the page it names.
 */
export async function signIn(_previous: AuthFormState, form: FormData): Promise<AuthFormState> {
  const email = textField(form, 'email').trim();
  const password = textField(form, 'password');
  const rememberUser = form.get('remember') === 'on';
  const problems = signInProblems({ email, password });
  if (Object.keys(problems).length > 0) return { status: 'invalid', problems, email };
  const outcome = await authenticate('login', { username: email, password, rememberUser }, await caller());
  if (!outcome.ok) return refused(email, outcome.code);
  const customerType = customerTypeOf(outcome);
  await adoptGuestFavorites(outcome.token);
  await startSession(outcome, email, userCookieSeconds(rememberUser), customerType);
  const landing = sameSitePath(textField(form, 'landing'));
  if (landing && textField(form, 'scripted') !== '1') redirect(landing);
  return { status: 'done', problems: {}, email, customerType };
}

/**
 * Creates the account (the API mails the link that confirms its email), signs it in, then saves the
 * newsletter choice and customer type.
 */
export async function register(_previous: AuthFormState, form: FormData): Promise<AuthFormState> {
  const email = textField(form, 'email').trim();
  const password = textField(form, 'password');
  const rememberUser = form.get('remember') === 'on';
  const chosenType = textField(form, 'customerType');
  const customerType = isCustomerType(chosenType) ? chosenType : 'PERSON';
  const problems = registerProblems({ email, password, passwordConfirm: textField(form, 'passwordConfirm') });
  if (Object.keys(problems).length > 0) return { status: 'invalid', problems, email };
  const outcome = await authenticate(
    'register',
    { username: email, password, rememberUser },
    // The API writes the mail that confirms the email at once, in the page's language.
    { ...(await caller()), language: (await getShopContext()).locale },
  );
  if (!outcome.ok) return refused(email, outcome.code);
  try {
    await mutate(
      UpdateUserMutation,
      { user: { newsletter: form.get('newsletter') === 'on', customerType } },
      { token: outcome.token },
    );
  } catch (error) {
    // The account exists and is signed in; the choices can be made again in the settings.
    console.error('The new account kept its default settings', error);
  }
  await adoptGuestFavorites(outcome.token);
  await startSession(outcome, email, userCookieSeconds(rememberUser), customerType);
  return { status: 'done', problems: {}, email, customerType };
}

/** Ends the session at the API and here; the account's favorites leave the browser with it. */
export async function signOut(): Promise<void> {
  await endSession();
  await forgetFavorites();
}

/**
 * Keeps the session going from the page's script: seconds until the token expires (after a refresh
 * when it had), or null when the shopper is not (or no longer) signed in.
 */
export async function keepSession(): Promise<{ secondsLeft: number; renewed: boolean } | null> {
  return renewSession();
}

/** Mails a reset link; the answer never tells whether the address has an account. */
export async function requestReset(_previous: AuthFormState, form: FormData): Promise<AuthFormState> {
  const email = textField(form, 'email').trim();
  const problem = emailProblem(email);
  if (problem) return { status: 'invalid', problems: { email: problem }, email };
  try {
    await mutate(RequestPasswordResetMutation, { email });
  } catch (error) {
    console.error('The password reset was not requested', error);
    return { status: 'refused', problems: {}, formError: 'failed', email };
  }
  return { status: 'done', problems: {}, email };
}
