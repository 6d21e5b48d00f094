import { type LocaleDomains, localeOfHost } from './locale-domains';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';
import { findMarket } from './markets';
import { type RoutingOutcome, type RoutingRequest, resolveRouting } from './resolve';

export interface HostRoutingRequest extends RoutingRequest {
  /** The request's Host header. */
  host: string | null;
  /** The languages on domains of their own (ADR 71); empty for none. */
  domains: LocaleDomains;
  /** The site's origin (SITE_URL), where the languages without a domain are. */
  site: string;
}

/** What the proxy does, and the market to keep in this host's cookie first, when a link named one. */
export type HostRoutingOutcome = RoutingOutcome & { keepMarket?: string };

/** An address of the site's form (`/da/p/x?q=1`): its language by prefix, and the rest after it. */
function split(location: string): { locale: Locale; prefixed: boolean; rest: string } {
  const query = location.indexOf('?');
  const path = query === -1 ? location : location.slice(0, query);
  const search = query === -1 ? '' : location.slice(query);
  const [, first] = path.split('/');
  if (!isLocale(first)) return { locale: DEFAULT_LOCALE, prefixed: false, rest: location };
  return { locale: first, prefixed: true, rest: `${path.slice(first.length + 1) || '/'}${search}` };
}

/**
 * An address of the site's form as the host `here` (a language's domain, or undefined for the
 * site) says it: a language with a domain is there without its prefix, the others at the site.
 */
function located(location: string, { domains, site }: HostRoutingRequest, here: Locale | undefined) {
  if (!location.startsWith('/')) return location;
  const { locale, rest } = split(location);
  const origin = domains[locale];
  if (origin) return locale === here ? rest : `${origin}${rest}`;
  return here ? `${site}${location}` : location;
}

/**
 * `/{market}/{locale}/...`, the form a link from another of the shop's hosts takes (`linkBases`):
 * the market is kept here when it has the language, then the address goes on in its own form; one
 * meant for another host goes on there as it is. Not a handover: null.
 */
function handover(request: HostRoutingRequest, here: Locale | undefined): HostRoutingOutcome | null {
  const [, market = '', locale, ...rest] = request.pathname.split('/');
  const known = findMarket(request.markets, market);
  if (!known || !isLocale(locale)) return null;
  const origin = request.domains[locale];
  if ((origin && locale !== here) || (!origin && here)) {
    const location = `${origin ?? request.site}${request.pathname}${request.search}`;
    return { kind: 'redirect', location, status: 302 };
  }
  const path = `/${rest.join('/')}`;
  const prefixed = origin || locale === DEFAULT_LOCALE ? path : `/${locale}${path === '/' ? '' : path}`;
  return {
    kind: 'redirect',
    location: `${prefixed}${request.search}`,
    status: 302,
    ...(known.locales.includes(locale) ? { keepMarket: known.alias } : {}),
  };
}

/**
 * Routing by host as well as path. A request to a language's domain is that language without its
 * prefix; a language prefix there, or on the site the prefix of a language with a domain, sends
 * permanently to where that language's page is. Redirects routing answers are said the same way.
 * The query goes along every time.
 */
export function resolveOnHost(request: HostRoutingRequest): HostRoutingOutcome {
  if (request.marketInPath || Object.keys(request.domains).length === 0) return resolveRouting(request);
  const here = localeOfHost(request.domains, request.host);
  const handed = handover(request, here);
  if (handed) return handed;
  const asked = split(request.pathname);
  if (asked.prefixed && (here || request.domains[asked.locale])) {
    const location = located(`${request.pathname}${request.search}`, request, here);
    return { kind: 'redirect', location, status: 308 };
  }
  const pathname = here ? `/${here}${request.pathname === '/' ? '' : request.pathname}` : request.pathname;
  const outcome = resolveRouting({ ...request, pathname });
  return outcome.kind === 'redirect'
    ? { ...outcome, location: located(outcome.location, request, here) }
    : outcome;
}
