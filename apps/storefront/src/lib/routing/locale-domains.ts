import { type LocaleDomains, parseLocaleDomains } from '@shop/contract';
import { siteOrigin } from '@/lib/site-origin';
import type { LinkTarget } from './locale-prefix';

import { LOCALES, type Locale } from './locales';

export type { LocaleDomains };

type Env = Record<string, string | undefined>;

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

/**
 * Where the links of a page in `locale` and `market` to each language start, where that is not
 * the language's path prefix: a language on its own domain has none on its own pages. A language on
 * another host is linked in the form markets in the path have, `{origin}/{market}/{locale}`, which
 * names the market a cookie cannot carry there; that host keeps it and sends on to its own address
 * (`resolveOnHost`). Undefined without domains.
 */
export function linkBases(
  locale: Locale,
  market: string,
  domains: LocaleDomains,
  site: string,
): Partial<Record<Locale, string>> | undefined {
  if (Object.keys(domains).length === 0) return undefined;
  const bases: Partial<Record<Locale, string>> = {};
  for (const other of LOCALES) {
    const origin = domains[other] ?? (domains[locale] ? site : undefined);
    if (other === locale) {
      if (domains[other]) bases[other] = '';
    } else if (origin) bases[other] = `${origin}/${market}/${other}`;
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
