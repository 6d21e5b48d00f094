import { describe, expect, it } from 'vitest';
import { type LanguageSearchIndex, parseTsvector, rankSearch, type SearchIndex } from './search-index.ts';

const lexemes = (text: string) => {
  const found: [string, number][] = [];
  parseTsvector(text, (lexeme, strength) => found.push([lexeme, strength]));
  return found;
};

/** An index of one language from each slot's lexemes and strengths. */
function indexOf(documents: [string, number][][]): SearchIndex {
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
  const sv: LanguageSearchIndex = { start, postings: Int32Array.from(lists.flat()) };
  return {
    termOf,
    languages: new Map([['sv', sv]]),
    articleSlot: new Map([['NOR-100001', 2]]),
    words: new Map(),
  };
}

describe('search index', () => {
  it('reads lexemes, weights and repeats from the text form of a tsvector', () => {
    expect(lexemes("'gräsklipp':1A,7 'nordgrav':2A 'olj':9,12 'it''s':4 'a\\\\b':5 'bar'")).toEqual([
      ['gräsklipp', 3],
      ['nordgrav', 2],
      ['olj', 1],
      ["it's", 0],
      ['a\\b', 0],
      ['bar', 0],
    ]);
    expect(lexemes('')).toEqual([]);
  });

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
});
