import { unavailable, xmlResponse } from '@/features/seo/responses';
import { sitemapFiles } from '@/features/seo/sitemap.server';
import { sitemapIndexXml } from '@/features/seo/sitemap-xml';
import { siteOrigin } from '@/lib/site-origin';

// Addresses are absolute, from the request's origin: made per request, kept by Cache-Control.
export const dynamic = 'force-dynamic';

/** The sitemap index: one sitemap per language, in parts when a language has many pages. */
export async function GET(request: Request) {
  const origin = siteOrigin(request.headers);
  try {
    return xmlResponse(sitemapIndexXml(await sitemapFiles(origin)));
  } catch (error) {
    return unavailable(error);
  }
}
