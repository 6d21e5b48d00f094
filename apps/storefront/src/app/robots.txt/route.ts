import { textResponse } from '@/features/seo/responses';
import { disallowedPaths, robotsTxt } from '@/features/seo/robots';
import { marketsRouting } from '@/lib/routing/channel.server';
import type { LinkTarget } from '@/lib/routing/href';
import { LOCALES } from '@/lib/routing/locales';
import { marketInPath } from '@/lib/routing/markets';
import { siteOrigin } from '@/lib/site-origin';

/** Every language prefix the shop answers under: /en, or /{market}/{locale} with markets in the path. */
async function prefixTargets(): Promise<LinkTarget[]> {
  if (!marketInPath()) return LOCALES.map((locale) => ({ locale, market: '', marketInPath: false }));
  const { markets } = await marketsRouting();
  return markets.flatMap((m) => m.locales.map((locale) => ({ locale, market: m.alias, marketInPath: true })));
}

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
