import { describe, expect, it } from 'vitest';
import { buildHref, catalogHref, linkHref, routeOfPathname } from './href';

describe('buildHref', () => {
  it('leaves Swedish unprefixed and prefixes the other languages', () => {
    expect(buildHref({ locale: 'sv', market: 'se', marketInPath: false }, 'favorites')).toBe('/favoriter');
    expect(buildHref({ locale: 'fi', market: 'fi', marketInPath: false }, 'orders')).toBe(
      '/fi/tilini/tilaukset',
    );
    expect(buildHref({ locale: 'sv', market: 'se', marketInPath: false }, 'index')).toBe('/');
    expect(buildHref({ locale: 'en', market: 'se', marketInPath: false }, 'index')).toBe('/en');
  });
  it('puts market and language first when markets are in the path', () => {
    expect(buildHref({ locale: 'sv', market: 'fi', marketInPath: true }, 'checkout')).toBe('/fi/sv/kassan');
    expect(buildHref({ locale: 'da', market: 'dk', marketInPath: true }, 'index')).toBe('/dk/da');
  });
  it('adds a query and encodes parameters', () => {
    expect(
      buildHref(
        { locale: 'sv', market: 'se', marketInPath: false },
        'search',
        { term: 'kedja 40 cm' },
        { page: 2 },
      ),
    ).toBe('/s/kedja%2040%20cm?page=2');
    expect(
      catalogHref({ locale: 'en', market: 'se', marketInPath: false }, '/p/x', { page: undefined }),
    ).toBe('/en/p/x');
  });
});

describe('linkHref', () => {
  const en = { locale: 'en', market: 'se', marketInPath: false } as const;
  it('prefixes a path of the shop with the language, or market and language', () => {
    expect(linkHref(en, '/brands')).toBe('/en/brands');
    expect(linkHref({ locale: 'sv', market: 'se', marketInPath: false }, '/c/byggmaskiner')).toBe(
      '/c/byggmaskiner',
    );
    expect(linkHref({ locale: 'fi', market: 'fi', marketInPath: true }, '/kayttoohjeet')).toBe(
      '/fi/fi/kayttoohjeet',
    );
  });
  it('keeps an absolute address and refuses what is neither', () => {
    expect(linkHref(en, 'https://verkstad.example/boka')).toBe('https://verkstad.example/boka');
    expect(linkHref(en, '//evil.example')).toBeNull();
    expect(linkHref(en, '/\\evil.example')).toBeNull();
    expect(linkHref(en, 'javascript:alert(1)')).toBeNull();
    expect(linkHref(en, 'brands')).toBeNull();
    expect(linkHref(en, null)).toBeNull();
    expect(linkHref(en, '')).toBeNull();
  });
});

describe('routeOfPathname', () => {
  it('finds the route of a browser address in any language and market setting', () => {
    expect(
      routeOfPathname('/en/my-account/orders', { locale: 'en', market: 'se', marketInPath: false })?.name,
    ).toBe('orders___en');
    expect(routeOfPathname('/', { locale: 'sv', market: 'se', marketInPath: false })?.key).toBe('index');
    expect(routeOfPathname('/fi/sv/p/x', { locale: 'sv', market: 'fi', marketInPath: true })?.params).toEqual(
      { path: ['x'] },
    );
  });

  it('reads a path without its language’s prefix as a page of that language on its own domain', () => {
    const danish = { locale: 'da' as const, market: 'dk', marketInPath: false };
    expect(routeOfPathname('/kassen', danish)?.name).toBe('checkout___da');
    expect(routeOfPathname('/da/kassen', danish)?.name).toBe('checkout___da');
    expect(routeOfPathname('/', danish)?.key).toBe('index');
    // A path that only begins with the prefix's letters is not prefixed.
    expect(routeOfPathname('/daglig-service', danish)?.params).toEqual({ alias: 'daglig-service' });
  });
});
