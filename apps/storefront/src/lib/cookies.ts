import { percentDecode } from './percent-decode';

/** Cookie names (prefixed for this shop) and lifetimes, in one place. */
const PREFIX = 'mb';

export const COOKIES = {
  auth: `${PREFIX}-auth`,
  user: `${PREFIX}-user`,
  userMaxAge: `${PREFIX}-user-max-age`,
  customerType: `${PREFIX}-user-type`,
  authRefresh: `${PREFIX}-auth-refresh`,
  cart: `${PREFIX}-cart`,
  /** The browser's checkout secret (HttpOnly): the API answers a checkout's personal fields to it alone. */
  checkoutSession: `${PREFIX}-checkout-session`,
  market: `${PREFIX}-selected-market`,
  checkoutMarket: `${PREFIX}-checkout-market`,
  persistedState: `${PREFIX}-persisted-state`,
  locale: `${PREFIX}-locale`,
  recentlyViewed: `${PREFIX}-recently-viewed`,
  consent: `${PREFIX}-cookie-consent`,
} as const;

const DAY = 86_400;
/** Cart, market, customer type, persisted state, language and consent cookies last a year. */
export const LONG_LIVED_SECONDS = 365 * DAY;
/** The signed-in user's cookies: a week with remember-me, half an hour without. */
export const REMEMBERED_USER_SECONDS = 604_800;
export const SESSION_USER_SECONDS = 1_800;
/** A session staff start for a customer with `?loginToken=` lasts an hour (the API ends it then). */
export const IMPERSONATION_SECONDS = 3_600;

/** The options of a cookie the server writes: the whole site, same-site, HTTPS only when `secure`. */
export function cookieOptions(
  maxAge: number,
  { secure, httpOnly = false }: { secure: boolean; httpOnly?: boolean },
) {
  return { maxAge, path: '/' as const, httpOnly, secure, sameSite: 'lax' as const };
}

/** Reads a cookie in the browser. */
export function readBrowserCookie(name: string): string | undefined {
  const raw = document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  // A cookie another page wrote with a malformed escape is read as it stands.
  return raw === undefined ? undefined : (percentDecode(raw) ?? raw);
}

/**
 * Whether the browser's cookies go only over HTTPS: in a production build on an https page, as the
 * server's `secureCookies()` decides for its own (a local production build over plain HTTP keeps working).
 */
const secureBrowserCookies = () =>
  process.env.NODE_ENV === 'production' && window.location.protocol === 'https:';

/** Writes a cookie from the browser. */
export function setBrowserCookie(name: string, value: string, maxAgeSeconds = LONG_LIVED_SECONDS) {
  const secure = secureBrowserCookies() ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one small writer; the Cookie Store API is not in every browser the shop supports.
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; samesite=lax${secure}`;
}
