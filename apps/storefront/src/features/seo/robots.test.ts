import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/routing/locales';
import { disallowedPaths, robotsTxt } from './robots';

const byLanguage = LOCALES.map((locale) => ({ locale, market: 'se', marketInPath: false }));

describe('disallowedPaths', () => {
  it('closes checkout, account, password reset, previews, the newsletter confirmation, the stock alert page and the API in every language', () => {
    expect(disallowedPaths(byLanguage)).toEqual([
      '/api/',
      '/graphql',
      '/account',
      '/kassan',
      '/preview-widgets',
      '/newsletter/confirm',
      '/lagerbevakning',
      '/checkout/',
      '/mina-sidor/ordrar',
      '/mina-sidor/installningar',
      '/mina-sidor/saldo',
      '/content/preview/',
      '/da/account',
      '/da/kassen',
      '/da/preview-widgets',
      '/da/newsletter/confirm',
      '/da/lagerbesked',
      '/da/checkout/',
      '/da/min-konto/bestillinger',
      '/da/min-konto/indstillinger',
      '/da/min-konto/saldo',
      '/da/content/preview/',
      '/en/account',
      '/en/checkout',
      '/en/preview-widgets',
      '/en/newsletter/confirm',
      '/en/stock-alert',
      '/en/my-account/orders',
      '/en/my-account/settings',
      '/en/my-account/balance',
      '/en/content/preview/',
      '/fi/account',
      '/fi/kassa',
      '/fi/preview-widgets',
      '/fi/newsletter/confirm',
      '/fi/varastoilmoitus',
      '/fi/checkout/',
      '/fi/tilini/tilaukset',
      '/fi/tilini/asetukset',
      '/fi/tilini/saldo',
      '/fi/content/preview/',
      '/nb/account',
      '/nb/kassen',
      '/nb/preview-widgets',
      '/nb/newsletter/confirm',
      '/nb/lagervarsel',
      '/nb/checkout/',
      '/nb/min-konto/bestillinger',
      '/nb/min-konto/innstillinger',
      '/nb/min-konto/saldo',
      '/nb/content/preview/',
    ]);
  });

  it('puts market and language first when markets are in the path', () => {
    const paths = disallowedPaths([{ locale: 'da', market: 'dk', marketInPath: true }]);
    expect(paths).toContain('/dk/da/kassen');
    expect(paths).toContain('/dk/da/account');
    expect(paths).not.toContain('/da/kassen');
  });

  it('closes a language on its own domain without its prefix too (ADR 71)', () => {
    const onItsDomain = { locale: 'da' as const, market: '', marketInPath: false, bases: { da: '' } };
    const paths = disallowedPaths([...byLanguage, onItsDomain]);
    expect(paths).toContain('/da/kassen');
    expect(paths).toContain('/kassen');
    expect(paths).toContain('/min-konto/bestillinger');
    expect(paths).toContain('/lagerbesked');
  });
});

describe('robotsTxt', () => {
  it('allows the shop, lists what is closed and names the sitemap index', () => {
    expect(robotsTxt({ disallow: ['/kassan', '/api/'], sitemap: 'https://shop.example/sitemap.xml' })).toBe(
      'User-agent: *\nAllow: /\nDisallow: /kassan\nDisallow: /api/\n\nSitemap: https://shop.example/sitemap.xml\n',
    );
  });
});
