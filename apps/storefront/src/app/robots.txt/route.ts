import { textResponse } from '@/features/seo/responses';
import { disallowedPaths, robotsTxt } from '@/features/seo/robots';
import type { LinkTarget } from '@/lib/routing/href';
import { LOCALES } from '@/lib/routing/locales';
import { prefixTargets } from '@/lib/routing/prefix-targets.server';
import { siteOrigin } from '@/lib/site-origin';

export const dynamic = 'force-dynamic';

export async function GET() {
  const origin = siteOrigin();
  let targets: LinkTarget[];
  try {
    targets = await prefixTargets();
  } catch {
    // Without the markets, every market's prefix is covered by a wildcard.
    targets = LOCALES.map((locale) => ({ locale, market: '*', marketInPath: true }));
  }
  return textResponse(robotsTxt({ disallow: disallowedPaths(targets), sitemap: `${origin}/sitemap.xml` }));
}
