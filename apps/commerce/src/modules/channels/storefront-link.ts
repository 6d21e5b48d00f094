import { config } from '#src/config.ts';
import type { LanguageCode } from './localized.ts';

/** Where a link in a mail leads: a page in a language (and market, when routes carry it). */
export interface LinkScope {
  languageCode: LanguageCode;
  marketAlias: string;
}

/** The storefront's address of a shop path (`/p/{alias}`) in the scope, in its path form (ADR 4). */
export function storefrontLink(scope: LinkScope, path: string): string {
  const origin = new URL(config.siteUrl).origin;
  let prefix = scope.languageCode === 'sv' ? '' : `/${scope.languageCode}`;
  if (config.marketInPath) prefix = `/${scope.marketAlias}/${scope.languageCode}`;
  return `${origin}${prefix}${path}`;
}
