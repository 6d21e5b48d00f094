import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { MarketsRouting } from './markets';
import { querySegment } from './page-query';
import { preferredLocale, type RoutingRequest, resolveRouting } from './resolve';
import { sameSitePath } from './same-site-path';

const markets: MarketsRouting = {
  fallback: 'se',
  markets: [
    { alias: 'se', defaultLocale: 'sv', locales: ['sv', 'en'], onlyDisplayInCheckout: false },
    { alias: 'dk', defaultLocale: 'da', locales: ['da', 'en'], onlyDisplayInCheckout: false },
    { alias: 'no', defaultLocale: 'nb', locales: ['nb', 'en'], onlyDisplayInCheckout: false },
    { alias: 'fi', defaultLocale: 'fi', locales: ['fi', 'sv', 'en'], onlyDisplayInCheckout: false },
    {
      alias: 'eu',
      defaultLocale: 'en',
      locales: ['en', 'sv', 'da', 'fi', 'nb'],
      onlyDisplayInCheckout: false,
    },
  ],
};

function resolve(pathname: string, overrides: Partial<RoutingRequest> = {}) {
  return resolveRouting({
    pathname,
    search: '',
    marketInPath: false,
    markets,
    cookies: { signedIn: false },
    acceptLanguage: 'sv-SE,sv;q=0.9',
    ...overrides,
  });
}

describe('without markets in the path', () => {
  it('rewrites Swedish paths without prefix and other languages with theirs', () => {
    expect(resolve('/favoriter')).toMatchObject({
      kind: 'rewrite',
      pathname: '/sv/se/_/favorites',
      locale: 'sv',
      market: 'se',
    });
    expect(resolve('/da/favoritter')).toMatchObject({
      kind: 'rewrite',
      pathname: '/da/dk/_/favorites',
      market: 'dk',
    });
    expect(resolve('/en')).toMatchObject({ kind: 'rewrite', pathname: '/en/eu/_', locale: 'en' });
    expect(resolve('/')).toMatchObject({ kind: 'rewrite', pathname: '/sv/se/_' });
  });

  it('takes the market from the cookie when it allows the language', () => {
    expect(resolve('/en', { cookies: { signedIn: false, market: 'fi' } })).toMatchObject({ market: 'fi' });
    expect(resolve('/da', { cookies: { signedIn: false, market: 'se' } })).toMatchObject({ market: 'dk' });
  });

  it("shows the page in the language's market when the cookie names one the channel lacks, and logs the original line", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(resolve('/en', { cookies: { signedIn: false, market: 'gone' } })).toMatchObject({
        market: 'eu',
      });
      expect(resolve('/', { cookies: { signedIn: false, market: 'gone\nforged line' } })).toMatchObject({
        market: 'se',
      });
      expect(warn.mock.calls).toEqual([
        ['Market with alias gone not available in markets array'],
        // The cookie is the shopper's: what is not a word character is not written as it is.
        ['Market with alias gone?forged?line not available in markets array'],
      ]);
    } finally {
      warn.mockRestore();
    }
  });

  it('sends /sv paths to the unprefixed path', () => {
    expect(resolve('/sv/kassan', { search: '?a=1' })).toEqual({
      kind: 'redirect',
      location: '/kassan?a=1',
      status: 308,
    });
  });

  it('detects the language at the root from the cookie or the browser', () => {
    expect(resolve('/', { acceptLanguage: 'fi-FI,fi;q=0.9' })).toEqual({
      kind: 'redirect',
      location: '/fi',
      status: 302,
    });
    expect(resolve('/', { cookies: { signedIn: false, locale: 'nb' }, acceptLanguage: 'fi' })).toMatchObject({
      location: '/nb',
    });
    expect(resolve('/', { acceptLanguage: 'de-DE' })).toMatchObject({
      kind: 'rewrite',
      pathname: '/sv/se/_',
    });
  });

  it('renders the not-found page for paths outside the table', () => {
    expect(resolve('/en/favoriter/x')).toMatchObject({
      kind: 'rewrite',
      pathname: '/en/eu/_/page-not-found',
      route: null,
    });
  });

  it("sends the search form's term, sent without JavaScript, to its search page, and no term home", () => {
    expect(resolve('/s', { search: '?q=%20kedja%20%20till%20s%C3%A5g%20' })).toEqual({
      kind: 'redirect',
      location: '/s/kedja%20till%20s%C3%A5g',
      status: 302,
    });
    expect(resolve('/fi/s', { search: '?q=ketju' })).toMatchObject({ location: '/fi/s/ketju' });
    expect(resolve('/en/s', { search: '?q=+' })).toMatchObject({ location: '/en' });
    expect(resolve('/s')).toMatchObject({ location: '/' });
    expect(resolve('/se/en/s', { marketInPath: true, search: '?q=chain' })).toMatchObject({
      location: '/se/en/s/chain',
    });
  });

  it('sends guests from account pages home, to come back once signed in, unless a login token comes along', () => {
    expect(resolve('/mina-sidor/ordrar')).toEqual({
      kind: 'redirect',
      location: '/?action=login&return=%2Fmina-sidor%2Fordrar',
      status: 302,
    });
    expect(resolve('/en/my-account/orders')).toEqual({
      kind: 'redirect',
      location: '/en?action=login&return=%2Fen%2Fmy-account%2Forders',
      status: 302,
    });
    expect(resolve('/mina-sidor/ordrar', { search: '?cancel=3' })).toMatchObject({
      location: '/?action=login&return=%2Fmina-sidor%2Fordrar%3Fcancel%3D3',
    });
    expect(resolve('/account', { search: '?loginToken=abc' })).toMatchObject({
      kind: 'rewrite',
      pathname: `/sv/se/${querySegment('?loginToken=abc', 'account')}/account`,
    });
    expect(resolve('/mina-sidor/saldo', { cookies: { signedIn: true } })).toMatchObject({
      pathname: '/sv/se/_/account/balance',
    });
    expect(resolve('/account/reset-password')).toMatchObject({ kind: 'rewrite' });
  });
});

