import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_SORT,
  defaultSortFor,
  SERVER_VIEWPORT_WIDTH,
  vatIncludedFor,
  viewportOf,
} from './config';

describe('viewportOf', () => {
  it('maps widths to the configured classes', () => {
    expect(viewportOf(375)).toBe('phone');
    expect(viewportOf(800)).toBe('tablet');
    expect(viewportOf(1100)).toBe('laptop');
    expect(viewportOf(SERVER_VIEWPORT_WIDTH)).toBe('desktop');
    expect(viewportOf(1920)).toBe('desktopBig');
  });
});

describe('vatIncludedFor', () => {
  it('includes VAT for persons and not for organizations', () => {
    expect(vatIncludedFor('PERSON')).toBe(true);
    expect(vatIncludedFor('ORGANIZATION')).toBe(false);
  });
});

describe('defaultSortFor', () => {
  it('sorts search by relevance, custom routes as configured and the rest by the default', () => {
    expect(defaultSortFor('search')).toBe('RELEVANCE');
    expect(defaultSortFor('news')).toBe('LATEST');
    expect(defaultSortFor('category')).toBe(DEFAULT_LIST_SORT);
  });
});
