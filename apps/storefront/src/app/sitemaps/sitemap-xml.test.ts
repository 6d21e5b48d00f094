import { describe, expect, it } from 'vitest';
import {
  fileCount,
  parseSitemapFile,
  renderSitemapIndex,
  renderUrlSet,
  sitemapPath,
  URLS_PER_SITEMAP,
} from './sitemap-xml';

describe('sitemap files', () => {
  it('split 100,000 products per language into files of at most 50,000 addresses', () => {
    expect(URLS_PER_SITEMAP).toBeLessThanOrEqual(50_000);
    expect(fileCount(100_150)).toBe(Math.ceil(100_150 / URLS_PER_SITEMAP));
    expect(fileCount(100_150) * URLS_PER_SITEMAP).toBeGreaterThanOrEqual(100_150);
    expect(fileCount(0)).toBe(1);
  });

  it('name files by language and number, and read them back', () => {
    expect(sitemapPath('da', 2)).toBe('/sitemaps/da-2.xml');
    expect(parseSitemapFile('da-2.xml')).toEqual({ locale: 'da', index: 2 });
    expect(parseSitemapFile('../etc.xml')).toBeNull();
    expect(parseSitemapFile('sv-1.txt')).toBeNull();
  });

  it('write each address with its alternates and x-default, escaped', () => {
    const xml = renderUrlSet('https://shop.example', [
      {
        loc: '/en/p/a&b',
        lastModified: '2026-10-01T00:00:00.000Z',
        alternates: [
          { locale: 'sv', hreflang: 'sv-SE', href: '/p/a&b' },
          { locale: 'en', hreflang: 'en-GB', href: '/en/p/a&b' },
        ],
      },
    ]);
    expect(xml).toContain('<loc>https://shop.example/en/p/a&amp;b</loc><lastmod>2026-10-01</lastmod>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="sv-SE" href="https://shop.example/p/a&amp;b"/>',
    );
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/p/a&amp;b"/>',
    );
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('index the files', () => {
    const xml = renderSitemapIndex('https://shop.example', ['/sitemaps/sv-0.xml']);
    expect(xml).toContain('<sitemap><loc>https://shop.example/sitemaps/sv-0.xml</loc></sitemap>');
  });
});
