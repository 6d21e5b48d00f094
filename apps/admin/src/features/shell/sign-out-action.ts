'use server';

import { redirect } from 'next/navigation';
import { graphql } from '@/lib/graphql/graphql';
import { staffMutation } from '@/lib/graphql/server';
import { DEFAULT_LOCALE, isLocale } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import { clearSession, pendingToken } from '@/lib/session/session.server';

const SignOutMutation = graphql(`
  mutation SignOut {
    signOut
  }
`);

/** Ends the session (and a sign-in still waiting for its code) at the API, and forgets them here. */
export async function signOutAction(form: FormData): Promise<void> {
  const pending = await pendingToken();
  await staffMutation(SignOutMutation, {});
  if (pending) await staffMutation(SignOutMutation, {}, {}, pending);
  await clearSession();
  const locale = form.get('locale');
  redirect(`${href(isLocale(locale) ? locale : DEFAULT_LOCALE, '/sign-in')}?signedOut=1`);
}
