import { isLocale, type Locale } from '@/lib/routing/locales';

/**
 * The most addresses the sitemap protocol allows in one file; a language with more gets parts.
 * With six hreflang links each, 50,000 product pages make about 42 MB, under the 50 MB limit.
 */
export const URLS_PER_SITEMAP = 50_000;
/** The protocol's size limit of one sitemap file, uncompressed. */
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;

export function sitemapPartCount(urlCount: number): number {
  return Math.max(1, Math.ceil(urlCount / URLS_PER_SITEMAP));
}

/** Where a language's sitemap (or its later parts) is served: /sitemap/sv.xml, /sitemap/sv-2.xml. */
export function sitemapPath(locale: Locale, part = 1): string {
  return part === 1 ? `/sitemap/${locale}.xml` : `/sitemap/${locale}-${part}.xml`;
}

/** The language and part a file name of sitemapPath names, or null (part 1 has no number). */
export function parseSitemapFile(file: string): { locale: Locale; part: number } | null {
  const match = /^([a-z]{2})(?:-([2-9]|[1-9]\d+))?\.xml$/.exec(file);
  if (!match || !isLocale(match[1])) return null;
  return { locale: match[1], part: match[2] ? Number(match[2]) : 1 };
}

/** The positions, among all addresses of a language, that one part holds: [start, end). */
export function partRange(part: number): { start: number; end: number } {
  return { start: (part - 1) * URLS_PER_SITEMAP, end: part * URLS_PER_SITEMAP };
}
