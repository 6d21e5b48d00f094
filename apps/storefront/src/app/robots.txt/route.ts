import { marketInPath } from '@/lib/shop-context.server';
import { originOf } from '../sitemaps/sitemap-xml';
import { robotsTxt } from './robots';

export const dynamic = 'force-dynamic';

/** /robots.txt: the shop is open to crawlers, checkout, account and previews are not. */
export function GET(request: Request) {
  return new Response(robotsTxt(originOf(request), marketInPath()), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
