import { type NextRequest, NextResponse } from 'next/server';
import { DEFAULT_LOCALE } from '@/lib/routing/locales';
import { isPublicPage, REQUEST_PATH_HEADER, signInHref, splitLocale } from '@/lib/routing/paths';
import { contentSecurityPolicy } from '@/lib/security-headers';
import { SESSION_COOKIE } from '@/lib/session/cookies';

/**
 * Every page request: an address without a language goes to the Swedish one; a page other than
 * sign-in and set-password without a session cookie goes to sign-in, which returns to it; each
 * response gets its own nonce in the content security policy and is never stored.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const split = splitLocale(pathname);
  if (!split) {
    const url = request.nextUrl.clone();
    url.pathname = pathname === '/' ? `/${DEFAULT_LOCALE}` : `/${DEFAULT_LOCALE}${pathname}`;
    return NextResponse.redirect(url, 307);
  }
  if (!isPublicPage(split.page) && !request.cookies.get(SESSION_COOKIE)?.value) {
    const target = request.method === 'GET' ? `${pathname}${search}` : pathname;
    return NextResponse.redirect(new URL(signInHref(split.locale, target), request.url), 303);
  }

  const nonce = btoa(crypto.randomUUID());
  const policy = contentSecurityPolicy({ nonce, production: process.env.NODE_ENV === 'production' });
  const headers = new Headers(request.headers);
  // Next reads the nonce from the request's policy and writes it on the scripts it renders.
  headers.set('content-security-policy', policy);
  headers.set(REQUEST_PATH_HEADER, `${pathname}${search}`);
  // next-intl's own header: every page and action reads its texts in the address's language,
  // whether or not a layout rendered before it.
  headers.set('x-next-intl-locale', split.locale);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  response.headers.set('cache-control', 'no-store');
  return response;
}

export const config = {
  // Pages only: Next's files, robots.txt and the icon need no session and carry no script.
  matcher: ['/((?!_next/|robots\\.txt$|favicon\\.ico$).*)'],
};
