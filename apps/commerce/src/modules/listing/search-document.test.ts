import { describe, expect, it } from 'vitest';
import { parseTsvector, readDocument } from './search-document.ts';

const lexemes = (text: string) => {
  const found: [string, number, number[]][] = [];
  parseTsvector(text, (lexeme, strength, positions) => found.push([lexeme, strength, [...positions]]));
  return found;
};

const read = (text: string) => {
  const found: [string, number][] = [];
  const nameWords = readDocument(text, (lexeme, strength) => found.push([lexeme, strength]));
  return { found, nameWords };
};

describe('a search document', () => {
  it('reads lexemes, weights, repeats and positions from the text form of a tsvector', () => {
    expect(lexemes("'gräsklipp':1A,7 'nordgrav':2A 'olj':9,12B 'it''s':4 'a\\\\b':5 'bar'")).toEqual([
      ['gräsklipp', 3, [(1 << 1) | 1, 7 << 1]],
      ['nordgrav', 2, [(2 << 1) | 1]],
      ['olj', 1, [9 << 1, 12 << 1]],
      ["it's", 0, [4 << 1]],
      ['a\\b', 0, [5 << 1]],
      ['bar', 0, []],
    ]);
    expect(lexemes('')).toEqual([]);
  });

  it('holds a model written as letters beside a number joined too, as a shopper types it', () => {
    // to_tsvector('swedish', 'Hyr minigrävare Maskinbutiken HG-11') named, then "Passar SK-38LP och MG 10".
    const { found, nameWords } = read(
      "'-11':5A '10':13 '38lp':11 'hg':4A 'hyr':1A 'maskinbutik':3A 'mg':12 'minigräv':2A 'pass':7 'sk':10 'sk-38lp':9",
    );
    expect(found).toEqual(
      expect.arrayContaining([
        ['hg11', 2],
        ['sk38lp', 0],
        ['mg10', 0],
        ['hg', 2],
        ['-11', 2],
      ]),
    );
    expect(found.filter(([lexeme]) => /^(hyr|minigräv|maskinbutik)\d/.test(lexeme))).toEqual([]);
    // hyr, minigräv, maskinbutik and the model HG-11.
    expect(nameWords).toBe(4);
  });

  it('joins only short letters before a short number next to them, once, keeping a joined lexeme of its own', () => {
    const { found } = read("'hg11':1A 'hg':2 '-11':3 'effekt':4 '45':5 'kg':7 '12':6 'mas':8 '-100076':9");
    expect(found.filter(([lexeme]) => lexeme === 'hg11')).toEqual([['hg11', 2]]);
    expect(found.map(([lexeme]) => lexeme)).not.toContain('effekt45');
    expect(found.map(([lexeme]) => lexeme)).not.toContain('mas100076');
    expect(found.map(([lexeme]) => lexeme)).not.toContain('12kg');
  });
});
