import { cleanSearchTerm } from '@/lib/search-term';
import { runGuards } from './guards';
import { buildHref, localePrefix, prefixed, SEARCH_FORM_PATH } from './href';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';
import {
  findMarket,
  knownMarket,
  type MarketsRouting,
  marketForLocale,
  warnOfUnknownMarket,
} from './markets';
import { querySegment } from './page-query';
import { matchRoute, pagePath, type RouteMatch, routeGuards } from './route-table';

export interface RoutingRequest {
  pathname: string;
  search: string;
  marketInPath: boolean;
  markets: MarketsRouting;
  cookies: { locale?: string; market?: string; signedIn: boolean };
  acceptLanguage?: string | null;
}

export type RoutingOutcome =
  | { kind: 'redirect'; location: string; status: 302 | 308 }
  | { kind: 'rewrite'; pathname: string; locale: Locale; market: string; route: RouteMatch | null };

/** The best of our languages for an Accept-Language header, by quality. */
export function preferredLocale(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? 1);
      return { code: tag.toLowerCase().split('-')[0], q: Number.isNaN(q) ? 0 : q };
    })
    .sort((a, b) => b.q - a.q);
  for (const { code } of ranked) {
    if (isLocale(code)) return code;
    if (code === 'no' || code === 'nn') return 'nb';
  }
  return undefined;
}

/** Detection order: the language cookie or the browser's language, then the default. */
function detectLocale(request: RoutingRequest): Locale {
  const { locale } = request.cookies;
  return isLocale(locale) ? locale : (preferredLocale(request.acceptLanguage) ?? DEFAULT_LOCALE);
}

const redirect = (location: string, search: string, status: 302 | 308 = 302): RoutingOutcome => ({
  kind: 'redirect',
  location: `${location}${search}`,
  status,
});

/**
 * The page's path in the app directory: language, market and the query keys the route's page reads
 * are route segments.
 */
function pagePathname(
  request: RoutingRequest,
  locale: Locale,
  market: string,
  page: string,
  route: RouteMatch | null,
  preview = false,
): string {
  // A content page's preview reads the preview page's keys (its link's token), not the page's.
  const query = querySegment(request.search, preview ? 'contentPreview' : (route?.key ?? null));
  return `/${locale}/${market}/${query}${page === '/' ? '' : page}`;
}

/**
 * A content page asked for with `?preview=true` may show a draft: it goes to a page rendered for
 * each request, so that no draft is kept in the cache of published pages.
 */
function previewPage(route: RouteMatch, search: string): string | null {
  if (route.key !== 'content' && route.key !== 'contentAlias') return null;
  const alias = [route.params.alias].flat()[0];
  if (!alias || new URLSearchParams(search).get('preview') !== 'true') return null;
  return `/content-preview/${encodeURIComponent(alias)}`;
}

/** The header's search sent without JavaScript (`/s?q=term`): the term's page, or home for no term. */
function searchFormTarget(request: RoutingRequest, locale: Locale, market: string): string {
  const target = { locale, market, marketInPath: request.marketInPath };
  const term = cleanSearchTerm(new URLSearchParams(request.search).get('q') ?? '');
  return term ? buildHref(target, 'search', { term }) : prefixed(localePrefix(target), '/');
}

function rewrite(request: RoutingRequest, locale: Locale, market: string, rest: string): RoutingOutcome {
  if (rest === SEARCH_FORM_PATH) return redirect(searchFormTarget(request, locale, market), '', 302);
  const route = matchRoute(rest, locale);
  if (!route) {
    const pathname = pagePathname(request, locale, market, '/page-not-found', null);
    return { kind: 'rewrite', pathname, locale, market, route: null };
  }
  const homePath = prefixed(localePrefix({ locale, market, marketInPath: request.marketInPath }), '/');
  const guarded = runGuards(routeGuards(route.key), {
    signedIn: request.cookies.signedIn,
    query: new URLSearchParams(request.search),
    homePath,
    path: `${request.pathname}${request.search}`,
  });
  if (guarded) return redirect(guarded.redirect, '', 302);
  const preview = previewPage(route, request.search);
  return {
    kind: 'rewrite',
    pathname: pagePathname(request, locale, market, preview ?? pagePath(route), route, preview !== null),
    locale,
    market,
    route,
  };
}

function withoutMarket(request: RoutingRequest, segments: string[]): RoutingOutcome {
  const { markets, search } = request;
  const [first, ...others] = segments;
  if (first === DEFAULT_LOCALE) return redirect(`/${others.join('/')}`, search, 308);
  if (segments.length === 0) {
    const detected = detectLocale(request);
    if (detected !== DEFAULT_LOCALE) return redirect(`/${detected}`, search, 302);
  }
  const locale = isLocale(first) ? first : DEFAULT_LOCALE;
  const rest = isLocale(first) ? others : segments;
  const market = marketForLocale(markets, locale, knownMarket(markets, request.cookies.market)?.alias);
  return rewrite(request, locale, market.alias, `/${rest.join('/')}`);
}

function withMarket(request: RoutingRequest, segments: string[]): RoutingOutcome {
  const { markets, search } = request;
  const [first, second, ...rest] = segments;
  const current = knownMarket(markets, request.cookies.market) ?? findMarket(markets, markets.fallback);
  const fallbackAlias = current?.alias ?? markets.fallback;
  const to = (market: string, locale: string, tail: string[]) =>
    redirect(`/${[market, locale, ...tail].join('/')}`, search);

  if (segments.length === 0) {
    const market = findMarket(markets, fallbackAlias);
    const detected = detectLocale(request);
    return to(
      fallbackAlias,
      market?.locales.includes(detected) ? detected : (market?.defaultLocale ?? DEFAULT_LOCALE),
      [],
    );
  }
  const market = findMarket(markets, first);
  // /{locale}/{market}/... is the wrong way round (unless it reads right too, as /fi/fi does).
  if (!(market && isLocale(second)) && isLocale(first) && findMarket(markets, second)) {
    return to(second as string, first, rest);
  }
  if (!market) {
    // An unknown alias before a language is a market we do not have: use the fallback market.
    if (isLocale(second)) {
      warnOfUnknownMarket(first as string);
      const fallback = findMarket(markets, markets.fallback);
      const locale = fallback?.locales.includes(second)
        ? second
        : (fallback?.defaultLocale ?? DEFAULT_LOCALE);
      return to(markets.fallback, locale, rest);
    }
    // No market at all: prepend the current one.
    const locale = isLocale(first) ? first : DEFAULT_LOCALE;
    const tail = isLocale(first) ? [second, ...rest].filter((s): s is string => s !== undefined) : segments;
    const target = findMarket(markets, fallbackAlias);
    const allowed = target?.locales.includes(locale) ? locale : (target?.defaultLocale ?? DEFAULT_LOCALE);
    return to(fallbackAlias, allowed, tail);
  }
  if (!isLocale(second)) return to(market.alias, market.defaultLocale, segments.slice(1));
  if (!market.locales.includes(second)) return to(market.alias, market.defaultLocale, rest);
  return rewrite(request, second, market.alias, `/${rest.join('/')}`);
}

/** Decides what the proxy does with a page request: redirect it, or rewrite it to the page. */
export function resolveRouting(request: RoutingRequest): RoutingOutcome {
  const segments = request.pathname.split('/').filter(Boolean);
  return request.marketInPath ? withMarket(request, segments) : withoutMarket(request, segments);
}
