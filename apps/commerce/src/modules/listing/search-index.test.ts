import { describe, expect, it } from 'vitest';
import { type LanguageSearchIndex, rankSearch, type SearchIndex } from './search-index.ts';

/** An index of one language from each slot's lexemes and strengths, and the words of its name. */
function indexOf(documents: [string, number][][], nameWords: number[] = []): SearchIndex {
  const termOf = new Map<string, number>();
  const lists: number[][] = [];
  documents.forEach((document, slot) => {
    for (const [lexeme, strength] of document) {
      const term = termOf.get(lexeme) ?? termOf.size;
      termOf.set(lexeme, term);
      lists[term] = [...(lists[term] ?? []), (slot << 2) | strength];
    }
  });
  const start = Int32Array.from([0, ...lists.map((_, t) => lists.slice(0, t + 1).flat().length)]);
  const sv: LanguageSearchIndex = {
    start,
    postings: Int32Array.from(lists.flat()),
    nameWords: Uint8Array.from(documents.map((_, slot) => nameWords[slot] ?? 0)),
  };
  return {
    termOf,
    languages: new Map([['sv', sv]]),
    articleSlot: new Map([['NOR-100001', 2]]),
    words: new Map(),
  };
}

describe('search index', () => {
  it('ranks products matching every word, named above mentioned, an exact article number first', () => {
    const index = indexOf([
      [
        ['motorsåg', 0],
        ['kedj', 0],
      ],
      [
        ['motorsåg', 3],
        ['kedj', 0],
      ],
      [['motorsåg', 0]],
      [['kedj', 2]],
    ]);
    const words = [
      { lexemes: ['motorsåg'], weights: [1] },
      { lexemes: ['kedj', 'kedjor'], weights: [1, 0.5] },
    ];
    const relevance = rankSearch(index, 'sv', words, 4, 'motorsåg kedja', 1000);
    expect(relevance[1]).toBeGreaterThan(relevance[0] as number);
    expect(relevance[0]).toBeGreaterThan(0);
    expect([relevance[2], relevance[3]]).toEqual([0, 0]);
    const exact = rankSearch(index, 'sv', [], 4, 'nor-100001', 1000);
    expect([...exact]).toEqual([0, 0, 1000, 0]);
  });

  it('ranks a name the words searched are more of above one they are less of, never above a named match', () => {
    // Slots 0 and 1 are named "hyr hg11" and "hyr hg11 hd"; slot 2 only mentions both words.
    const index = indexOf(
      [
        [
          ['hyr', 2],
          ['hg11', 2],
        ],
        [
          ['hyr', 2],
          ['hg11', 2],
          ['hd', 2],
        ],
        [
          ['hyr', 1],
          ['hg11', 1],
        ],
      ],
      [2, 3, 4],
    );
    const model = rankSearch(index, 'sv', [{ lexemes: ['hg11'], weights: [1] }], 3, 'hg11', 1000);
    expect(model[0]).toBeGreaterThan(model[1] as number);
    expect(model[1]).toBeGreaterThan(model[2] as number);
    const words = ['hyr', 'hg11', 'hd'].map((lexeme) => ({ lexemes: [lexeme], weights: [1] }));
    const fullName = rankSearch(index, 'sv', words, 3, 'hyr hg11 hd', 1000);
    expect(fullName[0]).toBe(0);
    expect(fullName[1]).toBeCloseTo(3.5);
  });
});
