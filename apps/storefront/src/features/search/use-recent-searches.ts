'use client';

import { useState } from 'react';
import {
  addRecentSearch,
  readRecentSearches,
  removeRecentSearch,
  writeRecentSearches,
} from './recent-searches';

/** The shopper's recent searches, kept in this browser; each change returns the new list. */
export function useRecentSearches() {
  const [recent, setRecent] = useState(() => readRecentSearches(window.localStorage));
  const keep = (next: string[]) => {
    setRecent(next);
    writeRecentSearches(window.localStorage, next);
    return next;
  };
  return {
    recent,
    remember: (searched: string) => keep(addRecentSearch(recent, searched)),
    forget: (searched: string) => keep(removeRecentSearch(recent, searched)),
  };
}
