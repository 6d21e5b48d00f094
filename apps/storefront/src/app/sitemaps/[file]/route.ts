import { isLocale } from '@/lib/routing/locales';
import { sitemapUrls } from '../sitemap-data.server';
import { originOf, parseSitemapFile, renderUrlSet, xmlResponse } from '../sitemap-xml';

export const dynamic = 'force-dynamic';

/** /sitemaps/{language}-{n}.xml: one file of a language's addresses. */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const parsed = parseSitemapFile((await params).file);
  if (!parsed || !isLocale(parsed.locale)) return new Response('Not found', { status: 404 });
  const urls = await sitemapUrls(parsed.locale, parsed.index);
  if (!urls) return new Response('Not found', { status: 404 });
  return xmlResponse(renderUrlSet(originOf(request), urls));
}
