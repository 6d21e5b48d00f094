import { siteOrigin, textResponse, unavailable, xmlResponse } from '@/features/seo/responses';
import { sitemapPart } from '@/features/seo/sitemap.server';
import { parseSitemapFile } from '@/features/seo/sitemap-files';
import { urlSetXml } from '@/features/seo/sitemap-xml';

const notFound = () => textResponse('No such sitemap\n', 404);

export const dynamic = 'force-dynamic';

/** One language's sitemap (`sv.xml`) or a later part of it (`sv-2.xml`). */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const file = parseSitemapFile((await params).file);
  if (!file) return notFound();
  const origin = siteOrigin(request);
  try {
    const entries = await sitemapPart(origin, file.locale, file.part);
    return entries ? xmlResponse(urlSetXml(entries)) : notFound();
  } catch (error) {
    return unavailable(error);
  }
}
