import { parseLocaleDomains } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { buildHref } from './href';
import { pathInScope } from './language-paths';
import { linkBases, localeDomains, localeOfHost, publication, publishedHref } from './locale-domains';
import { wordedPaths } from './route-table';

const SITE = 'https://www.maskinbutiken.se';
const env = { SITE_URL: SITE, LOCALE_DOMAINS: 'da=maskinbutik.dk, nb=http://maskinbutik.no:8080' };
const domains = localeDomains(env);

describe('LOCALE_DOMAINS', () => {
  it('gives each language its origin, a bare host taking the scheme of SITE_URL', () => {
    expect(domains).toEqual({ da: 'https://maskinbutik.dk', nb: 'http://maskinbutik.no:8080' });
    expect(localeDomains({ SITE_URL: SITE })).toEqual({});
    expect(localeDomains({ SITE_URL: SITE, LOCALE_DOMAINS: ' , ' })).toEqual({});
  });

  it('has no domains with markets in the path, whose addresses begin with the market', () => {
    expect(localeDomains({ ...env, MARKET_IN_PATH: 'true' })).toEqual({});
  });

  it('stops the app with a message for a mistake', () => {
    for (const [value, message] of [
      ['xx=maskinbutik.xx', /names no language/],
      ['sv=maskinbutiken.se', /default language/],
      ['da=', /must give a host/],
      ['da=maskinbutik.dk/da', /must give a host/],
      ['da=maskinbutik.dk?x=1', /must give a host/],
      ['da=ftp://maskinbutik.dk', /must give a host/],
      ['da=www.maskinbutiken.se', /SITE_URL or another language/],
      ['da=maskinbutik.dk,nb=MASKINBUTIK.DK', /SITE_URL or another language/],
    ] as const) {
      expect(() => parseLocaleDomains(value, SITE), value).toThrow(message);
      expect(() => parseLocaleDomains(value, SITE), value).toThrow(/^LOCALE_DOMAINS: /);
    }
  });
});

describe('localeOfHost', () => {
  it('knows a language by its Host header, port and all, in any case', () => {
    expect(localeOfHost(domains, 'maskinbutik.dk')).toBe('da');
    expect(localeOfHost(domains, 'MaskinButik.DK')).toBe('da');
    expect(localeOfHost(domains, 'maskinbutik.no:8080')).toBe('nb');
    expect(localeOfHost(domains, 'maskinbutik.no')).toBeUndefined();
    expect(localeOfHost(domains, 'www.maskinbutiken.se')).toBeUndefined();
    expect(localeOfHost(domains, null)).toBeUndefined();
  });
});

describe('links between languages with domains', () => {
  const worded = wordedPaths();
  const target = (locale: 'sv' | 'da' | 'en', market = 'eu') => ({
    locale,
    market,
    marketInPath: false,
    bases: linkBases(locale, market, domains, SITE),
  });
  const inLanguage = (pathname: string, from: ReturnType<typeof target>, to: 'sv' | 'da' | 'en' | 'nb') =>
    pathInScope(pathname, from, { ...from, locale: to }, worded);

  it('gives a domain language’s pages links without prefix, and links another host with the market', () => {
    expect(buildHref(target('da'), 'favorites')).toBe('/favoritter');
    expect(inLanguage('/favoritter', target('da'), 'en')).toBe(`${SITE}/eu/en/favorites`);
    expect(inLanguage('/favoritter', target('da'), 'sv')).toBe(`${SITE}/eu/sv/favoriter`);
    expect(inLanguage('/p/en-maskin', target('da'), 'nb')).toBe(
      'http://maskinbutik.no:8080/eu/nb/p/en-maskin',
    );
  });

  it('links from the site to a domain language by its domain, and between the others by path', () => {
    expect(inLanguage('/en/favorites', target('en'), 'da')).toBe('https://maskinbutik.dk/eu/da/favoritter');
    expect(inLanguage('/en/favorites', target('en'), 'sv')).toBe('/favoriter');
    expect(inLanguage('/favoriter', target('sv', 'se'), 'en')).toBe('/en/favorites');
    expect(linkBases('en', 'eu', {}, SITE)).toBeUndefined();
  });

  it('publishes every language absolute: its domain, else the site with its prefix', () => {
    const href = (t: Parameters<typeof buildHref>[0]) => buildHref(t, 'brands');
    const published = publication(env);
    const at = (locale: 'sv' | 'da' | 'en') =>
      publishedHref(href, { ...target(locale), bases: undefined }, published);
    expect(published.origin).toBe(SITE);
    expect(at('sv')).toBe(`${SITE}/varumarken`);
    expect(at('en')).toBe(`${SITE}/en/brands`);
    expect(at('da')).toBe('https://maskinbutik.dk/varemaerker');
    expect(publishedHref(href, { ...target('da'), marketInPath: true }, published)).toBe(
      `${SITE}/eu/da/varemaerker`,
    );
  });
});
