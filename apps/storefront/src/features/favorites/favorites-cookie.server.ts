import 'server-only';
import { cookies } from 'next/headers';
import { COOKIES, LONG_LIVED_SECONDS } from '@/lib/cookies';
import { mutate, queryPrivate } from '@/lib/graphql/server';
import { favoritesIn, parsePersistedState, printPersistedState } from './favorites-list';
import { AccountFavoritesQuery, MergeFavoritesMutation } from './queries';

/** The favorites in this request's persisted-state cookie. */
export async function cookieFavorites(): Promise<number[]> {
  return favoritesIn(parsePersistedState((await cookies()).get(COOKIES.persistedState)?.value));
}

/** Writes the favorites into the persisted-state cookie, keeping the rest of its state. */
export async function writeCookieFavorites(favorites: readonly number[]): Promise<void> {
  const jar = await cookies();
  const state = parsePersistedState(jar.get(COOKIES.persistedState)?.value);
  jar.set(COOKIES.persistedState, printPersistedState(state, favorites), {
    path: '/',
    maxAge: LONG_LIVED_SECONDS,
    sameSite: 'lax',
  });
}

/**
 * At sign-in: the guest's favorites join the account's (the API keeps the union, once each), and
 * the cookie from then on holds the account's list. When the API cannot be asked, the cookie stays
 * as it was and the sign-in goes on.
 */
export async function adoptGuestFavorites(token: string): Promise<void> {
  try {
    const { mergeFavorites } = await mutate(
      MergeFavoritesMutation,
      { productIds: await cookieFavorites() },
      { token },
    );
    await writeCookieFavorites(mergeFavorites);
  } catch (error) {
    console.error("The guest's favorites did not join the account", error);
  }
}

/**
 * Staff signed in as a customer (`?loginToken=`): the browser shows the customer's list, and
 * whatever the staff's browser kept stays out of the customer's account.
 */
export async function showAccountFavorites(token: string): Promise<void> {
  try {
    const { getUser } = await queryPrivate(AccountFavoritesQuery, {}, { token });
    await writeCookieFavorites(getUser?.favorites ?? []);
  } catch (error) {
    console.error("The account's favorites could not be read", error);
    await writeCookieFavorites([]);
  }
}

/** At sign-out the account's list leaves the browser with the account. */
export async function forgetFavorites(): Promise<void> {
  await writeCookieFavorites([]);
}
