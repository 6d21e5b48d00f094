import { decodeHeaderValue, encodeHeaderValue } from '@/lib/header-values';
import type { Locale } from './locales';
import type { RouteKey, RouteParams } from './route-table';

/** Request headers the proxy sets for the pages it rewrites to. */
export const ROUTING_HEADERS = {
  /** Read by next-intl for every server component of the request. */
  locale: 'X-NEXT-INTL-LOCALE',
  market: 'x-shop-market',
  route: 'x-shop-route',
  params: 'x-shop-route-params',
  pathname: 'x-shop-pathname',
} as const;

/** What the proxy decided about a page request, passed on to the page in request headers. */
export interface RoutingDecision {
  locale: Locale;
  market: string;
  /** The path as the shopper requested it. */
  pathname: string;
  route: { key: RouteKey; params: RouteParams } | null;
}

/** Values from the address are encoded, as header values must be byte strings. */
export function setRoutingHeaders(headers: Headers, decision: RoutingDecision): void {
  headers.set(ROUTING_HEADERS.locale, decision.locale);
  headers.set(ROUTING_HEADERS.market, encodeHeaderValue(decision.market));
  headers.set(ROUTING_HEADERS.pathname, encodeHeaderValue(decision.pathname));
  if (decision.route) {
    headers.set(ROUTING_HEADERS.route, decision.route.key);
    headers.set(ROUTING_HEADERS.params, encodeHeaderValue(JSON.stringify(decision.route.params)));
  }
}

function parseParams(json: string | null): RouteParams {
  if (json === null) return {};
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as RouteParams) : {};
  } catch {
    return {};
  }
}

/** The decision as setRoutingHeaders wrote it; what is missing or garbled reads as absent. */
export function readRoutingHeaders(headers: Pick<Headers, 'get'>): Partial<Omit<RoutingDecision, 'locale'>> {
  const market = decodeHeaderValue(headers.get(ROUTING_HEADERS.market));
  const pathname = decodeHeaderValue(headers.get(ROUTING_HEADERS.pathname));
  const key = headers.get(ROUTING_HEADERS.route) as RouteKey | null;
  return {
    ...(market ? { market } : {}),
    ...(pathname ? { pathname } : {}),
    route: key ? { key, params: parseParams(decodeHeaderValue(headers.get(ROUTING_HEADERS.params))) } : null,
  };
}
