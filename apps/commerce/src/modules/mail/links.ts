import { config } from '#src/config.ts';
import type { LanguageCode } from '#src/modules/channels/index.ts';

/** Where a mailed link leads: the storefront in the mail's language (and market, when in the path). */
export interface LinkScope {
  languageCode: LanguageCode;
  marketAlias: string;
}

/** A storefront page's address in its path form: Swedish unprefixed, other languages prefixed (ADR 4). */
export function storefrontLink(scope: LinkScope, path: string): string {
  const origin = new URL(config.siteUrl).origin;
  let prefix = scope.languageCode === 'sv' ? '' : `/${scope.languageCode}`;
  if (config.marketInPath) prefix = `/${scope.marketAlias}/${scope.languageCode}`;
  return `${origin}${prefix}${path}`;
}
