import { unavailable, xmlResponse } from '@/features/seo/responses';
import { sitemapFiles } from '@/features/seo/sitemap.server';
import { sitemapIndexXml } from '@/features/seo/sitemap-xml';
import { siteOrigin } from '@/lib/site-origin';

// Made per request from the catalog and SITE_URL as they are at run time, kept by Cache-Control.
export const dynamic = 'force-dynamic';

/** The sitemap index: one sitemap per language, in parts when a language has many pages. */
export async function GET() {
  const origin = siteOrigin();
  try {
    return xmlResponse(sitemapIndexXml(await sitemapFiles(origin)));
  } catch (error) {
    return unavailable(error);
  }
}
