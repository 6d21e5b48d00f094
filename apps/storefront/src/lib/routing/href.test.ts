import { describe, expect, it } from 'vitest';
import { buildHref, catalogHref, routeOfPathname } from './href';

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
});
