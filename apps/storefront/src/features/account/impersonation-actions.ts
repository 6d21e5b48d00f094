'use server';

import { showAccountFavorites } from '@/features/favorites/favorites-cookie.server';
import { startImpersonation } from '@/lib/auth/session.server';
import { queryPrivate } from '@/lib/graphql/server';
import { AccountUserQuery } from './queries';

/**
 * Takes a login token staff made for a customer: the API must know it (it answers the customer),
 * then it becomes this browser's session. Null: not a token the API accepts.
 */
export async function adoptLoginToken(token: string): Promise<{ customerType: string } | null> {
  if (!token) return null;
  try {
    const { getUser } = await queryPrivate(AccountUserQuery, {}, { token });
    if (!getUser) return null;
    await startImpersonation(token, getUser.email, getUser.customerType);
    await showAccountFavorites(token);
    return { customerType: getUser.customerType };
  } catch {
    return null;
  }
}
