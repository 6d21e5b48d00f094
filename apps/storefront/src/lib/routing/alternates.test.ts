import { afterEach, describe, expect, it, vi } from 'vitest';
import { alternatesOf, alternateUrl } from './alternates';
import { localeInfo } from './locales';
import type { MarketsRouting } from './markets';

const MARKETS: MarketsRouting = {
  fallback: 'se',
  markets: [{ alias: 'se', defaultLocale: 'sv', locales: ['sv', 'en'], onlyDisplayInCheckout: false }],
};
const hrefIn = ({ locale }: { locale: string }) => `/${locale}/om-oss`;
const from = { market: 'se', marketInPath: false };
const at = { origin: 'https://shop.example', domains: {} };

afterEach(() => {
  localeInfo.fi.iso = 'fi-FI';
  vi.restoreAllMocks();
});

describe('alternate links', () => {
  it('name every language by its ISO code, with no warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const alternates = alternatesOf(MARKETS, from, hrefIn, at);
    expect(alternates.map((a) => a.hreflang)).toEqual(['sv-SE', 'da-DK', 'en-GB', 'fi-FI', 'nb-NO']);
    expect(alternates[2]?.href).toBe('https://shop.example/en/om-oss');
    expect(warn).not.toHaveBeenCalled();
  });

  it('leave out a language without an ISO code and warn that it has none', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localeInfo.fi.iso = '';
    const alternates = alternatesOf(MARKETS, from, hrefIn, at);
    expect(alternates.map((a) => a.locale)).toEqual(['sv', 'da', 'en', 'nb']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Locale fi has no ISO code; no alternate link is generated for it');
  });
});

describe('alternateUrl', () => {
  const alternates = [
    { languageCode: 'sv', canonicalUrl: '/om-oss' },
    { languageCode: 'en', canonicalUrl: '/about-us' },
  ];
  it('takes the API’s address in the language, else the page’s own', () => {
    expect(alternateUrl(alternates, 'en', '/om-oss')).toBe('/about-us');
    expect(alternateUrl(alternates, 'da', '/om-oss')).toBe('/om-oss');
    expect(alternateUrl(undefined, 'da', '/p/x')).toBe('/p/x');
  });
});
