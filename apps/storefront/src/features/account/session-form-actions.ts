'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { showAccountFavorites } from '@/features/favorites/favorites-cookie.server';
import { clearSession, customerTypeOf, startSession } from '@/lib/auth/session.server';
import { tokenClaims } from '@/lib/auth/token-claims';
import { COOKIES, IMPERSONATION_SECONDS } from '@/lib/cookies';
import type { EnumValues } from '@/lib/graphql/graphql';
import type { ProblemFields } from '@/lib/graphql/mutation-result';
import { mutateResult } from '@/lib/graphql/server';
import { LOGIN_QUERY } from '@/lib/routing/guards';
import { getLinks } from '@/lib/shop-context.server';
import { deleteAccount } from './account-actions';
import { signOut } from './auth-actions';
import { textField } from './credentials';
import { SignInWithLoginTokenMutation } from './queries';

/**
 * What a form that starts or ends a session answers when the page's script runs it (ADR 14);
 * without the script the answer is the page the form names as its landing.
 */
export interface SessionFormState {
  status: 'idle' | 'done' | 'failed' | 'unconfirmed' | 'expired';
  /** After a staff sign-in: the customer's type, which the shop switches to. */
  customerType?: string;
}

/** The landing a form names (a path of this shop, never another site), else the home page. */
function landing(form: FormData): string {
  const to = textField(form, 'landing');
  return /^\/(?![/\\])/.test(to) ? to : '/';
}

/**
 * Answers `state` to the page's script, or, when it does not run, sends the browser to the landing
 * (or to `elsewhere`).
 */
function answer(form: FormData, state: SessionFormState, elsewhere?: string): SessionFormState {
  if (textField(form, 'scripted') !== '1') redirect(elsewhere ?? landing(form));
  return state;
}

/** Signs out here and at the API. */
export async function signOutForm(_previous: SessionFormState, form: FormData): Promise<SessionFormState> {
  await signOut();
  return answer(form, { status: 'done' });
}

/** Deletes the account once its box is ticked; its sessions and favorites go with it. */
export async function deleteAccountForm(
  _previous: SessionFormState,
  form: FormData,
): Promise<SessionFormState> {
  if (form.get('confirm') !== 'on') return { status: 'unconfirmed' };
  const { ok } = await deleteAccount();
  if (!ok) return { status: 'failed' };
  await signOut();
  return answer(form, { status: 'done' });
}

/** A link the API refuses (used, expired, or no link at all) is one to ask staff anew for. */
const LOGIN_TOKEN_PROBLEMS: ProblemFields<'loginToken', 'expired', EnumValues<'CustomerRefusalCode'>> = {
  LOGIN_TOKEN_EXPIRED: { field: 'loginToken', problem: 'expired' },
  INVALID_LOGIN_TOKEN: { field: 'loginToken', problem: 'expired' },
};

/**
 * Takes the sign-in link staff made, once the shopper confirmed it: whatever session this browser
 * had ends, the cart starts afresh (it was someone else's), and the customer's session lasts an hour.
 */
export async function confirmStaffSignIn(
  _previous: SessionFormState,
  form: FormData,
): Promise<SessionFormState> {
  const result = await mutateResult(
    SignInWithLoginTokenMutation,
    { loginToken: textField(form, 'loginToken') },
    LOGIN_TOKEN_PROBLEMS,
  );
  if (!result.ok && !result.fieldErrors.loginToken) return { status: 'failed' };
  // A dead link without the page's script: the sign-in, as when such a link is opened (the page
  // would otherwise answer the form's post with a redirect the browser posts on).
  if (!result.ok)
    return answer(form, { status: 'expired' }, `${(await getLinks()).route('index')}?${LOGIN_QUERY}`);
  const session = result.data.signInWithLoginToken;
  await clearSession();
  const granted = { ok: true as const, ...session };
  const customerType = customerTypeOf(granted);
  const email = tokenClaims(session.token).name;
  await startSession(granted, typeof email === 'string' ? email : '', IMPERSONATION_SECONDS, customerType);
  (await cookies()).delete(COOKIES.cart);
  await showAccountFavorites(session.token);
  return answer(form, { status: 'done', customerType });
}
