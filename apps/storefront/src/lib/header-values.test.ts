import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentDisposition, decodeHeaderValue, encodeHeaderValue } from './header-values';

/** Any UTF-16 code unit, lone surrogates included: what a JavaScript string may hold. */
const anyText = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) });
const wellFormedText = fc.string({ unit: 'binary' });
const isByteString = (value: string) => [...value].every((c) => (c.codePointAt(0) ?? 0) <= 0xff);

describe('encodeHeaderValue', () => {
  it('makes any text a value a Headers object accepts', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const value = encodeHeaderValue(text);
        expect(isByteString(value)).toBe(true);
        expect(new Headers({ 'x-test': value }).get('x-test')).toBe(value);
      }),
    );
  });

  it('is undone by decodeHeaderValue', () => {
    fc.assert(
      fc.property(wellFormedText, (text) => {
        expect(decodeHeaderValue(encodeHeaderValue(text))).toBe(text);
      }),
    );
    for (const text of ['€', 'пила', '🚜', '%', '%25', 'a b/c?d#e', '{"term":"å"}']) {
      expect(decodeHeaderValue(encodeHeaderValue(text))).toBe(text);
    }
  });

  it('replaces a lone surrogate, which no encoding can carry', () => {
    expect(decodeHeaderValue(encodeHeaderValue('a\uD800b'))).toBe('a\uFFFDb');
  });
});

describe('decodeHeaderValue', () => {
  it('reads a missing or malformed value as null', () => {
    expect(decodeHeaderValue(null)).toBeNull();
    expect(decodeHeaderValue('%')).toBeNull();
    expect(decodeHeaderValue('%E2%82')).toBeNull();
    expect(decodeHeaderValue('%ED%A0%80')).toBeNull();
  });
});

describe('contentDisposition', () => {
  /** The file name a client reads from filename*, as RFC 5987 defines it. */
  const extendedName = (header: string) =>
    decodeURIComponent(header.match(/filename\*=UTF-8''([^;\s]*)/)?.[1] ?? '');
  const plainName = (header: string) => header.match(/filename="([^"]*)"/)?.[1];

  it('names a plain file the same both ways', () => {
    const header = contentDisposition('inline', 'manual-1234.pdf');
    expect(header).toBe(`inline; filename="manual-1234.pdf"; filename*=UTF-8''manual-1234.pdf`);
  });

  it('carries any name in filename* and an ASCII stand-in in filename', () => {
    fc.assert(
      fc.property(wellFormedText, fc.constantFrom('inline', 'attachment' as const), (name, type) => {
        const header = contentDisposition(type, name);
        expect(new Headers({ 'content-disposition': header }).get('content-disposition')).toBe(header);
        expect(header.startsWith(`${type}; `)).toBe(true);
        expect(extendedName(header)).toBe(name);
        expect(plainName(header)).toMatch(/^[\x20-\x7e]*$/);
        expect(plainName(header)).not.toMatch(/["\\]/);
      }),
    );
  });

  it('encodes the characters RFC 5987 reserves beyond encodeURIComponent', () => {
    expect(contentDisposition('attachment', "Bob's (new) €*.pdf")).toBe(
      `attachment; filename="Bob's (new) _*.pdf"; filename*=UTF-8''Bob%27s%20%28new%29%20%E2%82%AC%2A.pdf`,
    );
  });
});
