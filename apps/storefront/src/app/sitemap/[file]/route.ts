import { textResponse, unavailable, xmlResponse } from '@/features/seo/responses';
import { sitemapPart } from '@/features/seo/sitemap.server';
import { parseSitemapFile, SITEMAP_MAX_BYTES } from '@/features/seo/sitemap-files';
import { urlSetXml } from '@/features/seo/sitemap-xml';
import { siteOrigin } from '@/lib/site-origin';

const notFound = () => textResponse('No such sitemap\n', 404);

export const dynamic = 'force-dynamic';

/** One language's sitemap (`sv.xml`) or a later part of it (`sv-2.xml`). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const file = parseSitemapFile((await params).file);
  if (!file) return notFound();
  const origin = siteOrigin();
  try {
    const entries = await sitemapPart(origin, file.locale, file.part);
    if (!entries) return notFound();
    const xml = urlSetXml(entries);
    if (Buffer.byteLength(xml) > SITEMAP_MAX_BYTES) {
      console.warn(
        `Sitemap ${file.locale} part ${file.part} is over the protocol's 50 MB: use smaller parts`,
      );
    }
    return xmlResponse(xml);
  } catch (error) {
    return unavailable(error);
  }
}
