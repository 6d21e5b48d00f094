import { describe, expect, it } from 'vitest';
import { listVariantTarget } from './list-variant';

describe('listVariantTarget', () => {
  it('leads /list alone to every item', () => {
    expect(listVariantTarget(undefined, null)).toEqual({ kind: 'all' });
  });

  it('leads a brand, category, campaign or list the API knows to its canonical address', () => {
    expect(listVariantTarget('vinterklar', '/dc/vinterklar')).toEqual({
      kind: 'list',
      canonicalUrl: '/dc/vinterklar',
    });
    expect(listVariantTarget('minigravare', '/c/byggmaskiner/minigravare')).toEqual({
      kind: 'list',
      canonicalUrl: '/c/byggmaskiner/minigravare',
    });
  });

  it('searches for words that name no list, cleaned as the search box cleans them', () => {
    expect(listVariantTarget('gräsklippare', null)).toEqual({ kind: 'search', term: 'gräsklippare' });
    expect(listVariantTarget('  röd \u0000 trimmer ', null)).toEqual({ kind: 'search', term: 'röd trimmer' });
    expect(listVariantTarget('x'.repeat(500), null)).toEqual({ kind: 'search', term: 'x'.repeat(100) });
  });

  it('names nothing for blank words', () => {
    expect(listVariantTarget('   ', null)).toEqual({ kind: 'none' });
    expect(listVariantTarget('', null)).toEqual({ kind: 'none' });
  });
});
