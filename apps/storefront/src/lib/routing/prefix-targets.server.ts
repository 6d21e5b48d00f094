import 'server-only';
import { marketsRouting } from './channel.server';
import { localeDomains } from './locale-domains';
import type { LinkTarget } from './locale-prefix';
import { LOCALES } from './locales';
import { marketInPath } from './markets';

/**
 * Every language prefix the shop answers under: /en, or /{market}/{locale} with markets in the
 * path; and none for a language on its own domain (ADR 71), which is answered there without one.
 */
export async function prefixTargets(): Promise<LinkTarget[]> {
  if (!marketInPath()) {
    const prefixed = LOCALES.map((locale) => ({ locale, market: '', marketInPath: false }));
    const domains = localeDomains();
    const onDomains = LOCALES.filter((locale) => domains[locale]).map((locale) => ({
      locale,
      market: '',
      marketInPath: false,
      bases: { [locale]: '' },
    }));
    return [...prefixed, ...onDomains];
  }
  const { markets } = await marketsRouting();
  return markets.flatMap((m) => m.locales.map((locale) => ({ locale, market: m.alias, marketInPath: true })));
}