describe('with markets in the path', () => {
  const inPath = (pathname: string, overrides: Partial<RoutingRequest> = {}) =>
    resolve(pathname, { marketInPath: true, ...overrides });

  it('rewrites /{market}/{locale}/...', () => {
    expect(inPath('/fi/sv/favoriter')).toMatchObject({
      kind: 'rewrite',
      pathname: '/sv/fi/_/favorites',
      market: 'fi',
    });
    expect(inPath('/dk/da')).toMatchObject({ kind: 'rewrite', pathname: '/da/dk/_', market: 'dk' });
  });

  it('reads /fi/fi as market fi in Finnish, not as a swapped path', () => {
    expect(inPath('/fi/fi')).toMatchObject({
      kind: 'rewrite',
      pathname: '/fi/fi/_',
      market: 'fi',
      locale: 'fi',
    });
  });

  it('swaps /{locale}/{market}', () => {
    expect(inPath('/en/dk/favorites', { search: '?x=1' })).toEqual({
      kind: 'redirect',
      location: '/dk/en/favorites?x=1',
      status: 302,
    });
  });

  it('prepends the current market to a path without one', () => {
    expect(inPath('/favoriter')).toMatchObject({ location: '/se/sv/favoriter' });
    expect(inPath('/en/favorites', { cookies: { signedIn: false, market: 'dk' } })).toMatchObject({
      location: '/dk/en/favorites',
    });
  });

  it('replaces an unknown market with the fallback, and logs the original line', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(inPath('/xx/en/favorites')).toMatchObject({ location: '/se/en/favorites' });
      expect(warn).toHaveBeenCalledWith('Market with alias xx not available in markets array');
      warn.mockClear();
      // A market cookie the channel no longer has: the pages go on in the fallback market.
      expect(inPath('/favoriter', { cookies: { signedIn: false, market: 'zz' } })).toMatchObject({
        location: '/se/sv/favoriter',
      });
      expect(warn).toHaveBeenCalledWith('Market with alias zz not available in markets array');
    } finally {
      warn.mockRestore();
    }
  });

  it("replaces a language the market does not allow with the market's own", () => {
    expect(inPath('/dk/fi/p/x')).toMatchObject({ location: '/dk/da/p/x' });
  });

  it('redirects the root with 302', () => {
    expect(inPath('/')).toEqual({ kind: 'redirect', location: '/se/sv', status: 302 });
    expect(inPath('/', { cookies: { signedIn: false, market: 'no' }, acceptLanguage: 'en' })).toMatchObject({
      location: '/no/en',
    });
  });

  it('guards account pages with the market in the home path', () => {
    expect(inPath('/no/nb/min-konto/saldo')).toEqual({
      kind: 'redirect',
      location: '/no/nb?action=login&return=%2Fno%2Fnb%2Fmin-konto%2Fsaldo',
      status: 302,
    });
  });
});

describe('preferredLocale', () => {
  it('ranks by quality and maps Norwegian', () => {
    expect(preferredLocale('de;q=1, da;q=0.5, en;q=0.8')).toBe('en');
    expect(preferredLocale('no')).toBe('nb');
    expect(preferredLocale('de')).toBeUndefined();
  });
});

