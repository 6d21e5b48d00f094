import { afterEach, describe, expect, it, vi } from 'vitest';
import { alternatesOf } from './alternates';
import { localeInfo } from './locales';
import type { MarketsRouting } from './markets';

const MARKETS: MarketsRouting = {
  fallback: 'se',
  markets: [{ alias: 'se', defaultLocale: 'sv', locales: ['sv', 'en'], onlyDisplayInCheckout: false }],
};
const hrefIn = ({ locale }: { locale: string }) => `/${locale}/om-oss`;
const from = { market: 'se', marketInPath: false };

afterEach(() => {
  localeInfo.fi.iso = 'fi-FI';
  vi.restoreAllMocks();
});

describe('alternate links', () => {
  it('name every language by its ISO code, with no warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const alternates = alternatesOf(MARKETS, from, hrefIn);
    expect(alternates.map((a) => a.hreflang)).toEqual(['sv-SE', 'da-DK', 'en-GB', 'fi-FI', 'nb-NO']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('leave out a language without an ISO code and warn that it has none', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localeInfo.fi.iso = '';
    const alternates = alternatesOf(MARKETS, from, hrefIn);
    expect(alternates.map((a) => a.locale)).toEqual(['sv', 'da', 'en', 'nb']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Locale fi has no ISO code; no alternate link is generated for it');
  });
});
