import 'server-only';
import { redirect } from 'next/navigation';
import { hasSession, sessionToken } from '@/lib/auth/session.server';
import type { ResultOf } from '@/lib/graphql/graphql';
import { refusalCodesOf } from '@/lib/graphql/mutation-result';
import { queryPrivate } from '@/lib/graphql/server';
import { LOGIN_QUERY } from '@/lib/routing/guards';
import { getLinks } from '@/lib/shop-context.server';
import { AccountUserQuery } from './queries';

export type AccountUser = NonNullable<ResultOf<typeof AccountUserQuery>['getUser']>;

async function toSignIn(): Promise<never> {
  redirect(`${(await getLinks()).route('index')}?${LOGIN_QUERY}`);
}

/**
 * The signed-in customer for an account page (never cached). A guest goes to the sign-in; an
 * expired token with a refresh token answers null: the page's script renews the session and the
 * page renders again (see `useSessionKeeper`).
 */
export async function loadAccountUser(): Promise<AccountUser | null> {
  const token = await sessionToken();
  if (!token) return (await hasSession()) ? null : toSignIn();
  try {
    const { getUser } = await queryPrivate(AccountUserQuery, {}, { token });
    return getUser ?? toSignIn();
  } catch (error) {
    if (refusalCodesOf(error)?.includes('UNAUTHENTICATED')) return toSignIn();
    throw error;
  }
}
