import { describe, expect, it } from 'vitest';
import { isFiltered, listVariables, readListParams } from './list-params';

describe("the product list's address", () => {
  it('reads the search, category, brand, status, sort and cursor', () => {
    const list = readListParams({
      q: '  gräsklippare 46 ',
      category: '12',
      brand: '3',
      status: 'draft',
      sort: 'name',
      dir: 'desc',
      after: 'abc',
    });
    expect(listVariables(list, 'en')).toEqual({
      filter: { search: 'gräsklippare 46', categoryId: 12, brandId: 3, published: false },
      sort: { field: 'NAME', descending: true },
      first: 50,
      after: 'abc',
      languageCode: 'en',
    });
    expect(isFiltered(list)).toBe(true);
  });

  it('shows the newest first, or names A to Z, and leaves out what it does not know', () => {
    const plain = readListParams({ category: 'tools', brand: '-1', status: 'sold', sort: 'price', q: '   ' });
    expect(listVariables(plain, 'sv')).toEqual({
      filter: { search: null, categoryId: null, brandId: null, published: null },
      sort: { field: 'CREATED', descending: true },
      first: 50,
      after: null,
      languageCode: 'sv',
    });
    expect(isFiltered(plain)).toBe(false);
    expect(readListParams({ sort: 'name' })).toMatchObject({ sort: 'name', dir: 'asc' });
    expect(readListParams({ status: 'published' }).status).toBe('published');
    expect(readListParams({ q: 'x'.repeat(300) }).q).toHaveLength(100);
  });
});
