import { describe, expect, it } from 'vitest';
import { NO_QUERY, queryOfSegment, querySegment } from './page-query';

describe('query segment', () => {
  it('is _ for an address without query, or with tracking keys only', () => {
    expect(querySegment('')).toBe(NO_QUERY);
    expect(querySegment('?utm_source=mail&gclid=x&fbclid=y')).toBe(NO_QUERY);
  });

  it('leaves out what only the browser acts on: a shared cart is the same page', () => {
    expect(querySegment('?action=cart')).toBe(NO_QUERY);
    expect([...queryOfSegment(querySegment('?action=cart&page=2'))]).toEqual([['page', '2']]);
  });

  it('carries the query, without tracking keys, there and back', () => {
    const segment = querySegment('?f=c-1~b-2,x&utm_campaign=vår&sort=PRICE&page=2');
    expect(segment).toMatch(/^[\w-]+$/);
    expect([...queryOfSegment(segment)]).toEqual([
      ['f', 'c-1~b-2,x'],
      ['sort', 'PRICE'],
      ['page', '2'],
    ]);
  });

  it('keeps any text, slashes and repeated keys', () => {
    const segment = querySegment('?q=пила/%2F&q=två');
    expect(queryOfSegment(segment).getAll('q')).toEqual(['пила//', 'två']);
  });

  it('reads a segment that is not one of ours as no query', () => {
    expect([...queryOfSegment('../etc')]).toEqual([]);
    expect([...queryOfSegment(NO_QUERY)]).toEqual([]);
  });
});
