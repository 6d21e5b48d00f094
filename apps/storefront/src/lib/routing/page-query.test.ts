import { describe, expect, it } from 'vitest';
import { NO_QUERY, queryOfSegment, querySegment } from './page-query';

const keysOf = (segment: string) => [...queryOfSegment(segment)];

describe('query segment', () => {
  it('is _ for an address without query, or with tracking keys only', () => {
    expect(querySegment('', 'category')).toBe(NO_QUERY);
    expect(querySegment('?utm_source=mail&utm_medium=cpc&gclid=x&fbclid=y&msclkid=z', 'category')).toBe(
      NO_QUERY,
    );
  });

  it('leaves out what only the browser acts on: a shared cart is the same page', () => {
    expect(querySegment('?action=cart', 'category')).toBe(NO_QUERY);
    expect(keysOf(querySegment('?action=cart&page=2', 'category'))).toEqual([['page', '2']]);
  });

  it('leaves out any key the page does not read, so that each unknown key is the same page', () => {
    const plain = querySegment('?sort=PRICE', 'category');
    for (const search of ['?sort=PRICE&x=1', '?x=2&sort=PRICE', '?sort=PRICE&x=1&y=&__proto__=1&f=c-1']) {
      expect(querySegment(search, 'category')).toBe(plain);
    }
    expect(querySegment('?x=1&sort=PRICE&reviews=2', 'product')).toBe(querySegment('?reviews=2', 'product'));
    expect(querySegment('?x=1&q=saw&page=2', 'contentAlias')).toBe(NO_QUERY);
  });

  it('keeps the keys a page reads, in the order of the address', () => {
    const segment = querySegment(
      '?page=2&utm_campaign=vår&sort=PRICE&x=1&categories=Sågar~c-1,Borr~c-2',
      'category',
    );
    expect(segment).toMatch(/^[\w-]+$/);
    expect(keysOf(segment)).toEqual([
      ['page', '2'],
      ['sort', 'PRICE'],
      ['categories', 'Sågar~c-1,Borr~c-2'],
    ]);
  });

  it('keeps any text, slashes and repeated keys in their order', () => {
    const segment = querySegment('?q=пила/%2F&x=1&q=två', 'manuals');
    expect(queryOfSegment(segment).getAll('q')).toEqual(['пила//', 'två']);
    expect(queryOfSegment(segment).has('x')).toBe(false);
  });

  it('gives the not-found page no query', () => {
    expect(querySegment('?page=2&q=x', null)).toBe(NO_QUERY);
  });

  it('reads a segment that is not one of ours as no query', () => {
    expect(keysOf('../etc')).toEqual([]);
    expect(keysOf(NO_QUERY)).toEqual([]);
  });
});
