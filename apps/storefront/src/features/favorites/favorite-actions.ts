'use server';

import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { tokenForChange } from '@/lib/auth/session.server';
import type { EnumValues } from '@/lib/graphql/graphql';
import type { ProblemFields } from '@/lib/graphql/mutation-result';
import { mutateResult } from '@/lib/graphql/server';
import { postedFrom } from '@/lib/routing/posted-from.server';
import { getShopContext } from '@/lib/shop-context.server';
import { cookieFavorites, writeCookieFavorites } from './favorites-cookie.server';
import { FAVORITES_KEPT, productIdOf, toggleFavorite } from './favorites-list';
import { AddFavoriteMutation, RemoveFavoriteMutation } from './queries';

type FavoriteRefusal = EnumValues<'FavoriteRefusalCode'>;

const FAVORITE_PROBLEMS: ProblemFields<'productId', FavoriteRefusal, FavoriteRefusal> = {
  UNKNOWN_PRODUCT: { field: 'productId', problem: 'UNKNOWN_PRODUCT' },
  FAVORITES_FULL: { field: 'productId', problem: 'FAVORITES_FULL' },
};

export type SavedFavorite =
  /** The account's list after the change, or null for a guest (whose list is the cookie alone). */
  { ok: true; favorites: number[] | null } | { ok: false; message: string };

/** Adds or removes a product on the signed-in shopper's account; null for a guest. */
async function changeAccount(productId: number, add: boolean): Promise<SavedFavorite | null> {
  const token = await tokenForChange();
  if (!token) return null;
  const result = add
    ? await mutateResult(AddFavoriteMutation, { productId }, FAVORITE_PROBLEMS, { token })
    : await mutateResult(RemoveFavoriteMutation, { productId }, FAVORITE_PROBLEMS, { token });
  if (result.ok) {
    return {
      ok: true,
      favorites: 'addFavorite' in result.data ? result.data.addFavorite : result.data.removeFavorite,
    };
  }
  const t = await getTranslations({ locale: (await getShopContext()).locale, namespace: 'favorites' });
  const problem = result.fieldErrors.productId;
  return {
    ok: false,
    message: t(problem ? `problems.${problem}` : 'problems.failed', { max: FAVORITES_KEPT }),
  };
}

/**
 * A signed-in shopper's heart, from the page's script: the account's list changes at the API and
 * the answer is the whole list, which the script writes into the cookie. A guest's list is the
 * cookie alone.
 */
export async function saveFavorite(productId: unknown, add: unknown): Promise<SavedFavorite> {
  const id = productIdOf(productId);
  if (id === null || typeof add !== 'boolean') {
    const t = await getTranslations({ locale: (await getShopContext()).locale, namespace: 'favorites' });
    return { ok: false, message: t('problems.UNKNOWN_PRODUCT') };
  }
  return (await changeAccount(id, add)) ?? { ok: true, favorites: null };
}

/**
 * A heart pressed where the browser runs no script (ADR 14): the product joins or leaves the list
 * (the account's, for a signed-in shopper), and the shopper goes back to the page. A refusal
 * changes nothing.
 */
export async function toggleFavoriteFromForm(form: FormData): Promise<void> {
  const id = productIdOf(form.get('productId'));
  if (id !== null) {
    const toggled = toggleFavorite(await cookieFavorites(), id);
    const saved = await changeAccount(id, toggled.ok ? toggled.added : true);
    if (saved?.ok && saved.favorites) await writeCookieFavorites(saved.favorites);
    else if (!saved && toggled.ok) await writeCookieFavorites(toggled.favorites);
  }
  redirect((await postedFrom()) ?? '/');
}

/** What a guest's full list says, in the page's language (the page's script has no texts of its own). */
export async function favoritesFullText(): Promise<string> {
  const t = await getTranslations({ locale: (await getShopContext()).locale, namespace: 'favorites' });
  return t('problems.FAVORITES_FULL', { max: FAVORITES_KEPT });
}
