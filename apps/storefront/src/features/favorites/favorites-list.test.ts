import { describe, expect, it } from 'vitest';
import {
  FAVORITES_KEPT,
  favoritesIn,
  parsePersistedState,
  printPersistedState,
  productIdOf,
  toggleFavorite,
} from './favorites-list';

const read = (raw: string | undefined) => favoritesIn(parsePersistedState(raw));

describe('the favorites in the persisted-state cookie', () => {
  it('are read back as written, keeping the rest of the state', () => {
    const state = parsePersistedState('{"vatIncluded":false,"listPosition":3,"favorites":[1]}');
    const written = printPersistedState(state, [12, 7]);
    expect(read(written)).toEqual([12, 7]);
    expect(JSON.parse(written)).toEqual({ vatIncluded: false, listPosition: 3, favorites: [12, 7] });
  });

  it('read a hostile or broken cookie as no favorites, and keep only product ids', () => {
    for (const raw of [
      undefined,
      '',
      'x',
      '[1,2]',
      'null',
      '{"favorites":"1,2"}',
      '{"favorites":{"0":1}}',
      '%E0%A4%A',
      `{"favorites":[${'1,'.repeat(2000)}1]}`,
      '{"__proto__":{"favorites":[1]}}',
    ]) {
      expect(read(raw), raw?.slice(0, 40)).toEqual([]);
    }
    expect(read('{"favorites":[3,"4",-1,0,1.5,3,2147483648,null,{"a":1},5,"<script>"]}')).toEqual([3, 5]);
    expect(read('{"favorites":[1,2],"other":"å∂ü漢字"}')).toEqual([1, 2]);
  });

  it(`keep at most ${FAVORITES_KEPT}, also of a longer list written elsewhere`, () => {
    const many = Array.from({ length: FAVORITES_KEPT + 20 }, (_, i) => i + 1);
    expect(read(JSON.stringify({ favorites: many }))).toEqual(many.slice(0, FAVORITES_KEPT));
    expect(read(printPersistedState({}, many))).toHaveLength(FAVORITES_KEPT);
  });
});

describe('pressing a heart', () => {
  it('adds at the end, removes, and refuses one more than a full list holds', () => {
    expect(toggleFavorite([4, 5], 6)).toEqual({ ok: true, added: true, favorites: [4, 5, 6] });
    expect(toggleFavorite([4, 5, 6], 5)).toEqual({ ok: true, added: false, favorites: [4, 6] });
    const full = Array.from({ length: FAVORITES_KEPT }, (_, i) => i + 1);
    expect(toggleFavorite(full, 1000)).toEqual({ ok: false, problem: 'FAVORITES_FULL' });
    expect(toggleFavorite(full, 1)).toMatchObject({ ok: true, added: false });
  });

  it('takes a product id as a form posts it, and nothing else', () => {
    expect(productIdOf('42')).toBe(42);
    expect(productIdOf(42)).toBe(42);
    for (const value of [
      '',
      '0',
      '-1',
      '4.2',
      '1e3',
      ' 4',
      '99999999999',
      'abc',
      null,
      undefined,
      [],
      2 ** 31,
    ])
      expect(productIdOf(value), String(value)).toBeNull();
  });
});
