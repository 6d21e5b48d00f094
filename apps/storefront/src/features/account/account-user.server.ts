import 'server-only';
import { redirect } from 'next/navigation';
import { hasSession, sessionToken } from '@/lib/auth/session.server';
import type { ResultOf } from '@/lib/graphql/graphql';
import { refusedWith } from '@/lib/graphql/mutation-result';
import { query, queryPrivate } from '@/lib/graphql/server';
import { LOGIN_QUERY } from '@/lib/routing/guards';
import { getLinks } from '@/lib/shop-context.server';
import {
  AccountOrdersQuery,
  AccountRentalBookingsQuery,
  AccountUserQuery,
  ShopCountriesQuery,
} from './queries';

export type AccountUser = NonNullable<ResultOf<typeof AccountUserQuery>['getUser']>;
export type AccountOrders = ResultOf<typeof AccountOrdersQuery>['getOrders'];
export type AccountBookings = ResultOf<typeof AccountRentalBookingsQuery>['rentalBookings'];

async function toSignIn(): Promise<never> {
  redirect(`${(await getLinks()).route('index')}?${LOGIN_QUERY}`);
}

/**
 * The signed-in customer for an account page (never cached). A guest goes to the sign-in; an
 * expired token with a refresh token answers null: the page's script renews the session and the
 * page renders again (see `useSessionKeeper`).
 */
export async function loadAccountUser(): Promise<AccountUser | null> {
  return asSignedIn(
    async (token) => (await queryPrivate(AccountUserQuery, {}, { token })).getUser ?? toSignIn(),
  );
}

/** The signed-in customer's orders, newest first; null while the session is being renewed (as above). */
export async function loadAccountOrders(): Promise<AccountOrders | null> {
  return asSignedIn(async (token) => (await queryPrivate(AccountOrdersQuery, {}, { token })).getOrders);
}

/** The signed-in customer's hires, the latest pickup first; null while the session is being renewed. */
export async function loadAccountBookings(): Promise<AccountBookings | null> {
  return asSignedIn(
    async (token) => (await queryPrivate(AccountRentalBookingsQuery, {}, { token })).rentalBookings,
  );
}

/** The countries of the shop's markets, named in `locale` and in its order. */
export async function loadShopCountries(locale: string): Promise<{ value: string; label: string }[]> {
  const { channel } = await query(ShopCountriesQuery, {});
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const codes = [...new Set((channel?.markets ?? []).map((market) => market.country.code))];
  return codes
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

/** Reads with the session's token; a guest, or a token the API refuses, goes to the sign-in. */
async function asSignedIn<T>(read: (token: string) => Promise<T>): Promise<T | null> {
  const token = await sessionToken();
  if (!token) return (await hasSession()) ? null : toSignIn();
  try {
    return await read(token);
  } catch (error) {
    if (refusedWith(error, 'UNAUTHENTICATED')) return toSignIn();
    throw error;
  }
}
