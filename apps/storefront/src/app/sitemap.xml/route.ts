import { LOCALES } from '@/lib/routing/locales';
import { addressCount } from '../sitemaps/sitemap-data.server';
import { fileCount, originOf, renderSitemapIndex, sitemapPath, xmlResponse } from '../sitemaps/sitemap-xml';

export const dynamic = 'force-dynamic';

/** /sitemap.xml: the index of every language's sitemap files. */
export async function GET(request: Request) {
  const counts = await Promise.all(LOCALES.map(addressCount));
  const paths = LOCALES.flatMap((locale, i) =>
    Array.from({ length: fileCount(counts[i] ?? 0) }, (_, index) => sitemapPath(locale, index)),
  );
  return xmlResponse(renderSitemapIndex(originOf(request), paths));
}
