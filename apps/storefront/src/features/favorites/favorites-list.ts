/**
 * The shopper's favorites as the persisted-state cookie keeps them: `{"favorites":[12,7]}`, oldest
 * first, beside whatever else the cookie holds. The cookie is the guest's list, and a signed-in
 * shopper's copy of the account's list (the commerce API keeps that one, and caps it).
 */

/** As many as the API keeps on an account; also what bounds the cookie (about 1 kB of ids). */
export const FAVORITES_KEPT = 100;

/** Past this a cookie is not ours (a browser keeps at most 4 kB of one cookie anyway). */
const STATE_MAX_CHARS = 3000;
const ID_MAX = 2 ** 31 - 1;

export type PersistedState = Record<string, unknown>;

const isProductId = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) > 0 && (value as number) <= ID_MAX;

/** The cookie's state; anything but a small JSON object reads as an empty one. */
export function parsePersistedState(raw: string | undefined): PersistedState {
  if (!raw || raw.length > STATE_MAX_CHARS) return {};
  try {
    const state: unknown = JSON.parse(raw);
    return typeof state === 'object' && state !== null && !Array.isArray(state)
      ? (state as PersistedState)
      : {};
  } catch {
    return {};
  }
}

/** The product ids in the state: product ids only, once each, at most as many as are kept. */
export function favoritesIn(state: PersistedState): number[] {
  const { favorites } = state;
  if (!Array.isArray(favorites)) return [];
  return [...new Set(favorites.filter(isProductId))].slice(0, FAVORITES_KEPT);
}

/** The cookie's value with these favorites, keeping the rest of the state. */
export function printPersistedState(state: PersistedState, favorites: readonly number[]): string {
  return JSON.stringify({ ...state, favorites: favoritesIn({ favorites }) });
}

export type Toggled =
  | { ok: true; favorites: number[]; added: boolean }
  | { ok: false; problem: 'FAVORITES_FULL' };

/** The list after pressing a product's heart: added at the end, or removed; a full list takes no more. */
export function toggleFavorite(favorites: readonly number[], productId: number): Toggled {
  if (favorites.includes(productId))
    return { ok: true, added: false, favorites: favorites.filter((id) => id !== productId) };
  if (favorites.length >= FAVORITES_KEPT) return { ok: false, problem: 'FAVORITES_FULL' };
  return { ok: true, added: true, favorites: [...favorites, productId] };
}

/** A product id as a form or a page sent it, or null. */
export function productIdOf(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return isProductId(id) ? id : null;
}
