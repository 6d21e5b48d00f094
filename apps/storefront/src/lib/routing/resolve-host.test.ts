import { describe, expect, it } from 'vitest';
import type { MarketsRouting } from './markets';
import { type HostRoutingRequest, resolveOnHost } from './resolve-host';

const markets: MarketsRouting = {
  fallback: 'se',
  markets: [
    { alias: 'se', defaultLocale: 'sv', locales: ['sv', 'en'], onlyDisplayInCheckout: false },
    { alias: 'dk', defaultLocale: 'da', locales: ['da', 'en'], onlyDisplayInCheckout: false },
    { alias: 'eu', defaultLocale: 'en', locales: ['en', 'sv', 'da'], onlyDisplayInCheckout: false },
  ],
};
const SITE = 'https://www.maskinbutiken.se';
const DK = 'https://maskinbutik.dk';

function resolve(pathname: string, overrides: Partial<HostRoutingRequest> = {}) {
  const [path = '', query] = pathname.split('?');
  return resolveOnHost({
    pathname: path,
    search: query ? `?${query}` : '',
    marketInPath: false,
    markets,
    cookies: { signedIn: false },
    acceptLanguage: 'sv-SE',
    host: 'www.maskinbutiken.se',
    domains: { da: DK },
    site: SITE,
    ...overrides,
  });
}
const onDk = { host: 'maskinbutik.dk' };

describe('a language on a domain of its own', () => {
  it('is served there without its prefix, in the market routing gives the language', () => {
    expect(resolve('/', onDk)).toMatchObject({
      kind: 'rewrite',
      locale: 'da',
      market: 'dk',
      pathname: '/da/dk/_',
    });
    expect(resolve('/favoritter', onDk)).toMatchObject({ pathname: '/da/dk/_/favorites' });
    expect(resolve('/p/en-maskine', onDk)).toMatchObject({ pathname: '/da/dk/_/p/en-maskine' });
    // The market chosen before is kept when it has the language (ADR 56).
    expect(resolve('/p/x', { ...onDk, cookies: { signedIn: false, market: 'eu' } })).toMatchObject({
      market: 'eu',
    });
    expect(resolve('/ingen/side/her', onDk)).toMatchObject({ pathname: '/da/dk/_/page-not-found' });
  });

  it('sends its prefixed addresses, on the site or on the domain, to the domain without it', () => {
    for (const host of ['www.maskinbutiken.se', 'maskinbutik.dk']) {
      expect(resolve('/da/favoritter?sort=x', { host })).toEqual({
        kind: 'redirect',
        location: host === 'maskinbutik.dk' ? '/favoritter?sort=x' : `${DK}/favoritter?sort=x`,
        status: 308,
      });
    }
    expect(resolve('/da')).toMatchObject({ location: `${DK}/`, status: 308 });
  });

  it('sends another language asked for on the domain to the site', () => {
    expect(resolve('/en/brands?x=1', onDk)).toEqual({
      kind: 'redirect',
      location: `${SITE}/en/brands?x=1`,
      status: 308,
    });
    expect(resolve('/sv', onDk)).toMatchObject({ location: `${SITE}/sv` });
  });

  it('says the redirects of routing in the domain’s terms', () => {
    // The search form without JavaScript, and a guarded page for a guest.
    expect(resolve('/s?q=kedja', onDk)).toMatchObject({ kind: 'redirect', location: '/s/kedja' });
    const guarded = resolve('/min-konto/bestillinger', onDk);
    expect(guarded).toMatchObject({ kind: 'redirect' });
    expect(guarded.kind === 'redirect' && guarded.location).toMatch(/^\/(\?|$)/);
    // The site's root sends a Danish browser to the domain.
    expect(resolve('/', { acceptLanguage: 'da-DK' })).toMatchObject({ location: `${DK}/`, status: 302 });
  });

  it('keeps the market a link from another host names, then sends on to the address without it', () => {
    // On the domain, from the site: Europe has Danish.
    expect(resolve('/eu/da/p/x?reviews=2', onDk)).toEqual({
      kind: 'redirect',
      location: '/p/x?reviews=2',
      status: 302,
      keepMarket: 'eu',
    });
    // On the site, from the domain: Denmark has English, not Swedish.
    expect(resolve('/dk/en/p/x')).toEqual({
      kind: 'redirect',
      location: '/en/p/x',
      status: 302,
      keepMarket: 'dk',
    });
    expect(resolve('/se/sv')).toMatchObject({ location: '/', keepMarket: 'se' });
    expect(resolve('/dk/sv/p/x')).toEqual({ kind: 'redirect', location: '/p/x', status: 302 });
    // One meant for another host goes on there as it is.
    expect(resolve('/eu/da/p/x')).toMatchObject({ location: `${DK}/eu/da/p/x`, status: 302 });
    expect(resolve('/dk/en/p/x', onDk)).toMatchObject({ location: `${SITE}/dk/en/p/x`, status: 302 });
    // An alias that names no market is no handover.
    expect(resolve('/xx/en/p/x')).toMatchObject({ kind: 'rewrite', pathname: '/sv/se/_/page-not-found' });
  });

  it('leaves the site’s other languages as they are', () => {
    expect(resolve('/en/brands')).toMatchObject({ kind: 'rewrite', pathname: '/en/eu/_/brands' });
    expect(resolve('/varumarken')).toMatchObject({ kind: 'rewrite', pathname: '/sv/se/_/brands' });
    expect(resolve('/', { acceptLanguage: 'en-GB' })).toMatchObject({ location: '/en', status: 302 });
  });

  it('changes nothing without domains, or with markets in the path', () => {
    expect(resolve('/da/favoritter', { domains: {} })).toMatchObject({ kind: 'rewrite', locale: 'da' });
    expect(resolve('/dk/da/favoritter', { ...onDk, marketInPath: true })).toMatchObject({
      kind: 'rewrite',
      pathname: '/da/dk/_/favorites',
    });
  });
});
