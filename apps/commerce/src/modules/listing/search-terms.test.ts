import { describe, expect, it } from 'vitest';
import { searchedTerms } from './search-terms.ts';

describe('searched terms', () => {
  it('takes a model typed with a dash, a space or neither as one term', () => {
    for (const typed of ['HG-11', 'hg11', 'HG 11', 'hg - 11']) {
      expect(searchedTerms(typed), typed).toEqual([{ letters: 'hg', number: '11' }]);
    }
    expect(searchedTerms('Hyr minigrävare Maskinbutiken HG-11 HD')).toEqual([
      { word: 'hyr' },
      { word: 'minigrävare' },
      { word: 'maskinbutiken' },
      { letters: 'hg', number: '11' },
      { word: 'hd' },
    ]);
    expect(searchedTerms('Kedja SK-38LP')).toEqual([{ word: 'kedja' }, { letters: 'sk', number: '38lp' }]);
  });

  it('leaves words, article numbers and numbers after a long word as they are, each once', () => {
    expect(searchedTerms('gräsklippare 46 gräsklippare')).toEqual([{ word: 'gräsklippare' }, { word: '46' }]);
    expect(searchedTerms('MAS-100076')).toEqual([{ word: 'mas' }, { word: '100076' }]);
    expect(searchedTerms('hg/11')).toEqual([{ word: 'hg' }, { word: '11' }]);
    expect(searchedTerms('  ')).toEqual([]);
  });
});
