import { describe, expect, it } from 'vitest';
import { sitemapIndexXml, urlSetXml } from './sitemap-xml';

describe('urlSetXml', () => {
  it('writes each page with its address and its language versions as xhtml:link', () => {
    const xml = urlSetXml([
      {
        loc: 'https://shop.example/en/p/a?x=1&y=2',
        alternates: [
          { hreflang: 'sv-SE', href: 'https://shop.example/p/a' },
          { hreflang: 'x-default', href: 'https://shop.example/p/a' },
        ],
      },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        '<url><loc>https://shop.example/en/p/a?x=1&amp;y=2</loc>',
        '<xhtml:link rel="alternate" hreflang="sv-SE" href="https://shop.example/p/a"/>',
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/p/a"/>',
        '</url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('writes an empty but valid urlset when there are no pages', () => {
    expect(urlSetXml([])).toMatch(/<urlset [^>]+>\n<\/urlset>\n$/);
  });
});

describe('sitemapIndexXml', () => {
  it('names every sitemap in a sitemapindex', () => {
    expect(
      sitemapIndexXml(['https://shop.example/sitemap/sv.xml', 'https://shop.example/sitemap/en.xml']),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<sitemap><loc>https://shop.example/sitemap/sv.xml</loc></sitemap>',
        '<sitemap><loc>https://shop.example/sitemap/en.xml</loc></sitemap>',
        '</sitemapindex>',
        '',
      ].join('\n'),
    );
  });
});
