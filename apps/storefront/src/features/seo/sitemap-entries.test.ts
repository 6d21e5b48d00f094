import { describe, expect, it } from 'vitest';
import type { MarketsRouting } from '@/lib/routing/markets';
import { sitemapRoutes } from './indexed-routes';
import { type SitemapScope, sitemapEntry } from './sitemap-entries';

const MARKETS: MarketsRouting = {
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

const scope = (over: Partial<SitemapScope> = {}): SitemapScope => ({
  origin: 'https://shop.example',
  domains: {},
  locale: 'en',
  market: 'eu',
  marketInPath: false,
  markets: MARKETS,
  ...over,
});

describe('sitemapEntry', () => {
  it('gives a product its address in the language and in all five languages plus x-default', () => {
    const entry = sitemapEntry({ canonicalUrl: '/p/nordgrav-ng-18' }, scope());
    expect(entry.loc).toBe('https://shop.example/en/p/nordgrav-ng-18');
    expect(entry.alternates).toEqual([
      { hreflang: 'sv-SE', href: 'https://shop.example/p/nordgrav-ng-18' },
      { hreflang: 'da-DK', href: 'https://shop.example/da/p/nordgrav-ng-18' },
      { hreflang: 'en-GB', href: 'https://shop.example/en/p/nordgrav-ng-18' },
      { hreflang: 'fi-FI', href: 'https://shop.example/fi/p/nordgrav-ng-18' },
      { hreflang: 'nb-NO', href: 'https://shop.example/nb/p/nordgrav-ng-18' },
      { hreflang: 'x-default', href: 'https://shop.example/p/nordgrav-ng-18' },
    ]);
  });

  it('translates a route’s path per language, from the route table', () => {
    const entry = sitemapEntry({ route: 'brands' }, scope({ locale: 'sv', market: 'se' }));
    expect(entry.loc).toBe('https://shop.example/varumarken');
    expect(entry.alternates.map((a) => a.href)).toEqual([
      'https://shop.example/varumarken',
      'https://shop.example/da/varemaerker',
      'https://shop.example/en/brands',
      'https://shop.example/fi/tavaramerkkeja',
      'https://shop.example/nb/varemerker',
      'https://shop.example/varumarken',
    ]);
    expect(sitemapEntry({ route: 'index' }, scope({ locale: 'da', market: 'dk' })).loc).toBe(
      'https://shop.example/da',
    );
  });

  it('names a product by its alias in each language, where the API gives one', () => {
    const alternates = [
      { languageCode: 'sv', canonicalUrl: '/p/voltan-x20-grasklippare' },
      { languageCode: 'en', canonicalUrl: '/p/lawn-mower-voltan-x20' },
    ];
    const entry = sitemapEntry({ canonicalUrl: '/p/lawn-mower-voltan-x20', alternates }, scope());
    expect(entry.loc).toBe('https://shop.example/en/p/lawn-mower-voltan-x20');
    expect(entry.alternates.map((a) => `${a.hreflang} ${a.href}`)).toEqual([
      'sv-SE https://shop.example/p/voltan-x20-grasklippare',
      'da-DK https://shop.example/da/p/lawn-mower-voltan-x20',
      'en-GB https://shop.example/en/p/lawn-mower-voltan-x20',
      'fi-FI https://shop.example/fi/p/lawn-mower-voltan-x20',
      'nb-NO https://shop.example/nb/p/lawn-mower-voltan-x20',
      'x-default https://shop.example/p/voltan-x20-grasklippare',
    ]);
  });

  it('names a language with a domain of its own by its domain, without prefix', () => {
    const entry = sitemapEntry({ route: 'brands' }, scope({ domains: { da: 'https://maskinbutik.dk' } }));
    expect(entry.alternates.map((a) => a.href)).toEqual([
      'https://shop.example/varumarken',
      'https://maskinbutik.dk/varemaerker',
      'https://shop.example/en/brands',
      'https://shop.example/fi/tavaramerkkeja',
      'https://shop.example/nb/varemerker',
      'https://shop.example/varumarken',
    ]);
    const danish = sitemapEntry(
      { route: 'index' },
      scope({ locale: 'da', domains: { da: 'https://maskinbutik.dk' } }),
    );
    expect(danish.loc).toBe('https://maskinbutik.dk');
  });

  it('puts the market first when markets are in the path, each language in a market that has it', () => {
    const entry = sitemapEntry(
      { canonicalUrl: '/c/tradgard' },
      scope({ locale: 'fi', market: 'fi', marketInPath: true }),
    );
    expect(entry.loc).toBe('https://shop.example/fi/fi/c/tradgard');
    expect(entry.alternates.map((a) => `${a.hreflang} ${a.href}`)).toEqual([
      'sv-SE https://shop.example/fi/sv/c/tradgard',
      'da-DK https://shop.example/dk/da/c/tradgard',
      'en-GB https://shop.example/fi/en/c/tradgard',
      'fi-FI https://shop.example/fi/fi/c/tradgard',
      'nb-NO https://shop.example/no/nb/c/tradgard',
      'x-default https://shop.example/fi/sv/c/tradgard',
    ]);
  });
});

describe('sitemapRoutes', () => {
  it('lists home and the public fixed pages (the contact forms too), never checkout, account, preview, 404 or password reset', () => {
    expect(sitemapRoutes()).toEqual([
      'index',
      'manuals',
      'news',
      'brands',
      'newsletter',
      'contactSales',
      'contactService',
      'contactParts',
      'contactRentals',
    ]);
  });
});
