import { escapeXml } from '@/lib/escape-xml';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** One page of a sitemap: its absolute address and the same page in every language. */
export interface SitemapEntry {
  loc: string;
  alternates: { hreflang: string; href: string }[];
}

/** A sitemap (`<urlset>`) whose pages name their language versions with `xhtml:link`. */
export function urlSetXml(entries: Iterable<SitemapEntry>): string {
  const parts = [DECLARATION, `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">`];
  for (const entry of entries) {
    parts.push(`<url><loc>${escapeXml(entry.loc)}</loc>`);
    for (const { hreflang, href } of entry.alternates) {
      parts.push(`<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`);
    }
    parts.push('</url>');
  }
  parts.push('</urlset>\n');
  return parts.join('\n');
}

/** A sitemap index naming other sitemaps by absolute address. */
export function sitemapIndexXml(locs: readonly string[]): string {
  return [
    DECLARATION,
    `<sitemapindex xmlns="${SITEMAP_NS}">`,
    ...locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`),
    '</sitemapindex>\n',
  ].join('\n');
}
