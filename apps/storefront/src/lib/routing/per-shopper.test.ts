import { describe, expect, it } from 'vitest';
import { rendersPerShopper } from './per-shopper';

const swedish = { locale: 'sv', market: 'se', marketInPath: false } as const;
const english = { locale: 'en', market: 'se', marketInPath: false } as const;
const inPath = { locale: 'en', market: 'se', marketInPath: true } as const;

describe('rendersPerShopper', () => {
  it('names the account and checkout pages, in the page language and with markets in the path', () => {
    for (const path of ['/account', '/kassan', '/mina-sidor/ordrar', '/mina-sidor/saldo?x=1']) {
      expect(rendersPerShopper(path, swedish), path).toBe(true);
    }
    expect(rendersPerShopper('/en/checkout', english)).toBe(true);
    expect(rendersPerShopper('/en/my-account/settings', english)).toBe(true);
    expect(rendersPerShopper('/se/en/account', inPath)).toBe(true);
  });

  it('leaves catalog, content and other sites prefetchable', () => {
    for (const path of ['/', '/c/byggmaskiner', '/varumarken', '/kontakt', '/favoriter']) {
      expect(rendersPerShopper(path, swedish), path).toBe(false);
    }
    expect(rendersPerShopper('/en/brands', english)).toBe(false);
    expect(rendersPerShopper('https://example.com/account', swedish)).toBe(false);
    expect(rendersPerShopper('//example.com/account', swedish)).toBe(false);
  });
});
