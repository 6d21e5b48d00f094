import { type Alternate, xDefaultOf } from '@/features/layout/alternates';

/** At most 50,000 addresses and 50 MB per file; with six alternates each, 25,000 stay far below. */
export const URLS_PER_SITEMAP = 25_000;

export interface SitemapUrl {
  /** The address in the sitemap's language. */
  loc: string;
  lastModified?: string | null;
  alternates: Alternate[];
}

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`,
  );
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** One sitemap file: every address with its hreflang alternates and x-default. */
export function renderUrlSet(origin: string, urls: readonly SitemapUrl[]): string {
  const lines = urls.map((url) => {
    const links = url.alternates.map(
      (a) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(origin + a.href)}"/>`,
    );
    const xDefault = xDefaultOf(url.alternates);
    if (xDefault) {
      links.push(
        `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + xDefault.href)}"/>`,
      );
    }
    const lastmod = url.lastModified ? `<lastmod>${escapeXml(url.lastModified.slice(0, 10))}</lastmod>` : '';
    return `<url><loc>${escapeXml(origin + url.loc)}</loc>${lastmod}${links.join('')}</url>`;
  });
  return `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${lines.join('\n')}\n</urlset>\n`;
}

/** The sitemap index: one entry per sitemap file. */
export function renderSitemapIndex(origin: string, paths: readonly string[]): string {
  const entries = paths.map((path) => `<sitemap><loc>${escapeXml(origin + path)}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** The files a language's addresses fill, at least one. */
export function fileCount(total: number): number {
  return Math.max(1, Math.ceil(total / URLS_PER_SITEMAP));
}

/** The path of a language's n-th sitemap file, and back. */
export function sitemapPath(locale: string, index: number): string {
  return `/sitemaps/${locale}-${index}.xml`;
}

export function parseSitemapFile(file: string): { locale: string; index: number } | null {
  const match = /^([a-z]{2})-(\d{1,4})\.xml$/.exec(file);
  return match ? { locale: match[1] as string, index: Number(match[2]) } : null;
}

/** Scheme and host the shopper reached us by, behind a proxy too. */
export function originOf(request: Request): string {
  const url = new URL(request.url);
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? url.host;
  const proto = request.headers.get('x-forwarded-proto') ?? url.protocol.replace(':', '');
  return `${proto.split(',')[0]?.trim()}://${host.split(',')[0]?.trim()}`;
}

export function xmlResponse(body: string): Response {
  return new Response(body, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
