import { describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/routing/locales';
import { wordedPaths } from '@/lib/routing/route-table';
import { marketChangeTarget } from './market-change';
import type { MarketOption } from './shop-store';

const market = (alias: string, locales: Locale[]): MarketOption => ({
  alias,
  country: alias,
  countryCode: alias.toUpperCase(),
  currency: 'EUR',
  groupKey: 'nordic',
  onlyDisplayInCheckout: false,
  virtual: false,
  locales,
  defaultLocale: locales[0] as Locale,
});
const markets = [market('se', ['sv', 'en']), market('dk', ['da', 'en']), market('fi', ['fi', 'sv', 'en'])];
const scope = (locale: Locale, current: string, marketInPath = false) => ({
  locale,
  market: current,
  marketInPath,
  markets,
  wordedPaths: wordedPaths(),
});

describe('marketChangeTarget', () => {
  it('keeps the page and its language when the market has the language', () => {
    expect(marketChangeTarget(scope('sv', 'se'), 'fi', '/p/tandstift')).toEqual({
      locale: 'sv',
      href: '/p/tandstift',
    });
    expect(marketChangeTarget(scope('en', 'se'), 'dk', '/en/checkout')).toEqual({
      locale: 'en',
      href: '/en/checkout',
    });
  });

  it('moves the page to the market’s own language when it lacks the page’s, and back', () => {
    expect(marketChangeTarget(scope('sv', 'se'), 'dk', '/kassan')).toEqual({
      locale: 'da',
      href: '/da/kassen',
    });
    expect(marketChangeTarget(scope('da', 'dk'), 'se', '/da/p/tandstift')).toEqual({
      locale: 'sv',
      href: '/p/tandstift',
    });
  });

  it('puts the market in the path when markets are in the path', () => {
    expect(marketChangeTarget(scope('sv', 'se', true), 'dk', '/se/sv/favoriter')).toEqual({
      locale: 'da',
      href: '/dk/da/favoritter',
    });
  });

  it('knows no market the channel lacks', () => {
    expect(marketChangeTarget(scope('sv', 'se'), 'xx', '/')).toBeNull();
  });

  it('leads to a language on another host with the new market in the address, and stays on a domain otherwise', () => {
    const onDanishDomain = {
      ...scope('da', 'dk'),
      bases: { da: '', en: 'https://shop.example/dk/en', sv: 'https://shop.example/dk/sv' },
    };
    expect(marketChangeTarget(onDanishDomain, 'se', '/p/en-maskine')).toEqual({
      locale: 'sv',
      href: 'https://shop.example/se/sv/p/en-maskine',
    });
    const inEurope = { ...onDanishDomain, markets: [...markets, market('eu', ['en', 'da'])] };
    expect(marketChangeTarget(inEurope, 'eu', '/p/en-maskine')).toEqual({
      locale: 'da',
      href: '/p/en-maskine',
    });
  });
});
