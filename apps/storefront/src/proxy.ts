import { type NextRequest, NextResponse } from 'next/server';
import { COOKIES } from '@/lib/cookies';
import { marketsRouting } from '@/lib/routing/channel.server';
import { setRoutingHeaders } from '@/lib/routing/headers';
import { resolveRouting } from '@/lib/routing/resolve';

const marketInPath = () => process.env.MARKET_IN_PATH === 'true';

/** Every page request: language and market from the path, the route table, guards, then the page. */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const outcome = resolveRouting({
    pathname,
    search,
    marketInPath: marketInPath(),
    markets: await marketsRouting(),
    cookies: {
      locale: request.cookies.get(COOKIES.locale)?.value,
      market: request.cookies.get(COOKIES.market)?.value,
      signedIn: request.cookies.has(COOKIES.auth),
    },
    acceptLanguage: request.headers.get('accept-language'),
  });
  if (outcome.kind === 'redirect') {
    return NextResponse.redirect(new URL(outcome.location, request.url), outcome.status);
  }
  const headers = new Headers(request.headers);
  setRoutingHeaders(headers, {
    locale: outcome.locale,
    market: outcome.market,
    pathname,
    route: outcome.route && { key: outcome.route.key, params: outcome.route.params },
  });
  const url = request.nextUrl.clone();
  url.pathname = outcome.pathname;
  return NextResponse.rewrite(url, { request: { headers } });
}

export const config = {
  // Pages only: not the API and image routes, Next's own files, or files with an extension.
  matcher: ['/((?!graphql|api/|images/|_next/|.*\\.[a-zA-Z0-9]+$).*)'],
};