describe('the page path', () => {
  it('carries the keys the page reads as a segment, without tracking or unknown keys', () => {
    const outcome = resolve('/c/maskiner', { search: '?sort=PRICE&utm_source=x&x=1' });
    expect(outcome).toMatchObject({
      pathname: `/sv/se/${querySegment('?sort=PRICE', 'category')}/c/maskiner`,
    });
    for (const search of ['?utm_source=x', '?x=1&gclid=2&fbclid=3', '?sort=PRICE']) {
      expect(resolve('/p/maskiner/sag', { search })).toMatchObject({ pathname: '/sv/se/_/p/maskiner/sag' });
      expect(resolve('/om-oss', { search })).toMatchObject({ pathname: '/sv/se/_/om-oss' });
    }
    expect(resolve('/c/maskiner', { search: '?utm_source=x' })).toMatchObject({
      pathname: '/sv/se/_/c/maskiner',
    });
    expect(resolve('/finns/inte/alls', { search: '?page=2' })).toMatchObject({
      pathname: '/sv/se/_/page-not-found',
    });
  });

  it('sends a content page asked for with ?preview=true to the uncached preview page', () => {
    expect(resolve('/om-oss', { search: '?preview=true' })).toMatchObject({
      pathname: '/sv/se/_/content-preview/om-oss',
    });
    expect(resolve('/content/om-oss', { search: '?preview=true' })).toMatchObject({
      pathname: '/sv/se/_/content-preview/om-oss',
    });
    expect(resolve('/om-oss', { search: '?preview=1' })).toMatchObject({ pathname: '/sv/se/_/om-oss' });
  });

  it("carries a preview link's token, and only it, to the preview page", () => {
    const segment = Buffer.from('token=1.2.abc', 'utf8').toString('base64url');
    expect(resolve('/om-oss', { search: '?preview=true&token=1.2.abc' })).toMatchObject({
      pathname: `/sv/se/${segment}/content-preview/om-oss`,
    });
    expect(resolve('/content/preview/om-oss', { search: '?token=1.2.abc&utm_source=x' })).toMatchObject({
      pathname: `/sv/se/${segment}/content-preview/om-oss`,
    });
    // The published page's cache key takes no token.
    expect(resolve('/om-oss', { search: '?token=1.2.abc' })).toMatchObject({ pathname: '/sv/se/_/om-oss' });
  });

  it('sends the preview segment /content/preview/{alias} to the uncached preview page, in every language', () => {
    expect(resolve('/content/preview/vinterforvaring')).toMatchObject({
      kind: 'rewrite',
      pathname: '/sv/se/_/content-preview/vinterforvaring',
      route: { key: 'contentPreview', name: 'contentPreview___sv' },
    });
    expect(resolve('/en/content/preview/om-oss')).toMatchObject({
      pathname: '/en/eu/_/content-preview/om-oss',
    });
    // Without the segment, the cached page of published content answers.
    expect(resolve('/content/vinterforvaring')).toMatchObject({
      pathname: '/sv/se/_/content/vinterforvaring',
    });
  });

  it('sends /list/{search?} to the list variants page, which tells lists and searches apart', () => {
    expect(resolve('/list/gr%C3%A4sklippare')).toMatchObject({
      pathname: `/sv/se/_/list/${encodeURIComponent('gräsklippare')}`,
      route: { key: 'listVariant', params: { alias: 'gräsklippare' } },
    });
  });
});

describe('redirects of hostile addresses', () => {
  const pieces = ['', 'sv', 'en', 'fi', 'se', 'dk', 'xx', 'kassan', 'mina-sidor', 'evil.example', '.', '..'];
  const hostile = ['/', '\\', '%2F', '%2f', '%5C', '%09', 'https:', 'javascript:alert(1)', '@evil.example'];
  const segment = fc.oneof(fc.constantFrom(...pieces, ...hostile), fc.string({ maxLength: 4 }));

  it('never leave the site, whatever the path, market cookie or query', () => {
    // Unknown markets are logged: not here, two thousand times.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 5 }),
        fc.boolean(),
        fc.option(fc.constantFrom('fi', '/evil.example', '//evil.example', 'se\\'), { nil: undefined }),
        fc.constantFrom('', '?url=//evil.example', '?returnUrl=https%3A%2F%2Fevil.example'),
        (segments, marketInPath, market, search) => {
          // The proxy sees the path as Next parses it, backslashes as slashes and dot segments gone.
          const { pathname } = new URL(`http://shop.example/${segments.join('/')}`);
          const outcome = resolve(pathname, { marketInPath, search, cookies: { signedIn: false, market } });
          if (outcome.kind === 'redirect') expect(sameSitePath(outcome.location)).toBe(outcome.location);
        },
      ),
      { numRuns: 2000 },
    );
    vi.restoreAllMocks();
  });

  it('keep an encoded slash or backslash a part of the path', () => {
    expect(resolve('/sv/%2F%2Fevil.example')).toMatchObject({ location: '/%2F%2Fevil.example' });
    expect(resolve('/sv/%5Cevil.example')).toMatchObject({ location: '/%5Cevil.example' });
    expect(resolve('/sv//evil.example')).toMatchObject({ location: '/evil.example' });
  });
});
