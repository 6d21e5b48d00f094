import { describe, expect, it } from 'vitest';
import { siteOrigin } from './site-origin';

describe('siteOrigin', () => {
  it('is the configured SITE_URL, reduced to scheme and host', () => {
    expect(siteOrigin({ SITE_URL: 'https://www.shop.example' })).toBe('https://www.shop.example');
    expect(siteOrigin({ SITE_URL: 'https://www.shop.example/', PORT: '8080' })).toBe(
      'https://www.shop.example',
    );
    expect(siteOrigin({ SITE_URL: 'HTTP://Shop.Example:8080/any/path?q=1' })).toBe(
      'http://shop.example:8080',
    );
  });

  it('defaults to this server on localhost at its port', () => {
    expect(siteOrigin({ PORT: '3300' })).toBe('http://localhost:3300');
    expect(siteOrigin({})).toBe('http://localhost:3000');
    expect(siteOrigin({ SITE_URL: '', PORT: '3100' })).toBe('http://localhost:3100');
  });

  it('refuses an address that is not absolute http(s)', () => {
    expect(() => siteOrigin({ SITE_URL: 'shop.example' })).toThrow(/SITE_URL/);
    expect(() => siteOrigin({ SITE_URL: 'ftp://shop.example' })).toThrow(/SITE_URL/);
  });
});
