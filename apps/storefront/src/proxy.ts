import { type NextRequest, NextResponse } from 'next/server';
import { tooLargeForAction } from '@/lib/action-body-limit';
import { COOKIES, cookieOptions, LONG_LIVED_SECONDS } from '@/lib/cookies';
import { withRequestId } from '@/lib/request-id.server';
import { marketsRouting } from '@/lib/routing/channel.server';
import { publication } from '@/lib/routing/locale-domains';
import { marketInPath } from '@/lib/routing/markets';
import { isDecodablePath, isPagePath } from '@/lib/routing/request-paths';
import { resolveOnHost } from '@/lib/routing/resolve-host';
import { SCOPE_HEADERS } from '@/lib/routing/scope-headers';
import da from '../messages/da.json';
import en from '../messages/en.json';
import fi from '../messages/fi.json';
import nb from '../messages/nb.json';
import sv from '../messages/sv.json';

const malformedAddress = () =>
  new NextResponse('Malformed address\n', {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

const TOO_LARGE = { sv, da, en, fi, nb };

/** A post too large for a form, refused unread with a page that says why in the page's language. */
const bodyTooLarge = (locale: keyof typeof TOO_LARGE) => {
  const { title, bodyTooLarge: text } = TOO_LARGE[locale].error;
  return new NextResponse(
    `<!doctype html><html lang="${locale}"><meta charset="utf-8"><title>${title}</title><h1>${title}</h1><p>${text}</p></html>\n`,
    {
      status: 413,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'close',
      },
    },
  );
};

/**
 * Every request: it gets a request id (its own X-Request-Id, else a new one) that the calls to the
 * commerce API made for it send on. A file or API address passes when it decodes. A page request
 * gets its language and market from the path (or the cookie), then the route table and guards, and
 * is rewritten to `/{locale}/{market}/{query}/{page}`.
 */
export async function proxy(request: NextRequest) {
  const headers = withRequestId(request.headers);
  const { pathname, search } = request.nextUrl;
  if (!isPagePath(pathname)) {
    return isDecodablePath(pathname) ? NextResponse.next({ request: { headers } }) : malformedAddress();
  }
  const { origin, domains } = publication();
  const outcome = resolveOnHost({
    pathname,
    search,
    marketInPath: marketInPath(),
    markets: await marketsRouting(),
    cookies: {
      locale: request.cookies.get(COOKIES.locale)?.value,
      market: request.cookies.get(COOKIES.market)?.value,
      // An expired token is renewed from the refresh token by the page's script.
      signedIn: request.cookies.has(COOKIES.auth) || request.cookies.has(COOKIES.authRefresh),
    },
    acceptLanguage: request.headers.get('accept-language'),
    host: request.headers.get('host'),
    domains,
    site: origin,
  });
  if (outcome.kind === 'redirect') {
    const response = NextResponse.redirect(new URL(outcome.location, request.url), outcome.status);
    // A link from another of the shop's hosts named the market in use (ADR 71): this host keeps it.
    if (outcome.keepMarket) {
      const secure = request.nextUrl.protocol === 'https:';
      response.cookies.set(COOKIES.market, outcome.keepMarket, cookieOptions(LONG_LIVED_SECONDS, { secure }));
    }
    return response;
  }
  // The page's scope is in its path, so the page is the same for every request to it: cacheable.
  const url = request.nextUrl.clone();
  url.pathname = outcome.pathname;
  url.search = '';
  if (request.method === 'GET' || request.method === 'HEAD') {
    return NextResponse.rewrite(url, { request: { headers } });
  }
  if (tooLargeForAction(request.method, request.headers.get('content-length')))
    return bodyTooLarge(outcome.locale);
  // A server action (a POST to the page) runs outside the page's render: it reads its scope here.
  headers.set(SCOPE_HEADERS.locale, outcome.locale);
  headers.set(SCOPE_HEADERS.market, outcome.market);
  return NextResponse.rewrite(url, { request: { headers } });
}

export const config = {
  // All but Next's build files: route handlers fail on addresses they cannot decode (see isPagePath).
  matcher: ['/((?!_next/static/).*)'],
};
