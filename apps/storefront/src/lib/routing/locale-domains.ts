import { type LocaleDomains, parseLocaleDomains } from '@shop/contract';
import { siteOrigin } from '@/lib/site-origin';
import type { LinkTarget } from './locale-prefix';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

export type { LocaleDomains };

type Env = Record<string, string | undefined>;

/**
 * The query key by which a link to another of the shop's hosts names the market in use: that
 * host's proxy keeps it in its own market cookie (ADR 71).
 */
export const MARKET_HINT = 'market';

let parsed: { key: string; domains: LocaleDomains } | undefined;

/**
 * The languages served on a domain of their own, by `LOCALE_DOMAINS` (ADR 71), read on the server
 * at run time; none with markets in the path, whose addresses carry the market before the language.
 */
export function localeDomains(env: Env = process.env): LocaleDomains {
  if (env.MARKET_IN_PATH === 'true') return {};
  const site = siteOrigin(env);
  const key = `${site} ${env.LOCALE_DOMAINS ?? ''}`;
  if (parsed?.key !== key) parsed = { key, domains: parseLocaleDomains(env.LOCALE_DOMAINS, site) };
  return parsed.domains;
}

/** The language whose domain a request's Host header names, if any. */
export function localeOfHost(domains: LocaleDomains, host: string | null | undefined): Locale | undefined {
  if (!host) return undefined;
  const wanted = host.trim().toLowerCase();
  return LOCALES.find((locale) => {
    const origin = domains[locale];
    return origin !== undefined && new URL(origin).host === wanted;
  });
}

/** The path prefix a language has without a domain of its own: none for the default language. */
const pathPrefix = (locale: Locale) => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/**
 * Where the links of a page in `locale` to each language start, where that is not the language's
 * path prefix: a language on its own domain has none on its own pages and its origin on every other
 * page; on such a domain the other languages are at the site's origin. Undefined without domains.
 */
export function linkBases(
  locale: Locale,
  domains: LocaleDomains,
  site: string,
): Partial<Record<Locale, string>> | undefined {
  if (Object.keys(domains).length === 0) return undefined;
  const onDomain = domains[locale] !== undefined;
  const bases: Partial<Record<Locale, string>> = {};
  for (const other of LOCALES) {
    const origin = domains[other];
    if (other === locale) {
      if (origin) bases[other] = '';
    } else if (origin) bases[other] = origin;
    else if (onDomain) bases[other] = `${site}${pathPrefix(other)}`;
  }
  return bases;
}

/** Where the pages are published: the site's origin, and the languages' own domains. */
export interface Publication {
  origin: string;
  domains: LocaleDomains;
}

/**
 * The absolute address a page is published at (canonical and hreflang links, sitemaps): a language
 * with a domain at its domain without prefix, the others at the site's origin.
 */
export function publishedHref(href: (target: LinkTarget) => string, target: LinkTarget, at: Publication) {
  const address = href({ ...target, bases: target.marketInPath ? undefined : at.domains });
  return /^https?:\/\//.test(address) ? address : `${at.origin}${address}`;
}

/** Where this server's pages are published, from SITE_URL and LOCALE_DOMAINS. */
export const publication = (env: Env = process.env): Publication => ({
  origin: siteOrigin(env),
  domains: localeDomains(env),
});
