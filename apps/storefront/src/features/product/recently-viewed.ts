/** How many products the shopper's recently viewed list keeps. */
export const RECENTLY_VIEWED_KEPT = 12;
/** How long the list is kept after the last product viewed. */
export const RECENTLY_VIEWED_DAYS = 30;
/** How many of them a product page shows. */
export const RECENTLY_VIEWED_SHOWN = 4;

/** The product ids in the cookie, newest first; anything malformed is left out. */
export function parseRecentlyViewed(value: string | undefined): number[] {
  if (!value) return [];
  // Ids are digits and dots only: nothing to decode, and anything else is not ours.
  const ids = value
    .split('.')
    .filter((part) => /^[1-9]\d{0,9}$/.test(part))
    .map(Number);
  return [...new Set(ids)].slice(0, RECENTLY_VIEWED_KEPT);
}

/** The list after viewing a product: it moves to the front. */
export function rememberViewed(ids: readonly number[], productId: number): number[] {
  return [productId, ...ids.filter((id) => id !== productId)].slice(0, RECENTLY_VIEWED_KEPT);
}

export const printRecentlyViewed = (ids: readonly number[]) => ids.join('.');
