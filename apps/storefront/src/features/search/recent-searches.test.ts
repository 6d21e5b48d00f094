import { describe, expect, it } from 'vitest';
import {
  addRecentSearch,
  MAX_RECENT_SEARCHES,
  parseRecentSearches,
  RECENT_SEARCHES_KEY,
  readRecentSearches,
  removeRecentSearch,
  writeRecentSearches,
} from './recent-searches';

describe('recent searches', () => {
  it('puts the newest first and keeps at most five', () => {
    let list: string[] = [];
    for (const term of ['a', 'b', 'c', 'd', 'e', 'f']) list = addRecentSearch(list, term);
    expect(list).toEqual(['f', 'e', 'd', 'c', 'b']);
    expect(list).toHaveLength(MAX_RECENT_SEARCHES);
  });

  it('moves a repeated search to the top instead of listing it twice, whatever its letter case', () => {
    const list = addRecentSearch(['motorsåg', 'gräsklippare', 'kedja'], 'Gräsklippare');
    expect(list).toEqual(['Gräsklippare', 'motorsåg', 'kedja']);
  });

  it('keeps searches that differ by an accent apart, and ignores blank ones', () => {
    expect(addRecentSearch(['gras'], 'gräs')).toEqual(['gräs', 'gras']);
    expect(addRecentSearch(['kedja'], '   ')).toEqual(['kedja']);
    expect(addRecentSearch([], '  två   ord ')).toEqual(['två ord']);
  });

  it('removes one search', () => {
    expect(removeRecentSearch(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it('reads only a clean list back from storage', () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches('not json')).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches('["a", 3, "A", "b", "c", "d", "e", "f"]')).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(readRecentSearches(broken)).toEqual([]);
    expect(() => writeRecentSearches(broken, ['a'])).not.toThrow();
  });

  it('round-trips through storage under its key', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => data.set(k, v),
    };
    writeRecentSearches(storage, ['kedja', 'filter']);
    expect(data.has(RECENT_SEARCHES_KEY)).toBe(true);
    expect(readRecentSearches(storage)).toEqual(['kedja', 'filter']);
  });
});
