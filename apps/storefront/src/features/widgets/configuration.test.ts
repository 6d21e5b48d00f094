import { describe, expect, it } from 'vitest';
import { linkOf, numberOf, parseConfiguration } from './configuration';

describe('widget configuration', () => {
  it('parses a JSON object and refuses anything else', () => {
    expect(parseConfiguration('{"title":"Hej"}')).toEqual({ title: 'Hej' });
    expect(parseConfiguration('[1]')).toBeNull();
    expect(parseConfiguration('not json')).toBeNull();
  });

  it('accepts links to known routes and to local paths only', () => {
    expect(linkOf({ label: 'Nyheter', route: 'news' })).toEqual({ label: 'Nyheter', route: 'news' });
    expect(linkOf({ label: 'Rea', url: '/dc/vinterklar' })).toEqual({ label: 'Rea', url: '/dc/vinterklar' });
    expect(linkOf({ label: 'Ut', url: 'https://example.com' })).toBeUndefined();
    expect(linkOf({ label: 'Ut', url: '//example.com' })).toBeUndefined();
    expect(linkOf({ label: 'Ut', url: '/\\example.com' })).toBeUndefined();
    expect(linkOf({ label: 'Okänd', route: 'nope' })).toBeUndefined();
    expect(linkOf({ url: '/kontakt' })).toBeUndefined();
  });

  it('caps counts and falls back on bad ones', () => {
    expect(numberOf(12, 8, 20)).toBe(12);
    expect(numberOf(500, 8, 20)).toBe(20);
    expect(numberOf('12', 8, 20)).toBe(8);
    expect(numberOf(-1, 8, 20)).toBe(8);
  });
});
