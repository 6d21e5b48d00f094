import { siteOrigin, unavailable, xmlResponse } from '@/features/seo/responses';
import { sitemapFiles } from '@/features/seo/sitemap.server';
import { sitemapIndexXml } from '@/features/seo/sitemap-xml';

/** The sitemap index: one sitemap per language, in parts when a language has many pages. */
export async function GET(request: Request) {
  try {
    return xmlResponse(sitemapIndexXml(await sitemapFiles(siteOrigin(request))));
  } catch (error) {
    return unavailable(error);
  }
}
