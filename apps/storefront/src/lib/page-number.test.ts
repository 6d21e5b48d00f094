import { describe, expect, it } from 'vitest';
import { isBeyondLastPage, MAX_PAGE_NUMBER, pageCount, parsePageNumber } from './page-number';

describe('parsePageNumber', () => {
  it.each([
    ['1', 1],
    ['2', 2],
    ['007', 7],
    ['1000000', MAX_PAGE_NUMBER],
  ])('reads %s as page %i', (value, page) => {
    expect(parsePageNumber(value)).toBe(page);
  });

  it.each([undefined, null, '', '0', '-1', '1.5', '1e3', ' 2', '0x10', 'abc', '€', 'Infinity', ['2', '3']])(
    'reads %j as page 1',
    (value) => {
      expect(parsePageNumber(value)).toBe(1);
    },
  );

  it('reads a page whose skip would overflow a 32-bit Int as the highest page it reads', () => {
    for (const value of ['107374184', '2147483648', '99999999999999999999999', '9'.repeat(400)]) {
      expect(parsePageNumber(value), value).toBe(MAX_PAGE_NUMBER);
    }
    expect((MAX_PAGE_NUMBER - 1) * 20).toBeLessThanOrEqual(2 ** 31 - 1);
  });
});

describe('pages of a list', () => {
  it('has a first page even when empty', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(isBeyondLastPage(1, 0, 20)).toBe(false);
    expect(isBeyondLastPage(2, 0, 20)).toBe(true);
  });

  it('ends with the page that holds the last item', () => {
    expect(pageCount(40, 20)).toBe(2);
    expect(pageCount(41, 20)).toBe(3);
    expect(isBeyondLastPage(3, 41, 20)).toBe(false);
    expect(isBeyondLastPage(4, 41, 20)).toBe(true);
    expect(isBeyondLastPage(MAX_PAGE_NUMBER, 41, 20)).toBe(true);
  });
});
