import { describe, expect, it } from 'vitest';
import { tagsOfMessage } from './cache-expiry';

describe('a cache expiry message from the commerce API', () => {
  it('expires the catalog and product tags it names', () => {
    expect(tagsOfMessage('{"tags":["catalog","product:borrmaskin-1"]}')).toEqual([
      'catalog',
      'product:borrmaskin-1',
    ]);
  });

  it('expires nothing else, and nothing for a malformed message', () => {
    expect(tagsOfMessage('{"tags":["catalog","_N_T_/sv","product:a b",7]}')).toEqual(['catalog']);
    expect(tagsOfMessage('{"tags":"catalog"}')).toEqual([]);
    expect(tagsOfMessage('not json')).toEqual([]);
    expect(tagsOfMessage('null')).toEqual([]);
  });
});
