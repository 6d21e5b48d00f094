import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIES, LONG_LIVED_SECONDS, setBrowserCookie } from './cookies';

/** What the page writes to document.cookie, with the page at `url` in a build for `nodeEnv`. */
function written(nodeEnv: string, url: string): string {
  let cookie = '';
  vi.stubEnv('NODE_ENV', nodeEnv);
  vi.stubGlobal('window', { location: new URL(url) });
  vi.stubGlobal('document', {
    set cookie(value: string) {
      cookie = value;
    },
  });
  setBrowserCookie(COOKIES.cart, '0b5e7a4c-3f4e-4d1a-9c2b-1a2b3c4d5e6f');
  return cookie;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('a cookie the page writes (the cart id)', () => {
  it('goes only over HTTPS in a production build on an https page', () => {
    expect(written('production', 'https://maskinbutiken.example/')).toMatch(/; samesite=lax; secure$/);
  });

  it('is not Secure over plain HTTP or in development, so a local shop keeps its cart', () => {
    expect(written('production', 'http://localhost:3000/')).not.toContain('secure');
    expect(written('development', 'https://localhost:3000/')).not.toContain('secure');
    expect(written('production', 'http://localhost:3000/')).toMatch(
      /^mb-cart=0b5e7a4c-[^;]+; path=\/; max-age=\d+; samesite=lax$/,
    );
  });
});

describe('the cookies that last a year', () => {
  it('are cart, market, checkout market, customer type and persisted state, at 365 days to the second', () => {
    expect(LONG_LIVED_SECONDS).toBe(31_536_000);
    const names = [
      COOKIES.cart,
      COOKIES.market,
      COOKIES.checkoutMarket,
      COOKIES.customerType,
      COOKIES.persistedState,
    ];
    for (const name of names) {
      let cookie = '';
      vi.stubGlobal('window', { location: new URL('http://localhost/') });
      vi.stubGlobal('document', {
        set cookie(value: string) {
          cookie = value;
        },
      });
      setBrowserCookie(name, 'x');
      expect(cookie).toBe(`${name}=x; path=/; max-age=31536000; samesite=lax`);
    }
  });
});
