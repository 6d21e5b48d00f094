import { describe, expect, it } from 'vitest';
import { disallowedPaths, robotsTxt } from './robots';

describe('robots.txt', () => {
  it('disallows checkout, account and preview paths in every language', () => {
    const paths = disallowedPaths(false);
    for (const path of [
      '/kassan',
      '/checkout/',
      '/account',
      '/mina-sidor/ordrar',
      '/preview-widgets',
      '/da/kassen',
      '/en/checkout',
      '/en/my-account/orders',
      '/fi/tilini/saldo',
      '/nb/min-konto/innstillinger',
      '/nb/preview-widgets',
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths.some((p) => p.includes('varumarken') || p.includes('/p/'))).toBe(false);
  });

  it('matches any market when markets are in the path', () => {
    expect(disallowedPaths(true)).toContain('/*/sv/kassan');
    expect(disallowedPaths(true)).toContain('/*/en/checkout');
  });

  it('allows the shop and names the sitemap index', () => {
    const text = robotsTxt('https://shop.example', false);
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(text).toContain('Disallow: /*preview=true');
    expect(text).toContain('Sitemap: https://shop.example/sitemap.xml');
  });
});
