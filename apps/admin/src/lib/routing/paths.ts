import { isLocale, type Locale } from './locales';

/** The address a page was asked for (set by the proxy), to send a member back to it after signing in. */
export const REQUEST_PATH_HEADER = 'x-admin-path';

/** Pages a visitor without a session may open; every other page needs a signed-in member. */
export const PUBLIC_PAGES = ['/sign-in', '/set-password'] as const;

/** A page's address in a language: `href('en', '/staff')` is `/en/staff`; `/` is the start page. */
export const href = (locale: Locale, path: string) => (path === '/' ? `/${locale}` : `/${locale}${path}`);

/** The language of an address and the page within it (`/en/staff?x` -> en, `/staff`), or null. */
export function splitLocale(pathname: string): { locale: Locale; page: string } | null {
  const [, first, ...rest] = pathname.split('/');
  if (!isLocale(first)) return null;
  return { locale: first, page: `/${rest.join('/')}` };
}

export const isPublicPage = (page: string) =>
  PUBLIC_PAGES.some((path) => page === path || page === `${path}/`);

/** Where a visitor without a session is sent: the sign-in page, then back to what they asked for. */
export function signInHref(locale: Locale, returnTo?: string | null): string {
  const target = returnTo ? safeReturnPath(returnTo) : null;
  return `${href(locale, '/sign-in')}${target ? `?next=${encodeURIComponent(target)}` : ''}`;
}

/**
 * A page of this app to return to after signing in: an absolute path in one of its languages, never
 * another origin (`//evil`, `/\evil`) and never the sign-in page itself. Anything else is null.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return null;
  const split = splitLocale(value.split(/[?#]/)[0] ?? '');
  if (!split || isPublicPage(split.page)) return null;
  return value;
}

/** The same page in another language. */
export function inLocale(pathWithQuery: string, locale: Locale): string {
  const split = splitLocale(pathWithQuery.split(/[?#]/)[0] ?? '');
  if (!split) return href(locale, '/');
  return `/${locale}${pathWithQuery.slice(split.locale.length + 1)}`;
}
