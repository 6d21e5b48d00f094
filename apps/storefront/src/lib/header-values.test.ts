import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentDisposition } from './header-values';

/** Any UTF-16 code unit, lone surrogates included: what a JavaScript string may hold. */
const anyText = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) });
const wellFormedText = fc.string({ unit: 'binary' });
const isByteString = (value: string) => [...value].every((c) => (c.codePointAt(0) ?? 0) <= 0xff);

describe('contentDisposition', () => {
  it('makes any file name, lone surrogates included, a value a Headers object accepts', () => {
    fc.assert(
      fc.property(anyText, (name) => {
        const value = contentDisposition('inline', name);
        expect(isByteString(value)).toBe(true);
        expect(new Headers({ 'content-disposition': value }).get('content-disposition')).toBe(value);
      }),
    );
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
