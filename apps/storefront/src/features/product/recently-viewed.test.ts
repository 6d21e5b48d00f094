import { describe, expect, it } from 'vitest';
import {
  parseRecentlyViewed,
  printRecentlyViewed,
  RECENTLY_VIEWED_KEPT,
  rememberViewed,
} from './recently-viewed';

describe('recently viewed', () => {
  it('keeps the newest first, once each, at most a dozen', () => {
    let ids: number[] = [];
    for (const id of [1, 2, 3, 2]) ids = rememberViewed(ids, id);
    expect(ids).toEqual([2, 3, 1]);
    for (let id = 10; id < 30; id++) ids = rememberViewed(ids, id);
    expect(ids).toHaveLength(RECENTLY_VIEWED_KEPT);
    expect(ids[0]).toBe(29);
  });
  it('reads its cookie and ignores anything malformed', () => {
    expect(parseRecentlyViewed(printRecentlyViewed([5, 4, 3]))).toEqual([5, 4, 3]);
    expect(parseRecentlyViewed('5.x.-1.0.4.5.%3Cscript%3E')).toEqual([5, 4]);
    expect(parseRecentlyViewed(undefined)).toEqual([]);
    expect(parseRecentlyViewed('%E0%A4%A')).toEqual([]);
  });
});
