import { describe, expect, it } from 'vitest';
import { buildHref, routeOfPathname } from './href';
import type { WordedPaths } from './language-paths';
import { pathInScope } from './language-paths';
import type { LinkTarget } from './locale-prefix';
import { LOCALES } from './locales';
import { ROUTES, type RouteKey, wordedPaths } from './route-table';

const PARAMS = { path: ['a', 'b'], term: 'kedja', alias: 'om-oss', failure: 'klarna' };
const FROM_MARKETS = [
  { market: 'se', marketInPath: false },
  { market: 'fi', marketInPath: true },
];

/** The page at `pathname` in another language, in the same market, as the language switcher asks. */
const pathInLanguage = (pathname: string, from: LinkTarget, to: LinkTarget['locale'], worded: WordedPaths) =>
  pathInScope(pathname, from, { ...from, locale: to }, worded);

describe('pathInScope for another language', () => {
  const worded = wordedPaths();
  for (const key of Object.keys(ROUTES) as RouteKey[]) {
    it(`gives what the route table gives for ${key}, between every two languages`, () => {
      for (const scope of FROM_MARKETS) {
        for (const from of LOCALES) {
          const here = buildHref({ ...scope, locale: from }, key, PARAMS);
          const route = routeOfPathname(here, { ...scope, locale: from });
          for (const to of LOCALES) {
            const expected = route
              ? buildHref({ ...scope, locale: to }, route.key, route.params)
              : buildHref({ ...scope, locale: to }, 'index');
            expect(pathInLanguage(here, { ...scope, locale: from }, to, worded), `${here} in ${to}`).toBe(
              expected,
            );
          }
        }
      }
    });
  }

  it('keeps the market in the path', () => {
    expect(
      pathInLanguage(
        '/fi/sv/mina-sidor/ordrar',
        { locale: 'sv', market: 'fi', marketInPath: true },
        'en',
        worded,
      ),
    ).toBe('/fi/en/my-account/orders');
    expect(pathInLanguage('/en', { locale: 'en', market: 'se', marketInPath: false }, 'sv', worded)).toBe(
      '/',
    );
  });
});

describe('pathInScope', () => {
  const worded = wordedPaths();
  it('moves a page to another market and language: the worded path, the market in the path or not', () => {
    const sweden = { locale: 'sv', market: 'se', marketInPath: false } as const;
    expect(pathInScope('/kassan', sweden, { locale: 'da', market: 'dk', marketInPath: false }, worded)).toBe(
      '/da/kassen',
    );
    expect(pathInScope('/p/tandstift', sweden, { ...sweden, market: 'fi' }, worded)).toBe('/p/tandstift');
    expect(
      pathInScope(
        '/se/sv/favoriter',
        { ...sweden, marketInPath: true },
        { locale: 'da', market: 'dk', marketInPath: true },
        worded,
      ),
    ).toBe('/dk/da/favoritter');
    expect(pathInScope('/da/p/a', { locale: 'da', market: 'dk', marketInPath: false }, sweden, worded)).toBe(
      '/p/a',
    );
  });
});
