import { cleanSearchTerm } from '@/lib/search-term';

/** The shopper's latest searches, newest first, kept in the browser's localStorage. */
export const RECENT_SEARCHES_KEY = 'mb-recent-searches';
export const MAX_RECENT_SEARCHES = 5;

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/** The list with the term first; an earlier copy (in any letter case) goes, and at most five stay. */
export function addRecentSearch(list: readonly string[], term: string): string[] {
  const trimmed = cleanSearchTerm(term);
  if (!trimmed) return [...list];
  return [trimmed, ...list.filter((t) => !same(t, trimmed))].slice(0, MAX_RECENT_SEARCHES);
}

export function removeRecentSearch(list: readonly string[], term: string): string[] {
  return list.filter((t) => t !== term);
}

/** What storage holds, cleaned: anything that is not a list of texts counts as no searches. */
export function parseRecentSearches(raw: string | null | undefined): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value
      .filter((t): t is string => typeof t === 'string')
      .reduceRight<string[]>((list, term) => addRecentSearch(list, term), []);
  } catch {
    return [];
  }
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** localStorage may be missing or refuse (private mode, full): then nothing is remembered. */
export function readRecentSearches(storage: Store | undefined): string[] {
  try {
    return parseRecentSearches(storage?.getItem(RECENT_SEARCHES_KEY));
  } catch {
    return [];
  }
}

export function writeRecentSearches(storage: Store | undefined, list: readonly string[]): void {
  try {
    storage?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
  } catch {
    // Not remembering a search is no reason to fail it.
  }
}
